/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lbus.h - the lamp bus: a tiny 2.6.10 bus core that creates its own
 * devices ("lamp0"), matches drivers by name and calls their levelled
 * device_driver suspend/resume.
 */
#ifndef LBUS_H
#define LBUS_H

#include <linux/device.h>

struct lbus_device {
	struct device dev;
	const char *type;		/* matched against the driver's name */
	unsigned int suspends;		/* suspends the bus itself saw */
};

#define to_lbus_device(d) container_of(d, struct lbus_device, dev)

extern struct bus_type lbus_type;

int lbus_register_driver(struct device_driver *drv);
void lbus_unregister_driver(struct device_driver *drv);
int lbus_dev_suspend(struct device *dev, u32 state);

#endif /* LBUS_H */
