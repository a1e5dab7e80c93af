/*
 * A bus core whose .suspend calls its drivers' levelled suspend with
 * three plain calls (2.6.10 buses that ignored the levels' errors did so):
 * one call without the level replaces them.  A driver on it whose
 * SUSPEND_DISABLE branch returns an error is refused: on this bus the
 * later levels still ran after that error, one 6.1 call would skip them.
 * The bus's .resume loops over the levels: refused, and its drivers'
 * resume with it.
 */
#include <linux/device.h>

static int pb_suspend(struct device *dev, u32 state)
{
	struct device_driver *drv = dev->driver;

	if (!drv || !drv->suspend)
		return 0;
	drv->suspend(dev, state, SUSPEND_DISABLE);
	drv->suspend(dev, state, SUSPEND_SAVE_STATE);
	drv->suspend(dev, state, SUSPEND_POWER_DOWN);
	return 0;
}

static int pb_loop_resume(struct device *dev)
{
	int level, ret = 0;

	for (level = RESUME_POWER_ON; level <= RESUME_ENABLE; level++)
		ret = dev->driver->resume(dev, level);
	return ret;
}

struct bus_type pb_bus = {
	.name = "pb",
	.suspend = pb_suspend,
	.resume = pb_loop_resume,
};

static int pc_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_DISABLE)
		if (pc_quiesce(dev))
			return -EIO;
	if (level == SUSPEND_POWER_DOWN)
		pc_off(dev);
	return 0;
}

static int pc_resume(struct device *dev, u32 level)
{
	if (level == RESUME_POWER_ON)
		pc_on(dev);
	return 0;
}

static struct device_driver pc_driver = {
	.name = "pc", .bus = &pb_bus, .suspend = pc_suspend, .resume = pc_resume,
};
