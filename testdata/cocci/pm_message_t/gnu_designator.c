/*
 * A 2.6.10 driver that still wires its methods with GCC's old
 * "field: value" designators: its suspend is converted like any other.
 * A bit-field called suspend and a ternary naming a function are not
 * wirings.
 */
#include <linux/pci.h>

struct gd_flags {
	unsigned int resume:1, suspend:1;
};

static int gd_suspend(struct pci_dev *pdev, u32 state)
{
	pci_set_power_state(pdev, state);
	return 0;
}

static int gd_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, 0);
	return 0;
}

static int gd_mode(struct pci_dev *pdev, u32 mode)
{
	return mode == 1;
}

static int gd_pick(struct pci_dev *pdev, int suspend)
{
	return (suspend ? gd_mode : gd_mode)(pdev, 1);
}

static struct pci_driver gd_driver = {
	name:		"gd",
	suspend:	gd_suspend,
	resume:		gd_resume,
};
