// SPDX-License-Identifier: GPL-2.0
/* The state is passed on to a subsystem: not converted. */
#include <linux/pci.h>

static int pfoo_suspend(struct pci_dev *pdev, pm_message_t mesg)
{
	struct pfoo_host *host = pci_get_drvdata(pdev);

	pfoo_host_suspend(host, mesg);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, mesg));
	return 0;
}

static int pfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return pfoo_host_resume(pci_get_drvdata(pdev));
}

static struct pci_driver pfoo_driver = {
	.name = "pfoo",
	.suspend = pfoo_suspend,
	.resume = pfoo_resume,
};
