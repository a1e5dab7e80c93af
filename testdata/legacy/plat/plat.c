// SPDX-License-Identifier: GPL-2.0
/*
 * plat.c - a heartbeat platform driver with 2.6.10 device_driver power
 * management: suspend(dev, state, level) and resume(dev, level) are called
 * once per level, and the driver acts at SUSPEND_POWER_DOWN and
 * RESUME_POWER_ON.  The module registers its own platform device, so the
 * driver binds wherever it is loaded.
 *
 * The driver ticks a counter from a timer once a second while it is awake
 * and reports it in sysfs ("beats").
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/timer.h>
#include <linux/jiffies.h>
#include <linux/slab.h>

#define DRV_NAME	"plat_legacy"

struct plat_chip {
	struct timer_list beat;
	unsigned long beats;
	int asleep;
};

static void plat_beat(struct timer_list *t)
{
	struct plat_chip *chip = from_timer(chip, t, beat);

	chip->beats++;
	mod_timer(&chip->beat, jiffies + HZ);
}

static ssize_t beats_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct plat_chip *chip = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%lu\n", chip->beats);
}
static DEVICE_ATTR_RO(beats);

static struct attribute *plat_attrs[] = {
	&dev_attr_beats.attr,
	NULL,
};
ATTRIBUTE_GROUPS(plat);

static int plat_suspend(struct device *dev, u32 state, u32 level)
{
	struct plat_chip *chip = dev_get_drvdata(dev);

	if (level == SUSPEND_POWER_DOWN) {
		del_timer_sync(&chip->beat);
		chip->asleep = 1;
	}
	return 0;
}

static int plat_resume(struct device *dev, u32 level)
{
	struct plat_chip *chip = dev_get_drvdata(dev);

	if (level == RESUME_POWER_ON) {
		chip->asleep = 0;
		mod_timer(&chip->beat, jiffies + HZ);
	}
	return 0;
}

static int plat_probe(struct platform_device *pdev)
{
	struct plat_chip *chip;

	chip = devm_kzalloc(&pdev->dev, sizeof(*chip), GFP_KERNEL);
	if (!chip)
		return -ENOMEM;
	timer_setup(&chip->beat, plat_beat, 0);
	platform_set_drvdata(pdev, chip);
	mod_timer(&chip->beat, jiffies + HZ);
	return 0;
}

static int plat_remove(struct platform_device *pdev)
{
	struct plat_chip *chip = platform_get_drvdata(pdev);

	del_timer_sync(&chip->beat);
	return 0;
}

static struct platform_driver plat_driver = {
	.probe		= plat_probe,
	.remove		= plat_remove,
	.driver		= {
		.name		= DRV_NAME,
		.suspend	= plat_suspend,
		.resume		= plat_resume,
		.dev_groups	= plat_groups,
	},
};

static struct platform_device *plat_device;

static int __init plat_init(void)
{
	int ret;

	ret = platform_driver_register(&plat_driver);
	if (ret)
		return ret;
	plat_device = platform_device_register_simple(DRV_NAME, -1, NULL, 0);
	if (IS_ERR(plat_device)) {
		platform_driver_unregister(&plat_driver);
		return PTR_ERR(plat_device);
	}
	return 0;
}

static void __exit plat_exit(void)
{
	platform_device_unregister(plat_device);
	platform_driver_unregister(&plat_driver);
}

module_init(plat_init);
module_exit(plat_exit);

MODULE_DESCRIPTION("Heartbeat platform driver (2.6.10-era power management)");
MODULE_LICENSE("GPL");
