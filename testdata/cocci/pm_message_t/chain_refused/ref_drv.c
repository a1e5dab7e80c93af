/*
 * A driver whose suspend callback hands its state to the core's helper
 * (ref_core.c), whose use of it does not convert: nothing changes.  A
 * second one hands its state to ref_core_pre_suspend(), which the probe
 * calls with an IRQ number: that chain stays as well, and so does a
 * third one's, whose helper ref_core_power() is not named like suspend.
 */
#include <linux/pci.h>
#include "ref_core.h"

static int ref_drv_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	return ref_core_suspend(&pdev->dev, state);
}

static int ref_drv2_suspend(struct pci_dev *pdev, u32 state)
{
	return ref_core_pre_suspend(&pdev->dev, state);
}

static int ref_drv2_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	return ref_core_pre_suspend(&pdev->dev, pdev->irq);
}

static int ref_drv3_suspend(struct pci_dev *pdev, u32 state)
{
	return ref_core_power(&pdev->dev, state);
}

static struct pci_driver ref_drv_driver = {
	.name		= "ref-drv",
	.suspend	= ref_drv_suspend,
};

static struct pci_driver ref_drv2_driver = {
	.name		= "ref-drv2",
	.probe		= ref_drv2_probe,
	.suspend	= ref_drv2_suspend,
};

static struct pci_driver ref_drv3_driver = {
	.name		= "ref-drv3",
	.suspend	= ref_drv3_suspend,
};
