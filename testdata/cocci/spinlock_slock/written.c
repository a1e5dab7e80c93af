/*
 * raw_init: code that writes the spinlock field by hand (initialising or
 * "forcing" a lock).  No accessor says the same thing: reported, not
 * edited.
 */
#include <linux/spinlock.h>

struct ri_dev {
	spinlock_t lock;
	int state;
};

static spinlock_t ri_lock;

static void ri_reset(struct ri_dev *dev, spinlock_t *lp)
{
	ri_lock.lock = 1;
	dev->lock.lock = 1;
	lp->lock = 0;
	dev->lock.lock++;
	lp->lock--;
	dev->state = 0;
}
