/*
 * mouse_y: "is it free?" tests: > 0, >= 1, == 1 and their mirrored
 * spellings.  Each becomes spin_can_lock().
 */
#include <linux/spinlock.h>

struct mouse_y {
	spinlock_t lock;
	int packets;
};

static spinlock_t mouse_lock = SPIN_LOCK_UNLOCKED;

static int mouse_idle(struct mouse_y *m, spinlock_t *lp)
{
	int idle = 0;

	if (mouse_lock.lock > 0)
		idle++;
	if (mouse_lock.lock >= 1)
		idle++;
	if (1 == m->lock.lock)
		idle++;
	if (0 < lp->lock)
		idle++;
	while (lp->lock == 1 && m->packets)
		m->packets--;
	return idle;
}
