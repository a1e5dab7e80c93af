/*
 * dev->power.power_state used as an integer (2.6.10 style), inside and
 * outside the callbacks: compared with 0 and 3 (.event), tested, set to
 * 0, compared with the callback's state (both sides .event, the radeonfb
 * case), and compared with 2, which has no equivalent (reported, kept).
 */
#include <linux/pci.h>

static int rfb_suspend(struct pci_dev *pdev, u32 state)
{
	if (state == pdev->dev.power.power_state)
		return 0;
	if (state != PM_SUSPEND_MEM)
		return 0;
	pdev->dev.power.power_state = state;
	return 0;
}

static int rfb_resume(struct pci_dev *pdev)
{
	if (pdev->dev.power.power_state == 0)
		return 0;
	if (!pdev->dev.power.power_state)
		return 0;
	if (pdev->dev.power.power_state == 2)
		return -EIO;
	pdev->dev.power.power_state = 0;
	return 0;
}

static struct pci_driver rfb_driver = {
	.name		= "rfb",
	.suspend	= rfb_suspend,
	.resume		= rfb_resume,
};
