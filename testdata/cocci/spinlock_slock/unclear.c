/*
 * dbg_locks: reads of the spinlock field whose meaning is not a clear
 * held/free test: a plain truth value (nonzero is free, or contended on
 * i386), a "contended" test, printing it, passing it on, arithmetic and
 * its address.  Reported, not edited.
 */
#include <linux/spinlock.h>
#include <linux/kernel.h>

static spinlock_t dbg_lock = SPIN_LOCK_UNLOCKED;

extern void dbg_note(int v);
extern void dbg_watch(volatile unsigned int *p);

static int dbg_dump(spinlock_t *lp)
{
	int v = 0;

	if (dbg_lock.lock)
		v++;
	if (lp->lock < 0)
		v += 2;
	printk(KERN_DEBUG "dbg: lock value %d\n", dbg_lock.lock);
	dbg_note(lp->lock);
	v += dbg_lock.lock * 2;
	dbg_watch(&lp->lock);
	return v;
}
