// SPDX-License-Identifier: GPL-2.0
/*
 * One resume serves two pci_drivers, one of which cannot convert (its
 * suspend disables the device): neither converts, or the other's .resume
 * would point at a function of the new type.
 */
#include <linux/pci.h>

static int twin_suspend(struct pci_dev *pdev, pm_message_t state)
{
	pci_save_state(pdev);
	pci_disable_device(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int twin_aux_suspend(struct pci_dev *pdev, pm_message_t state)
{
	pci_save_state(pdev);
	pci_set_power_state(pdev, PCI_D3hot);
	return 0;
}

static int twin_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return pci_enable_device(pdev);
}

static struct pci_driver twin_driver = {
	.name		= "twin",
	.suspend	= twin_suspend,
	.resume		= twin_resume,
};

static struct pci_driver twin_aux_driver = {
	.name		= "twin-aux",
	.suspend	= twin_aux_suspend,
	.resume		= twin_resume,
};
