/*
 * The bus core's helper uses its state in a range check, which has no
 * pm_message_t equivalent: the whole chain stays as it is (this helper,
 * its prototype in ref_core.h, the callback in ref_drv.c), and every
 * part of it names this use.  ref_core_pre_suspend() converts here, but
 * ref_drv.c also calls it with an IRQ number: its chain stays too.
 * ref_core_power() converts here, but its name does not say suspend, so
 * its callers in other files are not known: its chain stays as well.
 */
#include <linux/module.h>
#include <linux/device.h>
#include "ref_core.h"

int ref_core_suspend(struct device *dev, u32 state)
{
	if (state >= 2)
		dev_info(dev, "deep suspend\n");
	return 0;
}
EXPORT_SYMBOL(ref_core_suspend);

int ref_core_pre_suspend(struct device *dev, u32 state)
{
	dev_dbg(dev, "pre-suspend %u\n", state);
	return 0;
}
EXPORT_SYMBOL(ref_core_pre_suspend);

int ref_core_power(struct device *dev, u32 state)
{
	if (state)
		dev_dbg(dev, "power off\n");
	return 0;
}
EXPORT_SYMBOL(ref_core_power);
