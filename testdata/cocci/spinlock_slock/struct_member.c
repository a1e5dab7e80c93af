/*
 * uart_z: spinlocks inside structures: a member called lock, one with
 * another name, a typedef'd structure, an array of locks and a nested
 * member.  spatch sees the types because the structures are declared here.
 */
#include <linux/spinlock.h>

struct uz_port {
	spinlock_t lock;
	spinlock_t tx_lock;
	int irq;
};

typedef struct {
	struct uz_port *port;
	spinlock_t lock;
} uz_chan_t;

static spinlock_t uz_bank_locks[4];

static int uz_busy(struct uz_port *port, uz_chan_t *ch, int bank)
{
	if (port->lock.lock <= 0)
		return 1;
	if (port->tx_lock.lock != 1)
		return 1;
	if (ch->lock.lock == 0 || ch->port->lock.lock <= 0)
		return 1;
	return uz_bank_locks[bank].lock > 0 ? 0 : 1;
}
