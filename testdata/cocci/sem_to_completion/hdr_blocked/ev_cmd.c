/*
 * ev_cmd.c: the command side waits for the interrupt, but its poll path
 * uses the interrupt semaphore as a lock: it cannot be a completion.
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

int ev_poll(void)
{
	if (down_trylock(&ev_irq_done))
		return -EBUSY;
	return 0;
}
