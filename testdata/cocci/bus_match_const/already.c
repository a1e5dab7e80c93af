#include <linux/device.h>

static int new_match(struct device *dev, const struct device_driver *drv)
{
	return drv->name != NULL;
}

static struct bus_type new_bus_type = {
	.name		= "new",
	.match		= new_match,
};
