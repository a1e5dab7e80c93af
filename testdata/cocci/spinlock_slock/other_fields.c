/*
 * Fields called lock that are not a spinlock_t's internal field: an int
 * flag, an atomic_t, an rwlock_t's count (rwlock_t keeps its "lock" field
 * in 2.6.11), a structure's spinlock used through the API, and a pointer
 * to a structure (not to a spinlock_t).  Nothing changes.
 */
#include <linux/spinlock.h>
#include <asm/atomic.h>

struct door {
	int lock;
	atomic_t users;
};

struct vault {
	atomic_t lock;
	rwlock_t rw;
	spinlock_t guard;
};

static rwlock_t table_rw = RW_LOCK_UNLOCKED;

static int door_check(struct door *d, struct vault *v)
{
	int n = 0;

	if (d->lock <= 0)
		n++;
	if (d->lock == 1)
		n++;
	if (atomic_read(&v->lock) > 0)
		n++;
	if (v->rw.lock != RW_LOCK_BIAS)
		n++;
	if (table_rw.lock <= 0)
		n++;
	d->lock = 0;
	spin_lock(&v->guard);
	n += spin_is_locked(&v->guard);
	spin_unlock(&v->guard);
	return n;
}
