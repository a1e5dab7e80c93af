/*
 * Negative: callbacks already on pm_message_t, written the 2.6.12 way.
 * Nothing to do (this is also what a second run sees).
 */
#include <linux/pci.h>

static int done_suspend(struct pci_dev *pdev, pm_message_t state)
{
	if (state.event == PM_EVENT_ON)
		return 0;
	printk(KERN_INFO "done: event %d\n", state.event);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	if (pdev->dev.power.power_state.event == PM_EVENT_SUSPEND)
		return 0;
	pdev->dev.power.power_state = state;
	return 0;
}

static int done_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pdev->dev.power.power_state = PMSG_ON;
	return 0;
}

static struct pci_driver done_driver = {
	.name		= "done",
	.suspend	= done_suspend,
	.resume		= done_resume,
};
