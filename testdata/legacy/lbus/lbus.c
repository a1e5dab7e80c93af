// SPDX-License-Identifier: GPL-2.0
/*
 * lbus.c - the lamp bus, a 2.6.10 bus core: bus_register(), one device of
 * its own ("lamp0"), drivers bound by name, and the bus's power
 * management: its .suspend calls a bound driver's levelled suspend with
 * SUSPEND_DISABLE, SUSPEND_SAVE_STATE and SUSPEND_POWER_DOWN, stopping at
 * the first error, then lbus_dev_suspend(); its .resume calls resume with
 * RESUME_POWER_ON, RESUME_RESTORE_STATE and RESUME_ENABLE.
 *
 * lbus_dev_suspend() is the bus's own part of a device's suspend; it is
 * exported for drivers that suspend a device themselves.
 */
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include "lbus.h"

static int lbus_match(struct device *dev, struct device_driver *drv)
{
	struct lbus_device *ldev = to_lbus_device(dev);

	return !strcmp(ldev->type, drv->name);
}

int lbus_dev_suspend(struct device *dev, u32 state)
{
	struct lbus_device *ldev = to_lbus_device(dev);

	ldev->suspends++;
	dev_info(dev, "lbus: suspend %u (state %u)\n", ldev->suspends, state);
	return 0;
}
EXPORT_SYMBOL(lbus_dev_suspend);

static int lbus_suspend(struct device *dev, u32 state)
{
	int ret = 0;

	if (dev->driver && dev->driver->suspend) {
		ret = dev->driver->suspend(dev, state, SUSPEND_DISABLE);
		if (!ret)
			ret = dev->driver->suspend(dev, state, SUSPEND_SAVE_STATE);
		if (!ret)
			ret = dev->driver->suspend(dev, state, SUSPEND_POWER_DOWN);
	}
	if (!ret)
		ret = lbus_dev_suspend(dev, state);
	return ret;
}

static int lbus_resume(struct device *dev)
{
	int ret = 0;

	if (dev->driver && dev->driver->resume) {
		ret = dev->driver->resume(dev, RESUME_POWER_ON);
		if (!ret)
			ret = dev->driver->resume(dev, RESUME_RESTORE_STATE);
		if (!ret)
			ret = dev->driver->resume(dev, RESUME_ENABLE);
	}
	return ret;
}

struct bus_type lbus_type = {
	.name		= "lbus",
	.match		= lbus_match,
	.suspend	= lbus_suspend,
	.resume		= lbus_resume,
};
EXPORT_SYMBOL(lbus_type);

int lbus_register_driver(struct device_driver *drv)
{
	if (drv->bus != &lbus_type)
		return -EINVAL;
	return driver_register(drv);
}
EXPORT_SYMBOL(lbus_register_driver);

void lbus_unregister_driver(struct device_driver *drv)
{
	driver_unregister(drv);
}
EXPORT_SYMBOL(lbus_unregister_driver);

static void lbus_release(struct device *dev)
{
	kfree(to_lbus_device(dev));
}

static struct lbus_device *lamp0;

static int __init lbus_init(void)
{
	int ret;

	ret = bus_register(&lbus_type);
	if (ret)
		return ret;
	lamp0 = kzalloc(sizeof(*lamp0), GFP_KERNEL);
	if (!lamp0) {
		bus_unregister(&lbus_type);
		return -ENOMEM;
	}
	lamp0->type = "lamp";
	lamp0->dev.bus = &lbus_type;
	lamp0->dev.release = lbus_release;
	dev_set_name(&lamp0->dev, "lamp0");
	ret = device_register(&lamp0->dev);
	if (ret) {
		put_device(&lamp0->dev);
		bus_unregister(&lbus_type);
	}
	return ret;
}

static void __exit lbus_exit(void)
{
	device_unregister(&lamp0->dev);
	bus_unregister(&lbus_type);
}

module_init(lbus_init);
module_exit(lbus_exit);

MODULE_DESCRIPTION("Lamp bus: a 2.6.10-style bus core with levelled driver power management");
MODULE_LICENSE("GPL");
