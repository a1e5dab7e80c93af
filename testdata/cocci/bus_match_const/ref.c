#include <linux/device.h>

static int qux_match(struct device *dev, struct device_driver *drv)
{
	return drv->name != NULL;
}

static int (*qux_hook)(struct device *, struct device_driver *) = qux_match;

static int qux_check(struct device *dev)
{
	return qux_match(dev, dev->driver);
}

static struct bus_type qux_bus_type = {
	.name		= "qux",
	.match		= qux_match,
};
