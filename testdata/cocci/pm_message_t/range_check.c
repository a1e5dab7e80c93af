/*
 * Trap: a range check on the 2.6.10 state number.  PM events are not
 * ordered that way: left alone and reported.
 */
#include <linux/pci.h>

static int range_suspend(struct pci_dev *pdev, u32 state)
{
	if (state < 1 || state > 3)
		return -EINVAL;
	pci_save_state(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static struct pci_driver range_driver = {
	.name		= "range",
	.suspend	= range_suspend,
};
