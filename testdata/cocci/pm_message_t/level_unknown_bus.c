/*
 * A levelled device_driver whose bus the rule does not know (no .bus, or
 * a bus of the driver's own): which levels its callbacks were called with
 * decides what survives, so both stay and the reason is reported.
 */
#include <linux/device.h>

static int ub_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_POWER_DOWN)
		ub_power_off(dev);
	return 0;
}

static int ub_resume(struct device *dev, u32 level)
{
	if (level == RESUME_POWER_ON)
		ub_power_on(dev);
	return 0;
}

static struct device_driver ub_driver = {
	.name		= "ub",
	.bus		= &ub_bus_type,
	.suspend	= ub_suspend,
	.resume		= ub_resume,
};

static struct device_driver nb_driver = {
	.name		= "nb",
	.suspend	= ub_suspend,
};
