/*
 * ev_main.c: probe and interrupt side.
 */
#include <linux/module.h>
#include <asm/io.h>
#include <asm/semaphore.h>
#include "ev.h"

struct semaphore ev_irq_done;

void ev_irq(struct ev_dev *ed)
{
	writel(0, ed->base + 4);
	up(&ed->cmd_done);
	up(&ev_irq_done);
}

int ev_probe(struct ev_dev *ed)
{
	sema_init(&ev_irq_done, 0);
	init_MUTEX_LOCKED(&ed->cmd_done);
	return ev_start(ed);
}
