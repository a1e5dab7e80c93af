/*
 * A driver on the bus core of bcore/ (another folder of the target): the
 * levels are those bcore.c calls, learned by the collect pass.  Its
 * SUSPEND_NOTIFY branch never ran there (dead code, reported and
 * dropped); its RESUME_RESTORE_STATE branch neither.  The work of the
 * other levels stays, in the bus's order.
 */
#include <linux/device.h>
#include "../bcore/bcore_bus.h"

static int bdrv_suspend(struct device *dev, u32 state, u32 level)
{
	struct bdrv_chip *chip = dev_get_drvdata(dev);

	if (level == SUSPEND_NOTIFY)
		bdrv_notify(chip);
	if (level == SUSPEND_DISABLE)
		bdrv_irq_off(chip);
	if (level == SUSPEND_SAVE_STATE)
		chip->saved = bdrv_read(chip, BDRV_CTRL);
	if (level == SUSPEND_POWER_DOWN)
		bdrv_power_off(chip);
	return 0;
}

static int bdrv_resume(struct device *dev, u32 level)
{
	struct bdrv_chip *chip = dev_get_drvdata(dev);

	if (level == RESUME_POWER_ON) {
		bdrv_power_on(chip);
		bdrv_write(chip, BDRV_CTRL, chip->saved);
	}
	if (level == RESUME_RESTORE_STATE)
		bdrv_reload(chip);
	if (level == RESUME_ENABLE)
		bdrv_irq_on(chip);
	return 0;
}

static struct device_driver bdrv_driver = {
	.name		= "bdrv",
	.bus		= &bcore_bus_type,
	.suspend	= bdrv_suspend,
	.resume		= bdrv_resume,
};
