/*
 * Several uses of the state in one statement, one of them beside a
 * __force cast spatch skips: every one of them is converted.
 */
#include <linux/pci.h>

static int mu_suspend(struct pci_dev *pdev, u32 state)
{
	char line[32];

	snprintf(line, sizeof(line), "suspend %u %d\n", state,
		 (__force int)pci_choose_state(pdev, state));
	if (state == 0 || state == PM_SUSPEND_MEM)
		pci_save_state(pdev);
	return 0;
}

static struct pci_driver mu_driver = {
	.name		= "mu",
	.suspend	= mu_suspend,
};
