// SPDX-License-Identifier: GPL-2.0
/* The state is saved on one path only: not converted. */
#include <linux/pci.h>

static int kfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct kfoo *k = pci_get_drvdata(pdev);

	if (k->powered)
		pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int kfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return 0;
}

static struct pci_driver kfoo_driver = {
	.name = "kfoo",
	.suspend = kfoo_suspend,
	.resume = kfoo_resume,
};
