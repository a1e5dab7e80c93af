/*
 * cfg_table: loops that wait for the lock before taking it for writing,
 * and a wait followed by something other than a read_lock(): the test
 * keeps its meaning, "held by a reader or a writer", !write_can_lock().
 */
#include <linux/spinlock.h>

static rwlock_t cfg_lock = RW_LOCK_UNLOCKED;
static int cfg_gen;

static void cfg_bump(void)
{
	while (rwlock_is_locked(&cfg_lock))
		cpu_relax();
	write_lock(&cfg_lock);
	cfg_gen++;
	write_unlock(&cfg_lock);
}

static int cfg_peek(void)
{
	int gen;

	while (rwlock_is_locked(&cfg_lock))
		cpu_relax();
	gen = cfg_gen;
	read_lock(&cfg_lock);
	read_unlock(&cfg_lock);
	return gen;
}
