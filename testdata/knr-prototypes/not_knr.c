// SPDX-License-Identifier: GPL-2.0
/*
 * Shapes near old-style definitions that are none, seen over the 6.1 tree:
 * a statement macro ("if (unlikely(x)) {"), a block inside a macro call's
 * arguments after a ";" (trace events), a "{" after "};" under #if 0,
 * annotations after a prototype's parameter list, a macro call that ends
 * without ";" before a definition, and declarations with "()".
 */
#include <linux/compiler.h>
#include <linux/spinlock.h>

#define CARD_TRACE(card, v)				\
	if (unlikely(card_tracing)) {			\
		card_trace_put(card, v);		\
	}

TRACE_EVENT(card_switch,
	TP_ARGS(card, n),
	TP_fast_assign(
		LOCAL_ASSIGN;
		{
			int i;

			for (i = 0; i < n; i++)
				__entry->v[i] = card->v[i];
		}
	)
);

static const unsigned char card_lengths[] = {
	0, 1, 1, 2,
};
#if 0
{
	[0] = 1,
};
#endif

static DEFINE_SPINLOCK(card_lock);

static void card_lock_all(void) __acquires(card_lock)
{
	spin_lock(&card_lock);
}

DECLARE_CARD_HOOK(card_hook)
static int card_hooked(int x)
{
	return x;
}

int card_count();
void (*card_callback)();
