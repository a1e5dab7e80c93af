/*
 * sis_lite: the device structure lives in sis_lite.h, which spatch does
 * not read (--no-includes), so it cannot know that dev->lock is a
 * spinlock_t.  dev->lock.lock is reported as a likely spinlock field read
 * but not edited; a single ->lock of unknown type is left alone.
 */
#include <linux/spinlock.h>
#include "sis_lite.h"

static int sis_busy(struct sis_dev *dev)
{
	if (dev->lock.lock <= 0)
		return 1;
	if (dev->hw->lock <= 0)
		return 1;
	return 0;
}
