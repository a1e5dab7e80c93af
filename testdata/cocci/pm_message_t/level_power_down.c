/*
 * A 2.6.10 struct device_driver: suspend(dev, state, level) and
 * resume(dev, level) were called once per level.  6.1 calls them once:
 * the level goes, the POWER_DOWN/POWER_ON branches stay, the other levels'
 * branches and the "not my level" guards go.
 */
#include <linux/device.h>

static int lp_suspend(struct device *dev, u32 state, u32 level)
{
	struct lp_chip *chip = dev_get_drvdata(dev);

	if (level == SUSPEND_SAVE_STATE)
		lp_save(chip);
	if (level != SUSPEND_POWER_DOWN)
		return 0;
	dev_dbg(dev, "suspend to %u\n", state);
	if (SUSPEND_POWER_DOWN == level)
		lp_power_off(chip);
	return 0;
}

static int lp_resume(struct device *dev, u32 level)
{
	struct lp_chip *chip = dev_get_drvdata(dev);

	if (level == RESUME_POWER_ON) {
		lp_power_on(chip);
		chip->awake = 1;
	} else {
		lp_nothing(chip);
	}
	if (level == RESUME_ENABLE)
		lp_irq_on(chip);
	return 0;
}

static struct device_driver lp_driver = {
	.name		= "lp",
	.bus		= &platform_bus_type,
	.suspend	= lp_suspend,
	.resume		= lp_resume,
};
