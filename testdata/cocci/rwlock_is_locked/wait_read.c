/*
 * route_cache: readers that spin until the table is free and then take
 * the lock for reading.  Only a writer can keep a reader out, so the
 * wait becomes !read_can_lock().
 */
#include <linux/spinlock.h>

struct rt_table {
	rwlock_t lock;
	int nr;
};

static rwlock_t rt_global_lock = RW_LOCK_UNLOCKED;

static int rt_count(struct rt_table *t)
{
	int n;

	while (rwlock_is_locked(&rt_global_lock))
		cpu_relax();
	read_lock(&rt_global_lock);
	n = t->nr;
	read_unlock(&rt_global_lock);
	return n;
}

static int rt_lookup(struct rt_table *t, rwlock_t *lp)
{
	unsigned long flags;
	int n;

	while (rwlock_is_locked(lp)) {
		cpu_relax();
		barrier();
	}
	read_lock_irqsave(lp, flags);
	n = t->nr;
	read_unlock_irqrestore(lp, flags);

	while (rwlock_is_locked(&t->lock))
		cpu_relax();
	read_lock_bh(&t->lock);
	n += t->nr;
	read_unlock_bh(&t->lock);
	return n;
}
