// SPDX-License-Identifier: GPL-2.0
/*
 * The callbacks are under #ifdef CONFIG_PM with NULL #defines in the
 * #else, the pci_driver entries are not: the guards differ.
 */
#include <linux/pci.h>

#ifdef CONFIG_PM
static int hfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	hfoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int hfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	hfoo_start(pci_get_drvdata(pdev));
	return 0;
}
#else
#define hfoo_suspend NULL
#define hfoo_resume NULL
#endif /* CONFIG_PM */

static struct pci_driver hfoo_driver = {
	.name = "hfoo",
	.suspend = hfoo_suspend,
	.resume = hfoo_resume,
};
