/*
 * arp_tbl: ifs that guard taking the lock for reading become
 * read_can_lock() tests; an if that does something else first, or has
 * an else branch, keeps the general meaning.
 */
#include <linux/spinlock.h>
#include <linux/errno.h>

struct arp_tbl {
	rwlock_t lock;
	int entries;
};

static int arp_try_count(struct arp_tbl *t)
{
	int n;

	if (rwlock_is_locked(&t->lock))
		return -EBUSY;
	read_lock(&t->lock);
	n = t->entries;
	read_unlock(&t->lock);
	return n;
}

static int arp_maybe_count(struct arp_tbl *t)
{
	int n = -EAGAIN;

	if (!rwlock_is_locked(&t->lock)) {
		read_lock(&t->lock);
		n = t->entries;
		read_unlock(&t->lock);
	}
	return n;
}

static int arp_slow_count(struct arp_tbl *t)
{
	int n = -EAGAIN;

	if (!rwlock_is_locked(&t->lock)) {
		t->entries++;
		read_lock(&t->lock);
		n = t->entries;
		read_unlock(&t->lock);
	}
	if (rwlock_is_locked(&t->lock))
		n = -EBUSY;
	else
		n = 0;
	read_lock(&t->lock);
	read_unlock(&t->lock);
	return n;
}
