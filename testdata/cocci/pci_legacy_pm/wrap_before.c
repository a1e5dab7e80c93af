// SPDX-License-Identifier: GPL-2.0
/*
 * The callbacks are defined after the pci_driver (their prototypes before
 * it) and an error return comes before the state is saved: the wrappers and
 * the ops go before the pci_driver.
 */
#include <linux/pci.h>

static int bfoo_suspend(struct pci_dev *pdev, pm_message_t state);
static int bfoo_resume(struct pci_dev *pdev);

static struct pci_driver bfoo_driver = {
	.name = "bfoo",
	.suspend = bfoo_suspend,
	.resume = bfoo_resume,
};

static int bfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct bfoo *bf = pci_get_drvdata(pdev);

	if (bfoo_busy(bf))
		return -EBUSY;
	bfoo_stop(bf, state.event == PM_EVENT_FREEZE);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int bfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return bfoo_start(pci_get_drvdata(pdev));
}
