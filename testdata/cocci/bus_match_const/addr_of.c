/* The bus names its match function with &, as s390's ap bus does. */
#include <linux/device.h>

static int ap_like_match(struct device *dev, struct device_driver *drv)
{
	return drv->owner != NULL;
}

static struct bus_type ap_like_bus_type = {
	.name		= "ap_like",
	.match		= &ap_like_match,
};
