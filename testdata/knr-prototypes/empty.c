// SPDX-License-Identifier: GPL-2.0
/*
 * An empty identifier list is an old-style definition too: "(void)".
 * Declarations, prototype definitions, annotations after a prototype and
 * macros that define functions stay as they are.
 */
#include <linux/spinlock.h>

int card_count();
static spinlock_t card_lock;

int card_count()
{
	return 0;
}

static void
card_reset_all()
{
}

static int card_probe_all(void)
{
	return card_count();
}

static void card_lock_all(void) __acquires(card_lock)
{
	spin_lock(&card_lock);
}

SYSCALL_DEFINE0(card_sync)
{
	return 0;
}

static card_none(a, b)
{
	return a + b;
}
