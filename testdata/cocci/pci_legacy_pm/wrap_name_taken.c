// SPDX-License-Identifier: GPL-2.0
/* The suspend passes its message on; a wrapper name is taken: not
 * converted. */
#include <linux/pci.h>

static int tkfoo_pm_freeze(void)
{
	return 0;
}

static int tkfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	tkfoo_quiesce(pci_get_drvdata(pdev), state);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int tkfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return tkfoo_start(pci_get_drvdata(pdev), tkfoo_pm_freeze());
}

static struct pci_driver tkfoo_driver = {
	.name = "tkfoo",
	.suspend = tkfoo_suspend,
	.resume = tkfoo_resume,
};
