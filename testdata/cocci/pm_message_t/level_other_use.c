/*
 * The level used other than as a test against a level constant: a
 * suspend that prints it and a resume that switches on it.  The rule
 * cannot tell which call did the work, so both stay as they are (the
 * state of the suspend too: the function is left alone) and the uses are
 * reported.
 */
#include <linux/device.h>

static int lo_suspend(struct device *dev, u32 state, u32 level)
{
	dev_dbg(dev, "suspend level %u\n", level);
	if (level == SUSPEND_POWER_DOWN)
		lo_power_off(dev);
	return 0;
}

static int lo_resume(struct device *dev, u32 level)
{
	switch (level) {
	case RESUME_POWER_ON:
		lo_power_on(dev);
		break;
	}
	return 0;
}

static struct device_driver lo_driver = {
	.name		= "lo",
	.bus		= &platform_bus_type,
	.suspend	= lo_suspend,
	.resume		= lo_resume,
};
