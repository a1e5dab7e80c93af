/*
 * Trap: the state travels through a (void *) cast to a child iterator.
 * pm_message_t is a structure in 6.1, so the callback is left alone and
 * the cast is reported.
 */
#include <linux/device.h>

static int bridge_child_suspend(struct device *dev, void *data)
{
	u32 state = (u32)(unsigned long)data;

	return dev->driver && dev->driver->suspend ?
		dev->driver->suspend(dev, state, 0) : 0;
}

static int bridge_suspend(struct device *dev, u32 state, u32 level)
{
	if (level != SUSPEND_DISABLE)
		return 0;
	return device_for_each_child(dev, (void *)state, bridge_child_suspend);
}

static struct device_driver bridge_driver = {
	.name		= "bridge",
	.suspend	= bridge_suspend,
};
