/*
 * The release side sits in #ifdef blocks: a polled build and an
 * interrupt-driven build of the same driver.
 */
#include <linux/interrupt.h>
#include <linux/timer.h>
#include <asm/semaphore.h>

struct kbd {
	struct timer_list poll_timer;
	struct semaphore key_event;
	int code;
};

#ifdef CONFIG_KBD_POLLED
static void kbd_poll(unsigned long data)
{
	struct kbd *k = (struct kbd *)data;

	k->code = inb(0x60);
	if (k->code)
		up(&k->key_event);
	else
		mod_timer(&k->poll_timer, jiffies + 1);
}
#else
static irqreturn_t kbd_irq(int irq, void *dev_id)
{
	struct kbd *k = dev_id;

	k->code = inb(0x60);
	up(&k->key_event);
	return IRQ_HANDLED;
}
#endif

static int kbd_get_key(struct kbd *k)
{
#ifdef CONFIG_KBD_POLLED
	mod_timer(&k->poll_timer, jiffies + 1);
#endif
	if (down_interruptible(&k->key_event))
		return -ERESTARTSYS;
	return k->code;
}

static void kbd_setup(struct kbd *k)
{
	init_MUTEX_LOCKED(&k->key_event);
#ifdef CONFIG_KBD_POLLED
	setup_timer(&k->poll_timer, kbd_poll, (unsigned long)k);
#endif
}
