/*
 * A 2.6.10-style driver keeps its state in a file-local unnamed structure;
 * the semaphore in it is a one-shot event.
 */
#include <linux/module.h>
#include <linux/interrupt.h>
#include <asm/io.h>
#include <asm/semaphore.h>

static struct {
	void __iomem *regs;
	struct semaphore ready;
} sa;

static irqreturn_t sa_irq(int irq, void *dev_id)
{
	up(&sa.ready);
	return IRQ_HANDLED;
}

static int sa_reset(void)
{
	writel(1, sa.regs);
	return down_interruptible(&sa.ready);
}

static int __init sa_init(void)
{
	init_MUTEX_LOCKED(&sa.ready);
	return sa_reset();
}
module_init(sa_init);
