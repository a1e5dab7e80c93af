/*
 * ev_cmd.c: the command side waits for the interrupt; one wait is in a
 * macro's body, which spatch parses and converts with the rest.
 */
#include <linux/errno.h>
#include <asm/io.h>
#include <asm/semaphore.h>
#include "ev.h"

#define EV_WAIT_IRQ()	down(&ev_irq_done)

int ev_start(struct ev_dev *ed)
{
	writel(1, ed->base);
	down(&ed->cmd_done);
	return 0;
}

void ev_wait_irq(void)
{
	EV_WAIT_IRQ();
}
