/* A 2.6.10 bus core: match by name. */
#include <linux/device.h>
#include <linux/string.h>

struct lamp_device {
	char type[16];
	struct device dev;
};

#define to_lamp_device(d) container_of(d, struct lamp_device, dev)

static int lamp_match(struct device *dev, struct device_driver *drv);

static int lamp_match(struct device *dev, struct device_driver *drv)
{
	struct lamp_device *ldev = to_lamp_device(dev);

	if (!drv->name)
		return 0;
	return !strcmp(ldev->type, drv->name);
}

struct bus_type lamp_bus_type = {
	.name		= "lamp",
	.match		= lamp_match,
};
