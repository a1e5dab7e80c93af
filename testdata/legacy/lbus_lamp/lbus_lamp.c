// SPDX-License-Identifier: GPL-2.0
/*
 * lbus_lamp.c - a blinking lamp on the lamp bus (../lbus), with 2.6.10
 * device_driver power management: the bus calls suspend(dev, state,
 * level) once per level and resume(dev, level) once per level, and the
 * driver does a different part of the work at each:
 *
 *   SUSPEND_DISABLE      stop the blink timer
 *   SUSPEND_SAVE_STATE   save the brightness
 *   SUSPEND_POWER_DOWN   brightness 0 (lamp off)
 *   RESUME_POWER_ON      power on
 *   RESUME_RESTORE_STATE restore the brightness
 *   RESUME_ENABLE        restart the blink timer
 *
 * Each step is appended to the device's pm_log in sysfs, one line per
 * suspend/resume cycle.  The bus never passes SUSPEND_NOTIFY: that branch
 * never ran.
 */
#include <linux/module.h>
#include <linux/timer.h>
#include <linux/jiffies.h>
#include <linux/slab.h>
#include <linux/string.h>
#include "lbus.h"

#define LAMP_LOG_SIZE	512
#define LAMP_BRIGHTNESS	7

struct lamp {
	struct timer_list blink;
	unsigned long blinks;
	unsigned int brightness;
	unsigned int saved;
	char log[LAMP_LOG_SIZE];
};

/* lamp_log() - append one step to pm_log; the oldest lines go first. */
static void lamp_log(struct lamp *lamp, const char *step, int last)
{
	size_t len = strlen(lamp->log), add = strlen(step) + 1;
	char *nl;

	while (len + add >= LAMP_LOG_SIZE && (nl = strchr(lamp->log, '\n'))) {
		memmove(lamp->log, nl + 1, strlen(nl + 1) + 1);
		len = strlen(lamp->log);
	}
	if (len + add >= LAMP_LOG_SIZE)
		return;
	snprintf(lamp->log + len, LAMP_LOG_SIZE - len, "%s%c", step,
		 last ? '\n' : ' ');
}

static void lamp_blink(struct timer_list *t)
{
	struct lamp *lamp = from_timer(lamp, t, blink);

	lamp->blinks++;
	mod_timer(&lamp->blink, jiffies + HZ / 10);
}

static ssize_t pm_log_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct lamp *lamp = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%s", lamp->log);
}
static DEVICE_ATTR_RO(pm_log);

static ssize_t brightness_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct lamp *lamp = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", lamp->brightness);
}
static DEVICE_ATTR_RO(brightness);

static ssize_t blinks_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct lamp *lamp = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%lu\n", lamp->blinks);
}
static DEVICE_ATTR_RO(blinks);

static struct attribute *lamp_attrs[] = {
	&dev_attr_pm_log.attr,
	&dev_attr_brightness.attr,
	&dev_attr_blinks.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lamp);

static int lamp_suspend(struct device *dev, u32 state, u32 level)
{
	struct lamp *lamp = dev_get_drvdata(dev);

	if (level == SUSPEND_NOTIFY)
		lamp_log(lamp, "notify", 0);
	if (level == SUSPEND_DISABLE) {
		del_timer_sync(&lamp->blink);
		lamp_log(lamp, "disable", 0);
	}
	if (level == SUSPEND_SAVE_STATE) {
		lamp->saved = lamp->brightness;
		lamp_log(lamp, "save", 0);
	}
	if (level == SUSPEND_POWER_DOWN) {
		lamp->brightness = 0;
		lamp_log(lamp, "power_down", 0);
	}
	return 0;
}

static int lamp_resume(struct device *dev, u32 level)
{
	struct lamp *lamp = dev_get_drvdata(dev);

	if (level == RESUME_POWER_ON)
		lamp_log(lamp, "power_on", 0);
	if (level == RESUME_RESTORE_STATE) {
		lamp->brightness = lamp->saved;
		lamp_log(lamp, "restore", 0);
	}
	if (level == RESUME_ENABLE) {
		mod_timer(&lamp->blink, jiffies + HZ / 10);
		lamp_log(lamp, "enable", 1);
	}
	return 0;
}

static int lamp_probe(struct device *dev)
{
	struct lamp *lamp;

	lamp = devm_kzalloc(dev, sizeof(*lamp), GFP_KERNEL);
	if (!lamp)
		return -ENOMEM;
	lamp->brightness = LAMP_BRIGHTNESS;
	timer_setup(&lamp->blink, lamp_blink, 0);
	dev_set_drvdata(dev, lamp);
	mod_timer(&lamp->blink, jiffies + HZ / 10);
	return 0;
}

static int lamp_remove(struct device *dev)
{
	struct lamp *lamp = dev_get_drvdata(dev);

	del_timer_sync(&lamp->blink);
	return 0;
}

static struct device_driver lamp_driver = {
	.name		= "lamp",
	.bus		= &lbus_type,
	.probe		= lamp_probe,
	.remove		= lamp_remove,
	.suspend	= lamp_suspend,
	.resume		= lamp_resume,
	.dev_groups	= lamp_groups,
};

static int __init lamp_init(void)
{
	return lbus_register_driver(&lamp_driver);
}

static void __exit lamp_exit(void)
{
	lbus_unregister_driver(&lamp_driver);
}

module_init(lamp_init);
module_exit(lamp_exit);

MODULE_DESCRIPTION("Blinking lamp on the lamp bus (2.6.10-era levelled power management)");
MODULE_LICENSE("GPL");
