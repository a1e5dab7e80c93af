// SPDX-License-Identifier: GPL-2.0
/*
 * guard_converted.c - guard_legacy.c after conversion to 2.6.11 interfaces.
 *
 * The same ring with bcopy(src, dst, n) turned into memmove(dst, src, n)
 * (cocci/bcopy.cocci) and rwlock_is_locked(l) into !write_can_lock(l)
 * (cocci/rwlock_is_locked.cocci).  It must build cleanly against the
 * patched tree: that proves guard_legacy.c fails because of the guards.
 */
#include <linux/module.h>
#include <linux/spinlock.h>
#include <linux/string.h>

#define RING_SIZE 64

static DEFINE_RWLOCK(ring_lock);
static char ring[RING_SIZE];
static size_t ring_used;

/* Drop the oldest @n bytes: move the rest down to the start. */
static void ring_drop(size_t n)
{
	write_lock(&ring_lock);
	if (n > ring_used)
		n = ring_used;
	memmove(ring, ring + n, ring_used - n);
	ring_used -= n;
	write_unlock(&ring_lock);
}

/* 2.6.10 drivers asked this before touching the ring without the lock. */
static int ring_busy(void)
{
	return !write_can_lock(&ring_lock);
}

static int __init guard_converted_init(void)
{
	memset(ring, 'x', sizeof(ring));
	ring_used = sizeof(ring);
	ring_drop(8);
	pr_info("guard_converted: %zu bytes used, busy %d\n", ring_used,
		ring_busy());
	return 0;
}

static void __exit guard_converted_exit(void)
{
}

module_init(guard_converted_init);
module_exit(guard_converted_exit);
MODULE_DESCRIPTION("Converted twin of guard_legacy (must build)");
MODULE_LICENSE("GPL");
