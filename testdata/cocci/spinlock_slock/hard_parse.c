/*
 * irq_fast: code spatch finds hard to parse: locks declared with
 * alignment attributes and cache-line macros, a GNU statement
 * expression, a macro-generated declaration, and likely()/unlikely().
 * spatch 1.1.1 loses the type of a structure member carrying an
 * __attribute__, so b->lock.lock is only reported as a likely spinlock
 * field read, not edited.
 */
#include <linux/spinlock.h>
#include <linux/cache.h>

#define DECLARE_IRQ_BANK(n) \
	static struct irq_bank n##_bank __attribute__((unused))

struct irq_bank {
	spinlock_t lock __attribute__((aligned(64)));
	unsigned long pending;
} ____cacheline_aligned;

DECLARE_IRQ_BANK(low);

static spinlock_t irq_fast_lock ____cacheline_aligned = SPIN_LOCK_UNLOCKED;

static int __attribute__((__noinline__)) irq_fast_pending(struct irq_bank *b)
{
	int held = ({
		int h = irq_fast_lock.lock <= 0;
		h;
	});

	if (unlikely(b->lock.lock != 1))
		held++;
	if (likely(irq_fast_lock.lock > 0))
		return held;
	return held + 1;
}
