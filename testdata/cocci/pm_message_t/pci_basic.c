/*
 * A 2.6.10 PCI driver: the suspend callback takes the state as u32,
 * hands it to pci_set_power_state() and powers a second function down
 * with a literal D-state.  Resume stays as it is.
 */
#include <linux/pci.h>

static int demo_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	pci_disable_device(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static int demo_aux_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	pci_set_power_state(pdev, 3);
	return 0;
}

static int demo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	return pci_enable_device(pdev);
}

static struct pci_driver demo_driver = {
	.name		= "demo",
	.suspend	= demo_suspend,
	.resume		= demo_resume,
};

static struct pci_driver demo_aux_driver = {
	.name		= "demo-aux",
	.suspend	= demo_aux_suspend,
	.resume		= demo_resume,
};
