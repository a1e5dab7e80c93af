// SPDX-License-Identifier: GPL-2.0
/* The pci_driver initializes .driver = { ... }: a .driver.pm before it would be overwritten: not converted. */
#include <linux/pci.h>

static int mfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	mfoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_set_power_state(pdev, PCI_D3hot);
	return 0;
}

static int mfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	mfoo_start(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver mfoo_driver = {
	.name = "mfoo",
	.suspend = mfoo_suspend,
	.resume = mfoo_resume,
	.driver = {
		.probe_type = PROBE_PREFER_ASYNCHRONOUS,
	},
};
