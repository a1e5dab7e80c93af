// SPDX-License-Identifier: GPL-2.0
/*
 * Each method defined with the other's signature: a .suspend without its
 * pm_message_t is left to the pm_message_t rule (nothing said here), a
 * .resume that takes one is not the legacy resume: neither converts.
 */
#include <linux/pci.h>

static int kfoo_suspend(struct pci_dev *pdev)
{
	struct kfoo *c = pci_get_drvdata(pdev);

	kfoo_stop(c);
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

static int mfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct mfoo *c = pci_get_drvdata(pdev);

	mfoo_stop(c);
	pci_save_state(pdev);
	pci_set_power_state(pdev, PCI_D3hot);
	return 0;
}

static int mfoo_resume(struct pci_dev *pdev, pm_message_t state)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return 0;
}

static struct pci_driver mfoo_driver = {
	.name = "mfoo",
	.suspend = mfoo_suspend,
	.resume = mfoo_resume,
};
