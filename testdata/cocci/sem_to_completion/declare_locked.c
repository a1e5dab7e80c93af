/*
 * A kernel thread announces that it is running through a semaphore
 * declared locked with DECLARE_MUTEX_LOCKED().
 */
#include <linux/module.h>
#include <linux/sched.h>
#include <asm/semaphore.h>

static DECLARE_MUTEX_LOCKED(poller_started);
static int poller_stop;

static int poller_thread(void *unused)
{
	daemonize("poller");
	up(&poller_started);
	while (!poller_stop)
		schedule_timeout_interruptible(HZ);
	return 0;
}

static int __init poller_init(void)
{
	int pid;

	pid = kernel_thread(poller_thread, NULL, CLONE_KERNEL);
	if (pid < 0)
		return pid;
	down(&poller_started);
	return 0;
}
module_init(poller_init);
