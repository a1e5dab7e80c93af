/*
 * ev.h: a driver's shared header.  Its interrupt semaphore is a global
 * declared here and defined in ev_main.c; its per-device semaphore is a
 * field of struct ev_dev.  Both are one-shot events used by every file.
 */
#ifndef EV_H
#define EV_H

#include <asm/semaphore.h>

extern struct semaphore ev_irq_done;

struct ev_dev {
	unsigned long base;
	struct semaphore cmd_done;
};

int ev_start(struct ev_dev *ed);
void ev_irq(struct ev_dev *ed);

#endif
