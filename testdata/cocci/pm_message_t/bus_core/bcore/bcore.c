/*
 * A bus core in the target (2.6.10): its bus_type's .suspend calls the
 * drivers' levelled suspend with SUSPEND_DISABLE, SUSPEND_SAVE_STATE and
 * SUSPEND_POWER_DOWN, stopping at the first error, then the bus's own
 * helper; its .resume calls resume with RESUME_POWER_ON and RESUME_ENABLE.
 * The collect pass learns those levels for the drivers in other files;
 * here each sequence becomes one 6.1 call, without braces left around
 * one statement, and the state converts with the helper it is handed to.
 */
#include <linux/device.h>
#include "bcore_bus.h"

int bcore_dev_suspend(struct device *dev, u32 state)
{
	dev_dbg(dev, "bcore: suspend to %u\n", state);
	return 0;
}
EXPORT_SYMBOL(bcore_dev_suspend);

static int bcore_suspend(struct device *dev, u32 state)
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
		ret = bcore_dev_suspend(dev, state);
	return ret;
}

static int bcore_resume(struct device *dev)
{
	int ret = 0;

	if (dev->driver && dev->driver->resume) {
		ret = dev->driver->resume(dev, RESUME_POWER_ON);
		if (ret == 0)
			ret = dev->driver->resume(dev, RESUME_ENABLE);
	}
	return ret;
}

struct bus_type bcore_bus_type = {
	.name		= "bcore",
	.suspend	= bcore_suspend,
	.resume		= bcore_resume,
};
EXPORT_SYMBOL(bcore_bus_type);
