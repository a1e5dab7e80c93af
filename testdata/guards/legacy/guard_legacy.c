// SPDX-License-Identifier: GPL-2.0
/*
 * guard_legacy.c - a ring of log records in the 2.6.10 style.
 *
 * It uses two interfaces that 2.6.11 removed: bcopy() (BSD argument
 * order, source first) and rwlock_is_locked().  Against the patched tree
 * it must fail to build, and the compiler must say what to use instead.
 * scripts/test-guards.sh builds it; converted/ holds its converted twin.
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
	bcopy(ring + n, ring, ring_used - n);
	ring_used -= n;
	write_unlock(&ring_lock);
}

/* 2.6.10 drivers asked this before touching the ring without the lock. */
static int ring_busy(void)
{
	return rwlock_is_locked(&ring_lock);
}

static int __init guard_legacy_init(void)
{
	memset(ring, 'x', sizeof(ring));
	ring_used = sizeof(ring);
	ring_drop(8);
	pr_info("guard_legacy: %zu bytes used, busy %d\n", ring_used,
		ring_busy());
	return 0;
}

static void __exit guard_legacy_exit(void)
{
}

module_init(guard_legacy_init);
module_exit(guard_legacy_exit);
MODULE_DESCRIPTION("Legacy bcopy()/rwlock_is_locked() user (must not build)");
MODULE_LICENSE("GPL");
