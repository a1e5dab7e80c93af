/*
 * Levelled callbacks whose one 6.1 call cannot be made to do what 2.6.10's
 * calls did: each is left alone (its state too) and the reason reported.
 */
#include <linux/device.h>

/* The same work at all three platform calls: 6.1 would do it once. */
static int ra_suspend(struct device *dev, u32 state, u32 level)
{
	ra_flush(dev_get_drvdata(dev));
	return 0;
}

/* POWER_DOWN written before DISABLE: one call would power down first. */
static int rb_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_POWER_DOWN)
		rb_power_off(dev);
	if (level == SUSPEND_DISABLE)
		rb_irq_off(dev);
	return 0;
}

/* The DISABLE branch returns: the later levels' work would be skipped. */
static int rc_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_DISABLE) {
		rc_irq_off(dev);
		return 0;
	}
	if (level == SUSPEND_POWER_DOWN)
		rc_power_off(dev);
	return 0;
}

/* A failed DISABLE stopped the bus before POWER_DOWN. */
static int rd_suspend(struct device *dev, u32 state, u32 level)
{
	int err = 0;

	if (level == SUSPEND_DISABLE)
		err = rd_quiesce(dev);
	if (level == SUSPEND_POWER_DOWN)
		rd_power_off(dev);
	return err;
}

/* The POWER_DOWN branch declares a variable after the DISABLE work. */
static int re_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_DISABLE)
		re_irq_off(dev);
	if (level == SUSPEND_POWER_DOWN) {
		struct re_chip *chip = dev_get_drvdata(dev);

		re_power_off(chip);
	}
	return 0;
}

/* Else branch ran at two of the three resume calls. */
static int rf_resume(struct device *dev, u32 level)
{
	if (level == RESUME_POWER_ON)
		rf_power_on(dev);
	else
		rf_kick(dev);
	return 0;
}

static struct device_driver ra_driver = {
	.name = "ra", .bus = &platform_bus_type, .suspend = ra_suspend,
};
static struct device_driver rb_driver = {
	.name = "rb", .bus = &platform_bus_type, .suspend = rb_suspend,
};
static struct device_driver rc_driver = {
	.name = "rc", .bus = &platform_bus_type, .suspend = rc_suspend,
};
static struct device_driver rd_driver = {
	.name = "rd", .bus = &platform_bus_type, .suspend = rd_suspend,
};
static struct device_driver re_driver = {
	.name = "re", .bus = &platform_bus_type, .suspend = re_suspend,
};
static struct device_driver rf_driver = {
	.name = "rf", .bus = &platform_bus_type, .resume = rf_resume,
};
