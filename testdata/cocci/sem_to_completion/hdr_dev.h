/*
 * hdr_dev.h: a driver header shared by several files; its semaphore
 * field is used as an event by inline helpers here.
 */
#ifndef HDR_DEV_H
#define HDR_DEV_H

#include <asm/semaphore.h>

struct hdr_dev {
	int port;
	struct semaphore done;
};

static inline void hdr_dev_init(struct hdr_dev *hd)
{
	init_MUTEX_LOCKED(&hd->done);
}

static inline void hdr_dev_signal(struct hdr_dev *hd)
{
	up(&hd->done);
}

static inline void hdr_dev_wait(struct hdr_dev *hd)
{
	down(&hd->done);
}

#endif
