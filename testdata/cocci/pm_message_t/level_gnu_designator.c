/*
 * A levelled 2.6.10 device_driver written with GCC's old "field: value"
 * designators and registered through a board's own helper, so no
 * .bus = &..._bus_type names its bus.  The levels its callbacks got are not
 * known: both callbacks stay and the reason is reported, as for the same
 * driver written with ".suspend =".  Retyping only the state would leave
 * a suspend(dev, pm_message_t, u32 level) that no 6.1 bus calls, with its
 * level switch and its resume still taking a level.
 */
#include <linux/device.h>

static int sir_suspend(struct device *dev, u32 state, u32 level);
static int sir_resume(struct device *dev, u32 level);

static struct device_driver sir_driver_ldm = {
	name:		"sir",
	probe:		NULL,
	suspend:	sir_suspend,
	resume:		sir_resume,
};

static void sir_register(void)
{
	board_public_driver_register(&sir_driver_ldm);
}

static int sir_suspend(struct device *dev, u32 state, u32 level)
{
	switch (level) {
	case SUSPEND_POWER_DOWN:
		sir_stop_queue(dev);
		sir_shutdown(dev);
	}
	return 0;
}

static int sir_resume(struct device *dev, u32 level)
{
	switch (level) {
	case RESUME_POWER_ON:
		sir_startup(dev);
		sir_wake_queue(dev);
	}
	return 0;
}
