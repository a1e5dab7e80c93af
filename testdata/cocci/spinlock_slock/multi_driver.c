/*
 * twin_sc: two drivers in one file, each peeking at its own lock, with
 * the status callbacks assigned outside an initializer.
 */
#include <linux/spinlock.h>
#include <linux/device.h>

struct status_ops {
	int (*busy)(void);
};

static spinlock_t red_lock = SPIN_LOCK_UNLOCKED;
static spinlock_t blue_lock = SPIN_LOCK_UNLOCKED;
static struct status_ops red_ops, blue_ops;

static int red_busy(void)
{
	return red_lock.lock <= 0;
}

static int blue_busy(void)
{
	return !(blue_lock.lock > 0);
}

static struct device_driver red_driver = {
	.name	= "red_sc",
};

static struct device_driver blue_driver = {
	.name	= "blue_sc",
};

static int __init twin_init(void)
{
	red_ops.busy = red_busy;
	blue_ops.busy = blue_busy;
	driver_register(&red_driver);
	return driver_register(&blue_driver);
}
