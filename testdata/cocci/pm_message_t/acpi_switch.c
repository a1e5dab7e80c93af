/*
 * Trap: a switch on ACPI S-state numbers mapped to D-states.  1 and 2
 * have no PM_EVENT_* equivalent: nothing is edited, each blocking use is
 * reported.
 */
#include <linux/pci.h>

static int acpi_demo_suspend(struct pci_dev *pdev, u32 state)
{
	int dstate;

	switch (state) {
	case 1:
		dstate = 1;
		break;
	case 2:
		dstate = 2;
		break;
	case 3:
		dstate = 3;
		break;
	default:
		dstate = 0;
	}
	pci_save_state(pdev);
	pci_set_power_state(pdev, dstate);
	return 0;
}

static struct pci_driver acpi_demo_driver = {
	.name		= "acpi-demo",
	.suspend	= acpi_demo_suspend,
};
