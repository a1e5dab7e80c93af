/*
 * Work under SUSPEND_DISABLE only, as serial and keyboard controllers had
 * it on the 2.6.10 platform bus: the "not my level" guard and the level
 * test inside a larger condition go, the loop over the ports stays.  The
 * i2c chip below was called with level 0 (SUSPEND_NOTIFY / RESUME_POWER_ON)
 * only: its SUSPEND_POWER_DOWN branch never ran and is dropped (reported),
 * its level-0 work stays.
 */
#include <linux/device.h>
#include <linux/i2c.h>

static int sx_suspend(struct device *dev, u32 state, u32 level)
{
	struct sx_port *ports = dev_get_drvdata(dev);
	int i;

	if (level != SUSPEND_DISABLE)
		return 0;
	for (i = 0; i < SX_NR_PORTS; i++)
		sx_stop_port(&ports[i]);
	return 0;
}

static int sx_resume(struct device *dev, u32 level)
{
	struct sx_port *ports = dev_get_drvdata(dev);

	if (ports && level == RESUME_ENABLE)
		sx_start_ports(ports);
	return 0;
}

static struct device_driver sx_driver = {
	.name		= "sx",
	.bus		= &platform_bus_type,
	.suspend	= sx_suspend,
	.resume		= sx_resume,
};

static int chip_suspend(struct device *dev, u32 state, u32 level)
{
	struct i2c_client *client = to_i2c_client(dev);

	if (level == SUSPEND_NOTIFY)
		chip_sleep(client);
	if (level == SUSPEND_POWER_DOWN)
		chip_cut_power(client);
	return 0;
}

static int chip_resume(struct device *dev, u32 level)
{
	chip_wake(to_i2c_client(dev));
	return 0;
}

static struct i2c_driver chip_driver = {
	.owner		= THIS_MODULE,
	.name		= "chip",
	.driver		= {
		.suspend	= chip_suspend,
		.resume		= chip_resume,
	},
};
