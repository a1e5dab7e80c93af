/*
 * wd_neg: negated held and free tests.  The negation is turned with the
 * test: !(x.lock <= 0) becomes spin_can_lock(&x), !(x.lock > 0) becomes
 * !spin_can_lock(&x), never a double negation.
 */
#include <linux/spinlock.h>

static spinlock_t wd_lock = SPIN_LOCK_UNLOCKED;

static int wd_poll(spinlock_t *lp)
{
	int n = 0;

	if (!(wd_lock.lock <= 0))
		n++;
	if (!(lp->lock < 1))
		n++;
	if (!(lp->lock != 1))
		n++;
	if (!(wd_lock.lock >= 1) && !(lp->lock == 1))
		n++;
	return !(lp->lock > 0);
}
