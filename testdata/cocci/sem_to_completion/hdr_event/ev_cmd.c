/*
 * ev_cmd.c: the command side waits for the interrupt.
 */
#include <linux/errno.h>
#include <asm/io.h>
#include <asm/semaphore.h>
#include "ev.h"

int ev_start(struct ev_dev *ed)
{
	writel(1, ed->base);
	down(&ed->cmd_done);
	return 0;
}

int ev_wait_irq(void)
{
	if (down_interruptible(&ev_irq_done))
		return -EINTR;
	return 0;
}
