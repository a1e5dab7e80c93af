/*
 * two_bus: two drivers in one file, each with its own rwlock, and a
 * callback that tests its lock, assigned outside an initializer.
 */
#include <linux/device.h>
#include <linux/spinlock.h>

struct busy_ops {
	int (*busy)(void);
};

static rwlock_t alpha_lock = RW_LOCK_UNLOCKED;
static rwlock_t beta_lock = RW_LOCK_UNLOCKED;
static struct busy_ops alpha_ops, beta_ops;

static int alpha_busy(void)
{
	return rwlock_is_locked(&alpha_lock);
}

static int beta_busy(void)
{
	if (!rwlock_is_locked(&beta_lock)) {
		read_lock(&beta_lock);
		read_unlock(&beta_lock);
		return 0;
	}
	return 1;
}

static struct device_driver alpha_driver = {
	.name	= "alpha",
};

static struct device_driver beta_driver = {
	.name	= "beta",
};

static int __init two_bus_init(void)
{
	alpha_ops.busy = alpha_busy;
	beta_ops.busy = beta_busy;
	driver_register(&alpha_driver);
	return driver_register(&beta_driver);
}
