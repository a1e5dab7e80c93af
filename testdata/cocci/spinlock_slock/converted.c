/*
 * Already converted code and the accessors themselves: nothing to do.
 */
#include <linux/spinlock.h>

static spinlock_t cv_lock = SPIN_LOCK_UNLOCKED;

static int cv_state(spinlock_t *lp)
{
	if (spin_is_locked(&cv_lock))
		return 1;
	if (spin_can_lock(lp))
		return 0;
	spin_lock_init(lp);
	return spin_trylock(lp);
}
