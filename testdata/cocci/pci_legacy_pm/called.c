// SPDX-License-Identifier: GPL-2.0
/* The driver calls its own suspend at shutdown: not converted. */
#include <linux/pci.h>

static int cfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	cfoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int cfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	cfoo_start(pci_get_drvdata(pdev));
	return 0;
}

static void cfoo_shutdown(struct pci_dev *pdev)
{
	cfoo_suspend(pdev, PMSG_SUSPEND);
}

static struct pci_driver cfoo_driver = {
	.name = "cfoo",
	.suspend = cfoo_suspend,
	.resume = cfoo_resume,
	.shutdown = cfoo_shutdown,
};
