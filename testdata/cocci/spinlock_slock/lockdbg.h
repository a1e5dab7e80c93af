/*
 * lockdbg.h: a driver header with inline helpers that peek at the
 * spinlock field of a structure declared in the same header.
 */
#ifndef _LOCKDBG_H
#define _LOCKDBG_H

#include <linux/spinlock.h>

struct ld_queue {
	spinlock_t lock;
	int len;
};

static inline int ld_queue_locked(struct ld_queue *q)
{
	return q->lock.lock <= 0;
}

static inline int ld_queue_free(struct ld_queue *q)
{
	return q->lock.lock == 1;
}

#endif /* _LOCKDBG_H */
