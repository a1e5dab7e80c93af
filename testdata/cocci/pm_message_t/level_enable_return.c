/*
 * A 2.6.10 platform device_driver that does its work at one level only:
 * SUSPEND_DISABLE on the way down, RESUME_ENABLE on the way up, each
 * guarded by "not my level: return 0".  Inside that work an early return
 * leaves when nothing was saved.  RESUME_ENABLE is the last level the
 * platform bus called, so no later level's work follows that return: 6.1
 * calls the resume once and the guard goes, the early return stays, like
 * the suspend's.
 */
#include <linux/device.h>
#include <linux/slab.h>

struct pad_saved {
	int gain;
	int mode;
};

static int pad_suspend(struct device *dev, u32 state, u32 level)
{
	struct pad_saved *saved;

	if (level != SUSPEND_DISABLE)
		return 0;

	saved = kmalloc(sizeof(*saved), GFP_KERNEL);
	if (!saved)
		return -ENOMEM;
	saved->gain = pad_get_gain(dev);
	saved->mode = pad_get_mode(dev);
	dev->power.saved_state = saved;
	pad_irq_off(dev);
	return 0;
}

static int pad_resume(struct device *dev, u32 level)
{
	struct pad_saved *saved;

	if (level != RESUME_ENABLE)
		return 0;

	saved = dev->power.saved_state;
	if (!saved)
		return 0;
	pad_set_mode(dev, saved->mode);
	pad_set_gain(dev, saved->gain);
	pad_irq_on(dev);
	return 0;
}

static struct device_driver pad_driver = {
	.name		= "pad",
	.bus		= &platform_bus_type,
	.suspend	= pad_suspend,
	.resume		= pad_resume,
};
