/*
 * The state used as a truth value (2.6.10: nonzero = going to sleep):
 * each form tests state.event against PM_EVENT_ON.
 */
#include <linux/pci.h>

struct bf_chip {
	int on;
	int asleep;
};

static int bf_suspend(struct pci_dev *pdev, u32 state)
{
	struct bf_chip *chip = pci_get_drvdata(pdev);

	chip->asleep = state ? 1 : 0;
	if (chip->on && state)
		chip->on = 0;
	if (state > 0)
		pci_save_state(pdev);
	if (0 < state || chip->on)
		return 0;
	return 0;
}

static struct pci_driver bf_driver = {
	.name		= "bf",
	.suspend	= bf_suspend,
};
