// SPDX-License-Identifier: GPL-2.0
/*
 * The suspend, defined after the resume and declared first, only does
 * what the PCI core now does: it goes with its prototype, and the ops
 * follow the resume.
 */
#include <linux/pci.h>

static int tfoo_suspend(struct pci_dev *pdev, pm_message_t state);

static int tfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	tfoo_reinit(pci_get_drvdata(pdev));
	return 0;
}

static int tfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static struct pci_driver tfoo_driver = {
	.name		= "tfoo",
	.suspend	= tfoo_suspend,
	.resume		= tfoo_resume,
};
