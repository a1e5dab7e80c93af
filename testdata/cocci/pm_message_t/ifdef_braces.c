/*
 * An #ifdef whose branches each open the same if: the braces of the
 * text do not balance (spatch reads the first branch).  The state of
 * ib_debug(), a function of its own further down, is not a use of
 * ib_suspend()'s state: the callback converts (a brace count from the
 * callback's name would run on to the end of the file and take the
 * range check at line 36 for one of its uses).
 */
#include <linux/module.h>
#include <linux/pci.h>

static int ib_fast;

static int ib_suspend(struct pci_dev *pdev, u32 state)
{
#ifdef CONFIG_IB_FAST
	if (ib_fast) {
#else
	if (!ib_fast) {
#endif
		pci_save_state(pdev);
	}
	pci_set_power_state(pdev, state);
	return 0;
}

static int ib_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	return 0;
}

static int ib_debug(struct pci_dev *pdev, u32 state)
{
	return state > 2;
}

static struct pci_driver ib_driver = {
	.name		= "ib",
	.suspend	= ib_suspend,
	.resume		= ib_resume,
};
