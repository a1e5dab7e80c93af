/*
 * A helper of the target already converted to pm_message_t: the callers
 * of other files pass their state to it as is once they convert.
 */
#include <linux/module.h>
#include <linux/device.h>

int st_core_suspend(struct device *dev, pm_message_t state)
{
	if (state.event == PM_EVENT_SUSPEND)
		dev_info(dev, "suspend\n");
	return 0;
}
EXPORT_SYMBOL(st_core_suspend);
