/*
 * A semaphore that counts free transmit slots: up() and down() move a
 * count of resources, so it stays a semaphore.
 */
#include <linux/netdevice.h>
#include <linux/interrupt.h>
#include <asm/semaphore.h>

#define TX_SLOTS	4

struct txq {
	struct semaphore slots;
	int head;
};

static irqreturn_t txq_irq(int irq, void *dev_id)
{
	struct txq *q = dev_id;

	up(&q->slots);
	return IRQ_HANDLED;
}

static int txq_xmit(struct txq *q, struct sk_buff *skb)
{
	down(&q->slots);
	q->head++;
	return 0;
}

static void txq_init(struct txq *q)
{
	sema_init(&q->slots, TX_SLOTS);
}

static struct semaphore rx_slots;

static int rxq_take(void)
{
	return down_interruptible(&rx_slots);
}

static void rxq_give(void)
{
	up(&rx_slots);
}

static void rxq_init(void)
{
	sema_init(&rx_slots, 8);
}
