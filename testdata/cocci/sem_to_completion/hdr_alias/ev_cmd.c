/*
 * ev_cmd.c: the command side waits for the interrupt; its test hook
 * releases the interrupt semaphore under another name, a macro spatch does
 * not see through: that semaphore stays, in every file.
 */
#include <linux/errno.h>
#include <asm/io.h>
#include <asm/semaphore.h>
#include "ev.h"

#define EV_IRQ_SEM	ev_irq_done

int ev_start(struct ev_dev *ed)
{
	writel(1, ed->base);
	down(&ed->cmd_done);
	return 0;
}

void ev_wait_irq(void)
{
	down(&ev_irq_done);
}

void ev_fake_irq(void)
{
	up(&EV_IRQ_SEM);
}
