/*
 * compat_net: a driver that carried its own rwlock_is_locked() for
 * kernels without one.  Its uses are converted and the macro goes.
 */
#include <linux/spinlock.h>

#define rwlock_is_locked(x)	((x)->lock != RW_LOCK_BIAS)

static rwlock_t cn_lock = RW_LOCK_UNLOCKED;

static int cn_busy(void)
{
	return rwlock_is_locked(&cn_lock);
}
