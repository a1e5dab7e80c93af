#include <linux/device.h>

static int an_match(struct device *, struct device_driver *);

static struct bus_type an_bus_type = {
	.name		= "an",
	.match		= an_match,
};

static int an_match(struct device *dev, struct device_driver *drv)
{
	return drv->name != NULL;
}
