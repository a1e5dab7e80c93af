/*
 * neigh_gc: do-while waits.  spatch cannot match a do-while, so the rule
 * checks the shape on the source text: a wait written as
 * "} while (rwlock_is_locked(l));" right before read_lock(l) becomes
 * !read_can_lock(); any other do-while keeps the general meaning.
 */
#include <linux/spinlock.h>

struct neigh_table {
	rwlock_t lock;
	int gc_runs;
};

static void neigh_gc_read(struct neigh_table *tbl)
{
	do {
		cpu_relax();
	} while (rwlock_is_locked(&tbl->lock));
	read_lock(&tbl->lock);
	tbl->gc_runs++;
	read_unlock(&tbl->lock);
}

static void neigh_gc_write(struct neigh_table *tbl)
{
	do {
		cpu_relax();
	} while (rwlock_is_locked(&tbl->lock));
	write_lock(&tbl->lock);
	tbl->gc_runs = 0;
	write_unlock(&tbl->lock);
}

static void neigh_gc_spin(struct neigh_table *tbl, int tries)
{
	do {
		cpu_relax();
	} while (rwlock_is_locked(&tbl->lock) && --tries);
	read_lock(&tbl->lock);
	read_unlock(&tbl->lock);
}
