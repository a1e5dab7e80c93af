// SPDX-License-Identifier: GPL-2.0
/* A legacy suspend exported for other drivers: named, not converted. */
#include <linux/pci.h>
#include <linux/export.h>

int foo_pci_device_suspend(struct pci_dev *pdev, pm_message_t mesg)
{
	foo_host_suspend(pci_get_drvdata(pdev), mesg);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, mesg));
	return 0;
}
EXPORT_SYMBOL_GPL(foo_pci_device_suspend);
