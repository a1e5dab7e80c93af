/*
 * A driver already converted by hand to pci_choose_state() but still
 * declaring u32: only the parameter changes, never a second wrap.
 */
#include <linux/pci.h>

static int half_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	pci_enable_wake(pdev, pci_choose_state(pdev, state), 0);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int half_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return 0;
}

static struct pci_driver half_driver = {
	.name		= "half",
	.suspend	= half_suspend,
	.resume		= half_resume,
};
