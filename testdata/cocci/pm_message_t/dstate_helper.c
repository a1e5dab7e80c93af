/*
 * The suspend state handed to a helper of the same file whose parameter
 * is declared pci_power_t: 2.6.10 used the state as a D-state number
 * there.  The call takes pci_choose_state() with the callback's pci_dev;
 * the helper, which takes a D-state, stays as it is, and so does resume,
 * which passes it PCI_D0.
 */
#include <linux/pci.h>

static void dh_set_power(struct pci_dev *pdev, pci_power_t dstate)
{
	if (dstate != PCI_D0)
		pci_save_state(pdev);
	pci_set_power_state(pdev, dstate);
}

static int dh_suspend(struct pci_dev *pdev, u32 state)
{
	pci_disable_device(pdev);
	dh_set_power(pdev, state);
	return 0;
}

static int dh_resume(struct pci_dev *pdev)
{
	dh_set_power(pdev, PCI_D0);
	pci_restore_state(pdev);
	return pci_enable_device(pdev);
}

static struct pci_driver dh_driver = {
	.name		= "dh",
	.suspend	= dh_suspend,
	.resume		= dh_resume,
};
