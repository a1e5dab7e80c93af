#include <linux/device.h>

static int bar_match(struct device *dev, struct device_driver *drv)
{
	drv->owner = NULL;
	return 1;
}

static struct bus_type bar_bus_type = {
	.name		= "bar",
	.match		= bar_match,
};
