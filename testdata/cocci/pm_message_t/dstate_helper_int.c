/*
 * The suspend state handed to a helper of the same file whose parameter
 * is an int used only as pci_set_power_state()'s D-state.  Passing it
 * pci_choose_state() would hand a pci_power_t to an int, and retyping
 * the helper would change what its other callers pass (resume's 0 here):
 * the rule leaves the callback and the helper alone and says how.
 */
#include <linux/pci.h>

static void dhi_set_power(struct pci_dev *pdev, int dstate)
{
	pci_set_power_state(pdev, dstate);
}

static int dhi_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	dhi_set_power(pdev, state);
	return 0;
}

static int dhi_resume(struct pci_dev *pdev)
{
	dhi_set_power(pdev, 0);
	pci_restore_state(pdev);
	return 0;
}

static struct pci_driver dhi_driver = {
	.name		= "dhi",
	.suspend	= dhi_suspend,
	.resume		= dhi_resume,
};
