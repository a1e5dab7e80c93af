/*
 * A driver of the bus core: its suspend callback hands its state to the
 * core's helper (core.c, declared in core.h), its shutdown passes 3.
 * With facts the chain converts: the callback's type, the helper's, its
 * prototype; the shutdown passes PMSG_SUSPEND.
 */
#include <linux/pci.h>
#include "core.h"

static int chain_drv_suspend(struct pci_dev *pdev, u32 state)
{
	chain_core_dev_suspend(&pdev->dev, state);
	pci_save_state(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static int chain_drv_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	return chain_core_dev_resume(&pdev->dev);
}

static void chain_drv_shutdown(struct pci_dev *pdev)
{
	chain_core_dev_suspend(&pdev->dev, 3);
}

static struct pci_driver chain_drv_driver = {
	.name		= "chain-drv",
	.suspend	= chain_drv_suspend,
	.resume		= chain_drv_resume,
	.shutdown	= chain_drv_shutdown,
};
