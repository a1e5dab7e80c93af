/*
 * An event that is also polled with down_trylock(): try_wait_for_completion()
 * returns the opposite truth value, so the rule leaves it for a human.
 */
#include <linux/interrupt.h>
#include <asm/semaphore.h>

struct sensor {
	struct semaphore sample_ready;
	int sample;
};

static irqreturn_t sensor_irq(int irq, void *dev_id)
{
	struct sensor *s = dev_id;

	up(&s->sample_ready);
	return IRQ_HANDLED;
}

static int sensor_poll(struct sensor *s)
{
	if (down_trylock(&s->sample_ready))
		return -EAGAIN;
	return s->sample;
}

static int sensor_wait(struct sensor *s)
{
	down(&s->sample_ready);
	return s->sample;
}

static void sensor_setup(struct sensor *s)
{
	init_MUTEX_LOCKED(&s->sample_ready);
}
