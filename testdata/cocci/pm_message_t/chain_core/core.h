/*
 * A bus core's helper, 2.6.10 style: it takes the suspend state as an
 * integer and is exported to the drivers of its bus (core.c).
 */
#ifndef _CHAIN_CORE_H
#define _CHAIN_CORE_H

#include <linux/device.h>

extern int chain_core_dev_suspend(struct device *dev, u32 state);
extern int chain_core_dev_resume(struct device *dev);

#endif
