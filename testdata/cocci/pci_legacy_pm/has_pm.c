// SPDX-License-Identifier: GPL-2.0
/* Both the legacy methods and dev_pm_ops: not converted. */
#include <linux/pci.h>

static int mfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int mfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return 0;
}

static struct pci_driver mfoo_driver = {
	.name = "mfoo",
	.suspend = mfoo_suspend,
	.resume = mfoo_resume,
	.driver.pm = &mfoo_pm_ops,
};
