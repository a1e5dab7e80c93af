/*
 * cciss_lite: the spinlock field inside macros.  A macro whose argument
 * has no type is invisible to spatch: LOCK_HELD() below is neither
 * edited nor reported (on 6.1 it fails to build wherever it is used).
 * A macro called with a typed argument is converted inside the call.
 */
#include <linux/spinlock.h>
#include <linux/kernel.h>

#define LOCK_HELD(l)	((l)->lock <= 0)

static spinlock_t cl_lock = SPIN_LOCK_UNLOCKED;

#define CL_ASSERT_HELD() BUG_ON(cl_lock.lock > 0)

static int cl_issue(spinlock_t *lp)
{
	CL_ASSERT_HELD();
	WARN_ON(cl_lock.lock == 1);
	return LOCK_HELD(lp);
}
