/*
 * Semaphores that start unlocked are locks, whatever else they do:
 * nothing here may become a completion.
 */
#include <linux/fs.h>
#include <asm/semaphore.h>

struct cfg_dev {
	struct semaphore cfg_lock;
	struct semaphore io_lock;
	int value;
};

static DECLARE_MUTEX(table_lock);

static int cfg_set(struct cfg_dev *cd, int v)
{
	down(&cd->cfg_lock);
	cd->value = v;
	up(&cd->cfg_lock);
	return 0;
}

static void cfg_io_start(struct cfg_dev *cd)
{
	down(&cd->io_lock);
}

static void cfg_io_end(struct cfg_dev *cd)
{
	up(&cd->io_lock);
}

static void table_update(void)
{
	down(&table_lock);
	up(&table_lock);
}

static void cfg_init(struct cfg_dev *cd)
{
	init_MUTEX(&cd->cfg_lock);
	sema_init(&cd->io_lock, 1);
}
