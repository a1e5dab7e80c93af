/*
 * A local semaphore declared locked on the stack with
 * DECLARE_MUTEX_LOCKED(), handed to a timer through its data field.
 */
#include <linux/timer.h>
#include <asm/semaphore.h>

struct delay_wait {
	struct timer_list timer;
	struct semaphore *sem;
};

static void delay_fire(unsigned long data)
{
	struct delay_wait *dw = (struct delay_wait *)data;

	up(dw->sem);
}

static void delay_sleep(unsigned long ticks)
{
	DECLARE_MUTEX_LOCKED(wake);
	struct delay_wait dw;

	dw.sem = &wake;
	init_timer(&dw.timer);
	dw.timer.function = delay_fire;
	dw.timer.data = (unsigned long)&dw;
	dw.timer.expires = jiffies + ticks;
	add_timer(&dw.timer);
	down(&wake);
	del_timer_sync(&dw.timer);
}
