/*
 * fib_hash: rwlock_is_locked() inside the driver's own macros, one of
 * them a GNU statement expression.
 */
#include <linux/spinlock.h>
#include <linux/kernel.h>

struct fib_zone {
	rwlock_t lock;
	int nr;
};

#define FZ_BUSY(z)	rwlock_is_locked(&(z)->lock)
#define FZ_IDLE(z)	(!rwlock_is_locked(&(z)->lock))
#define FZ_ASSERT_LOCKED(z) ({					\
	if (!rwlock_is_locked(&(z)->lock))			\
		printk(KERN_ERR "fib: zone not locked\n");	\
	(z)->nr;						\
})

static int fz_count(struct fib_zone *z)
{
	if (FZ_BUSY(z) || !FZ_IDLE(z))
		return -1;
	return FZ_ASSERT_LOCKED(z);
}
