/*
 * A framebuffer driver: fb_set_suspend() wants a "suspended?" flag and
 * 2005 drivers handed it the state (nonzero = suspended), so it gets
 * state.event != PM_EVENT_ON.  The state is also compared with
 * PM_SUSPEND_MEM and printed.
 */
#include <linux/fb.h>
#include <linux/pci.h>

static int demofb_suspend(struct pci_dev *pdev, u32 state)
{
	struct fb_info *info = pci_get_drvdata(pdev);

	printk(KERN_DEBUG "demofb: suspending to state %d\n", state);
	acquire_console_sem();
	fb_set_suspend(info, state);
	release_console_sem();
	if (state == PM_SUSPEND_MEM)
		pci_set_power_state(pdev, 3);
	return 0;
}

static struct pci_driver demofb_driver = {
	.name		= "demofb",
	.suspend	= demofb_suspend,
};
