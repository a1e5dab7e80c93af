/*
 * Names that only look like rwlock_is_locked(): other functions, a
 * structure member, comments, strings, and code already converted.
 */
#include <linux/spinlock.h>
#include <linux/kernel.h>

struct lock_ops {
	int (*rwlock_is_locked)(rwlock_t *l);
};

extern int my_rwlock_is_locked(rwlock_t *l);
extern int rwlock_is_locked_debug(rwlock_t *l);

/* rwlock_is_locked() is gone: see write_can_lock() */
static int names_check(struct lock_ops *ops, rwlock_t *l)
{
	int n = 0;

	n += ops->rwlock_is_locked(l);
	n += my_rwlock_is_locked(l);
	n += rwlock_is_locked_debug(l);
	n += !write_can_lock(l);
	n += read_can_lock(l);
	printk(KERN_DEBUG "rwlock_is_locked(%p) = %d\n", l, n);
	return n;
}
