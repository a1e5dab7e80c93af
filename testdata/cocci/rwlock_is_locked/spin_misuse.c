/*
 * serial_x: rwlock_is_locked() applied to spinlocks, which never tested
 * them (the 2.6.11 rename of the spinlock field to slock was made to
 * catch exactly this).  Reported, not edited; the real rwlock in the same
 * file is converted.
 */
#include <linux/spinlock.h>

struct sx_port {
	spinlock_t lock;
	rwlock_t cfg_lock;
	int baud;
};

static spinlock_t sx_global_lock = SPIN_LOCK_UNLOCKED;

static int sx_busy(struct sx_port *port, spinlock_t *extra)
{
	if (rwlock_is_locked(&sx_global_lock))
		return 1;
	if (rwlock_is_locked(&port->lock))
		return 1;
	if (rwlock_is_locked(extra))
		return 1;
	return rwlock_is_locked(&port->cfg_lock);
}
