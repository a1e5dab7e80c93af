#include <linux/device.h>

int baz_match(struct device *dev, struct device_driver *drv)
{
	return drv->name[0] == 'b';
}

struct bus_type baz_bus_type = {
	.name		= "baz",
	.match		= baz_match,
};
