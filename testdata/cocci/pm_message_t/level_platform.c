/*
 * A platform_driver's nested .driver wired with 2.6.10 device_driver
 * callbacks.  The kept branch's body, a declaration included, moves up a
 * level; a resume wired elsewhere with a u32 second parameter is not a
 * device_driver level and stays.
 */
#include <linux/platform_device.h>

static int pl_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_DISABLE)
		pl_irq_off(dev);
	if (level == SUSPEND_POWER_DOWN) {
		struct pl_chip *chip = dev_get_drvdata(dev);

		pl_power_off(chip);
	}
	return 0;
}

static int pl_resume(struct device *dev, u32 level)
{
	if (level != RESUME_POWER_ON)
		return 0;
	pl_power_on(dev);
	return 0;
}

static int other_resume(struct device *dev, u32 level)
{
	if (level == RESUME_POWER_ON)
		pl_power_on(dev);
	return 0;
}

static struct platform_driver pl_driver = {
	.driver		= {
		.name		= "pl",
		.suspend	= pl_suspend,
		.resume		= pl_resume,
	},
};

static struct other_ops pl_other = {
	.resume		= other_resume,
};
