/*
 * A 2.6.10 platform device_driver: the platform bus called suspend with
 * SUSPEND_DISABLE, then SUSPEND_SAVE_STATE, then SUSPEND_POWER_DOWN, and
 * resume with RESUME_POWER_ON, RESUME_RESTORE_STATE, RESUME_ENABLE.  6.1
 * calls each once, so the work of every level stays, in the bus's order:
 * the irq goes off, the registers are saved, the chip powers down.  The
 * "not my level" guard of the resume goes.  A resume wired elsewhere with
 * a u32 second parameter is not a device_driver level and stays.
 */
#include <linux/device.h>

static int pl_suspend(struct device *dev, u32 state, u32 level)
{
	struct pl_chip *chip = dev_get_drvdata(dev);

	if (level == SUSPEND_DISABLE)
		pl_irq_off(chip);
	if (level == SUSPEND_SAVE_STATE) {
		chip->saved_ctrl = pl_read(chip, PL_CTRL);
		chip->saved_mask = pl_read(chip, PL_MASK);
	}
	if (level == SUSPEND_POWER_DOWN)
		pl_power_off(chip);
	return 0;
}

static int pl_resume(struct device *dev, u32 level)
{
	struct pl_chip *chip = dev_get_drvdata(dev);

	if (level == RESUME_POWER_ON)
		pl_power_on(chip);
	if (level == RESUME_RESTORE_STATE) {
		pl_write(chip, PL_MASK, chip->saved_mask);
		pl_write(chip, PL_CTRL, chip->saved_ctrl);
	}
	if (level != RESUME_ENABLE)
		return 0;
	pl_irq_on(chip);
	return 0;
}

static int other_resume(struct device *dev, u32 level)
{
	if (level == RESUME_POWER_ON)
		pl_power_on(dev_get_drvdata(dev));
	return 0;
}

static struct device_driver pl_driver = {
	.name		= "pl",
	.bus		= &platform_bus_type,
	.probe		= pl_probe,
	.remove		= pl_remove,
	.suspend	= pl_suspend,
	.resume		= pl_resume,
};

static struct other_ops pl_other = {
	.resume		= other_resume,
};
