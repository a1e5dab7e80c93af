#include <linux/device.h>

static int cal_match(struct device *dev, struct device_driver *drv)
{
	return drv->name != NULL;
}

static int cal_check(struct device *dev)
{
	return cal_match(dev, dev->driver);
}

static struct bus_type cal_bus_type = {
	.name		= "cal",
	.match		= cal_match,
};
