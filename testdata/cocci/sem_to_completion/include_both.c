/*
 * The includes: this file already includes <linux/completion.h> (for
 * another completion), so once its only semaphore is converted the
 * semaphore include simply goes.
 */
#include <linux/module.h>
#include <linux/completion.h>
#include <linux/semaphore.h>
#include <linux/interrupt.h>

struct ib_dev {
	struct completion reset_done;
	struct semaphore cmd_done;
	int result;
};

static irqreturn_t ib_irq(int irq, void *data)
{
	struct ib_dev *ib = data;

	ib->result = 1;
	up(&ib->cmd_done);
	return IRQ_HANDLED;
}

static int ib_wait(struct ib_dev *ib)
{
	if (down_interruptible(&ib->cmd_done))
		return -EINTR;
	return ib->result;
}

static void ib_setup(struct ib_dev *ib)
{
	init_completion(&ib->reset_done);
	sema_init(&ib->cmd_done, 0);
}
