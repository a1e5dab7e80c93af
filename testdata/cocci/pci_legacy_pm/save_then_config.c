// SPDX-License-Identifier: GPL-2.0
/* Config space written between saving it and sleeping: the core would save it later: not converted. */
#include <linux/pci.h>

static int ufoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	ufoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_clear_master(pdev);
	pci_write_config_dword(pdev, 0x40, 0);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int ufoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	ufoo_start(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver ufoo_driver = {
	.name = "ufoo",
	.suspend = ufoo_suspend,
	.resume = ufoo_resume,
};
