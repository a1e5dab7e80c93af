/*
 * ax25_dev: rwlock_is_locked() in plain expressions: a return, an
 * assignment, a ternary, a call argument, a cast and a compound test.
 * Each keeps its meaning as !write_can_lock().
 */
#include <linux/spinlock.h>
#include <linux/kernel.h>

struct ax25_dev {
	rwlock_t lock;
	int flags;
};

extern void ax25_note(int busy);

static int ax25_state(struct ax25_dev *d, rwlock_t *l2)
{
	int busy;

	busy = rwlock_is_locked(&d->lock);
	ax25_note(rwlock_is_locked(l2));
	d->flags = rwlock_is_locked(&d->lock) ? 1 : 0;
	if (busy && rwlock_is_locked(l2))
		printk(KERN_INFO "ax25: both busy\n");
	return (int)rwlock_is_locked(l2);
}
