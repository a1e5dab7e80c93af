/*
 * A driver on rcore/'s bus, whose level calls the rule refuses: which
 * levels this driver was called with is not proven, so it stays, and the
 * report names the bus core's line.
 */
#include <linux/device.h>

extern struct bus_type rcore_bus_type;

static int rdrv_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_POWER_DOWN)
		rdrv_power_off(dev);
	return 0;
}

static int rdrv_resume(struct device *dev, u32 level)
{
	if (level == RESUME_POWER_ON)
		rdrv_power_on(dev);
	return 0;
}

static struct device_driver rdrv_driver = {
	.name		= "rdrv",
	.bus		= &rcore_bus_type,
	.suspend	= rdrv_suspend,
	.resume		= rdrv_resume,
};
