/*
 * The state goes through a function-like macro of the driver: the rule
 * cannot see what the macro does with it, so the callback is left alone
 * and the use is reported.
 */
#include <linux/pci.h>

#define MAC2_ASLEEP(s)	((s) != 0)

static int mac2_suspend(struct pci_dev *pdev, u32 state)
{
	if (MAC2_ASLEEP(state))
		pci_save_state(pdev);
	return 0;
}

static struct pci_driver mac2_driver = {
	.name		= "mac2",
	.suspend	= mac2_suspend,
};
