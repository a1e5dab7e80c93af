/*
 * kbd_x: "is it held?" tests written against the i386 spinlock field
 * (1 free, 0 or below held), every spelling, on a global, a local and a
 * pointer.  Each becomes !spin_can_lock().
 */
#include <linux/spinlock.h>
#include <linux/kernel.h>

static spinlock_t kbd_lock = SPIN_LOCK_UNLOCKED;

static int kbd_check(spinlock_t *lp)
{
	spinlock_t tmp_lock = SPIN_LOCK_UNLOCKED;
	int held = 0;

	if (kbd_lock.lock <= 0)
		held++;
	if (kbd_lock.lock < 1)
		held++;
	if (kbd_lock.lock != 1)
		held++;
	if (!kbd_lock.lock)
		held++;
	if (0 >= tmp_lock.lock)
		held++;
	if (lp->lock == 0)
		held++;
	if (1 != lp->lock)
		held++;
	BUG_ON(lp->lock <= 0);
	return held;
}
