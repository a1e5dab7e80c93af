/*
 * hash_lk: spinlock_t pointers reached in different ways: an array of
 * pointers, a function returning one, a cast, and a structure member
 * that is a pointer.  p->lock tests become !spin_can_lock(p) /
 * spin_can_lock(p) with p as written.
 */
#include <linux/spinlock.h>

struct hl_bucket {
	spinlock_t *lockp;
	int n;
};

static spinlock_t *hl_locks[16];

static spinlock_t *hl_lock_of(struct hl_bucket *b)
{
	return b->lockp;
}

static int hl_busy(struct hl_bucket *b, void *cookie, int i)
{
	if (hl_locks[i]->lock <= 0)
		return 1;
	if (hl_lock_of(b)->lock != 1)
		return 1;
	if (((spinlock_t *)cookie)->lock == 0)
		return 1;
	return b->lockp->lock > 0 ? 0 : 1;
}
