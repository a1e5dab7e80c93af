/*
 * A bus core whose level calls the rule cannot prove: its suspend loops
 * over the levels, its resume returns early between two levels.  Both
 * stay (the suspend's state too, since its calls keep the level), each
 * reported with the line and why, and the drivers of this bus are left
 * with it (rdrv/).
 */
#include <linux/device.h>

static int rcore_suspend(struct device *dev, u32 state)
{
	u32 level;
	int ret = 0;

	for (level = SUSPEND_SAVE_STATE; !ret && level <= SUSPEND_POWER_DOWN; level++)
		ret = dev->driver->suspend(dev, state, level);
	return ret;
}

static int rcore_resume(struct device *dev)
{
	int ret;

	ret = dev->driver->resume(dev, RESUME_POWER_ON);
	if (ret)
		return ret;
	return dev->driver->resume(dev, RESUME_ENABLE);
}

struct bus_type rcore_bus_type = {
	.name		= "rcore",
	.suspend	= rcore_suspend,
	.resume		= rcore_resume,
};
