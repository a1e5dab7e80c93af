/*
 * sched_dom: code spatch finds hard to parse: a macro-heavy
 * declaration, a GNU statement expression, attributes and
 * likely()/unlikely() around the test.
 */
#include <linux/spinlock.h>
#include <linux/cache.h>

#define DEFINE_DOM_LOCK(name) \
	rwlock_t name##_lock ____cacheline_aligned_in_smp = RW_LOCK_UNLOCKED

DEFINE_DOM_LOCK(dom);

static int __attribute__((__unused__)) dom_weight(void)
{
	int w = ({
		int busy = rwlock_is_locked(&dom_lock);
		busy ? 2 : 1;
	});

	if (unlikely(rwlock_is_locked(&dom_lock)))
		w++;
	return w;
}

static fastcall int dom_read(int *out)
{
	while (unlikely(rwlock_is_locked(&dom_lock)))
		cpu_relax();
	read_lock(&dom_lock);
	*out = dom_weight();
	read_unlock(&dom_lock);
	return 0;
}
