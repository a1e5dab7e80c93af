/*
 * zone.h: inline helpers in a driver header.
 */
#ifndef _ZONE_H
#define _ZONE_H

#include <linux/spinlock.h>

struct zone_map {
	rwlock_t lock;
	unsigned long bits;
};

static inline int zone_map_busy(struct zone_map *zm)
{
	return rwlock_is_locked(&zm->lock);
}

static inline unsigned long zone_map_read(struct zone_map *zm)
{
	unsigned long bits;

	while (rwlock_is_locked(&zm->lock))
		cpu_relax();
	read_lock(&zm->lock);
	bits = zm->bits;
	read_unlock(&zm->lock);
	return bits;
}

#endif /* _ZONE_H */
