/*
 * A 2.6.10 platform device_driver whose suspend cannot be converted (its
 * state is range-checked: PM events are not ordered) beside a resume that
 * can: the suspend keeps its u32 state and level, the resume alone loses
 * its level and keeps the work of every level the platform bus called,
 * in its order.  (Each function is decided on its own: a refused suspend
 * must not keep the resume the report says is converted.)
 */
#include <linux/device.h>

static int mx_suspend(struct device *dev, u32 state, u32 level)
{
	struct mx_chip *chip = dev_get_drvdata(dev);

	if (state > 1)
		return 0;
	if (level == SUSPEND_POWER_DOWN)
		mx_power_off(chip);
	return 0;
}

static int mx_resume(struct device *dev, u32 level)
{
	struct mx_chip *chip = dev_get_drvdata(dev);

	if (level == RESUME_POWER_ON)
		mx_power_on(chip);
	if (level == RESUME_ENABLE)
		mx_irq_on(chip);
	return 0;
}

static struct device_driver mx_driver = {
	.name		= "mx",
	.bus		= &platform_bus_type,
	.suspend	= mx_suspend,
	.resume		= mx_resume,
};
