/*
 * ipx_sock: negated tests turn into write_can_lock() with no double
 * negation, including the "== 0" spelling.
 */
#include <linux/spinlock.h>
#include <linux/kernel.h>

struct ipx_sock_list {
	rwlock_t lock;
	int count;
};

static int ipx_list_idle(struct ipx_sock_list *l)
{
	return !rwlock_is_locked(&l->lock);
}

static void ipx_list_check(struct ipx_sock_list *l, rwlock_t *other)
{
	if (!rwlock_is_locked(&l->lock) && l->count > 0)
		printk(KERN_WARNING "ipx: list used without its lock\n");
	if (rwlock_is_locked(other) == 0)
		printk(KERN_DEBUG "ipx: other list idle\n");
	BUG_ON(!rwlock_is_locked(other));
}
