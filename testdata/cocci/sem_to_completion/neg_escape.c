/*
 * Event semaphores whose address leaves the file or whose name is
 * visible to other files: other code may call up() or down() on them.
 */
#include <linux/interrupt.h>
#include <asm/semaphore.h>

extern void bus_register_waiter(struct semaphore *sem);

struct link {
	struct semaphore up_event;
	struct semaphore *notify;
};

struct semaphore link_reset_done;

static struct semaphore *last_waiter;

static void link_wait_up(struct link *l)
{
	sema_init(&l->up_event, 0);
	bus_register_waiter(&l->up_event);
	down(&l->up_event);
}

static irqreturn_t link_irq(int irq, void *dev_id)
{
	struct link *l = dev_id;

	up(&l->up_event);
	up(&link_reset_done);
	return IRQ_HANDLED;
}

static void link_reset(void)
{
	sema_init(&link_reset_done, 0);
	down(&link_reset_done);
}

static void link_wait_any(void)
{
	static struct semaphore any;

	sema_init(&any, 0);
	last_waiter = &any;
	down(&any);
}

static void link_kick(void)
{
	up(last_waiter);
}
