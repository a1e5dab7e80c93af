/*
 * A driver whose suspend callback hands its state to the core's helper
 * (ref_core.c), whose use of it does not convert: nothing changes.
 */
#include <linux/pci.h>
#include "ref_core.h"

static int ref_drv_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	return ref_core_suspend(&pdev->dev, state);
}

static struct pci_driver ref_drv_driver = {
	.name		= "ref-drv",
	.suspend	= ref_drv_suspend,
};
