// SPDX-License-Identifier: GPL-2.0
/*
 * The callbacks follow the pci_driver and sit under #ifdef CONFIG_PM, the
 * pci_driver does not: the ops would have to go before the pci_driver,
 * outside the #ifdef, where !CONFIG_PM has no callbacks.
 */
#include <linux/pci.h>

static int lfoo_suspend(struct pci_dev *pdev, pm_message_t state);
static int lfoo_resume(struct pci_dev *pdev);

static struct pci_driver lfoo_driver = {
	.name		= "lfoo",
	.probe		= lfoo_probe,
#ifdef CONFIG_PM
	.suspend	= lfoo_suspend,
	.resume		= lfoo_resume,
#endif
};

#ifdef CONFIG_PM
static int lfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	lfoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int lfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	lfoo_start(pci_get_drvdata(pdev));
	return 0;
}
#endif
