/*
 * A levelled 2.6.10 device_driver whose methods are filled in at run time
 * (a board file sharing one driver structure between two chips), so no
 * initializer shows the structure the callbacks sit in.  The suspend takes
 * the level after its state: retyping the state alone would leave a
 * suspend(dev, pm_message_t, u32 level) that no 6.1 bus calls.  Both
 * callbacks stay, and report mode says why.
 */
#include <linux/device.h>

static struct device_driver gpio_kbd_driver;

static int gpio_kbd_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_POWER_DOWN)
		gpio_kbd_irq_off(dev);
	return 0;
}

static int gpio_kbd_resume(struct device *dev, u32 level)
{
	if (level == RESUME_POWER_ON)
		gpio_kbd_irq_on(dev);
	return 0;
}

static int __init gpio_kbd_init(void)
{
	gpio_kbd_driver.name = "gpio-kbd";
	gpio_kbd_driver.bus = &platform_bus_type;
	gpio_kbd_driver.suspend = gpio_kbd_suspend;
	gpio_kbd_driver.resume = gpio_kbd_resume;
	return driver_register(&gpio_kbd_driver);
}
