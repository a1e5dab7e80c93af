/*
 * The structure holding the semaphore is declared in the driver's
 * header, so other files may use it: reported, not converted.
 */
#include <linux/interrupt.h>
#include "hdr_dev.h"

static irqreturn_t hdr_irq(int irq, void *dev_id)
{
	struct hdr_dev *hd = dev_id;

	up(&hd->done);
	return IRQ_HANDLED;
}

static void hdr_start(struct hdr_dev *hd)
{
	sema_init(&hd->done, 0);
	outb(1, hd->port);
	down(&hd->done);
}
