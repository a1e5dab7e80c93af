/*
 * A bus core and a driver on it in one file (2.6.10): the bus's .suspend
 * calls its drivers' levelled suspend with SUSPEND_SAVE_STATE, then
 * SUSPEND_POWER_DOWN, stopping at the first error; its .resume calls
 * resume with RESUME_POWER_ON only.  The rule learns these levels from the
 * bus core, converts the driver by them (its DISABLE branch never ran:
 * dead code) and makes each sequence one 6.1 call.
 */
#include <linux/device.h>

static int sb_bus_suspend(struct device *dev, u32 state)
{
	int ret = 0;

	if (dev->driver && dev->driver->suspend) {
		ret = dev->driver->suspend(dev, state, SUSPEND_SAVE_STATE);
		if (!ret)
			ret = dev->driver->suspend(dev, state, SUSPEND_POWER_DOWN);
	}
	return ret;
}

static int sb_bus_resume(struct device *dev)
{
	if (dev->driver && dev->driver->resume)
		return dev->driver->resume(dev, RESUME_POWER_ON);
	return 0;
}

struct bus_type sb_bus_type = {
	.name		= "sb",
	.suspend	= sb_bus_suspend,
	.resume		= sb_bus_resume,
};

static int sb_chip_suspend(struct device *dev, u32 state, u32 level)
{
	struct sb_chip *chip = dev_get_drvdata(dev);

	if (level == SUSPEND_DISABLE)
		sb_irq_off(chip);
	if (level == SUSPEND_SAVE_STATE)
		chip->saved = sb_read(chip, SB_CTRL);
	if (level == SUSPEND_POWER_DOWN)
		sb_power_off(chip);
	return 0;
}

static int sb_chip_resume(struct device *dev, u32 level)
{
	struct sb_chip *chip = dev_get_drvdata(dev);

	if (level == RESUME_POWER_ON) {
		sb_power_on(chip);
		sb_write(chip, SB_CTRL, chip->saved);
	}
	return 0;
}

static struct device_driver sb_chip_driver = {
	.name		= "sb_chip",
	.bus		= &sb_bus_type,
	.suspend	= sb_chip_suspend,
	.resume		= sb_chip_resume,
};
