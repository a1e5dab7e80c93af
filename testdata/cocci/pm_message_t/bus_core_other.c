/*
 * Not a bus core of levelled device_drivers: like 6.1's isa bus, this
 * bus's .suspend/.resume call methods of its own driver structure,
 * suspend(dev, id, state) and resume(dev, id), whose second argument is
 * no level.  Nothing is learned, said or changed.
 */
#include <linux/device.h>

static int ob_suspend(struct device *dev, pm_message_t state)
{
	struct ob_driver *drv = to_ob_driver(dev->driver);

	if (drv && drv->suspend)
		return drv->suspend(dev, to_ob_dev(dev)->id, state);
	return 0;
}

static int ob_resume(struct device *dev)
{
	struct ob_driver *drv = to_ob_driver(dev->driver);

	if (drv && drv->resume)
		return drv->resume(dev, to_ob_dev(dev)->id);
	return 0;
}

struct bus_type ob_bus_type = {
	.name		= "ob",
	.suspend	= ob_suspend,
	.resume		= ob_resume,
};
