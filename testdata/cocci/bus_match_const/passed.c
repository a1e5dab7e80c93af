#include <linux/device.h>

struct foo_driver {
	int id;
	struct device_driver driver;
};

#define to_foo_driver(d) container_of(d, struct foo_driver, driver)

static int foo_match(struct device *dev, struct device_driver *drv)
{
	struct foo_driver *fdrv = to_foo_driver(drv);

	return fdrv->id == 1;
}

static struct bus_type foo_bus_type = {
	.name		= "foo",
	.match		= foo_match,
};
