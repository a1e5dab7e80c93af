/*
 * A bus core's helper that takes the suspend state as an integer.
 */
#ifndef _REF_CORE_H
#define _REF_CORE_H

#include <linux/device.h>

extern int ref_core_suspend(struct device *dev, u32 state);
extern int ref_core_pre_suspend(struct device *dev, u32 state);
extern int ref_core_power(struct device *dev, u32 state);

#endif
