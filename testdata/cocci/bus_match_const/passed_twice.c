/* The driver is passed on three times: the first use is named. */
#include <linux/device.h>

struct tw_driver {
	const struct tw_id *ids;
	struct device_driver driver;
};

#define to_tw_driver(d) container_of(d, struct tw_driver, driver)

static int tw_match_one(struct device *dev, struct device_driver *drv);

static int tw_match(struct device *dev, struct device_driver *drv)
{
	if (tw_match_one(dev, drv))
		return 1;
	if (to_tw_driver(drv)->ids == NULL)
		return 0;
	return driver_match_device(drv, dev);
}

static struct bus_type tw_bus_type = {
	.name		= "tw",
	.match		= tw_match,
};
