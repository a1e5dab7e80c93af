/*
 * Waits with a timeout on a semaphore used as an event: each kind of
 * test of down_timeout()'s result (0, or -ETIME on expiry).
 */
#include <linux/kernel.h>
#include <linux/interrupt.h>
#include <linux/semaphore.h>

struct adc {
	void __iomem *regs;
	struct semaphore ready;
	int sample;
};

static irqreturn_t adc_irq(int irq, void *data)
{
	struct adc *adc = data;

	adc->sample = readl(adc->regs + 4);
	up(&adc->ready);
	return IRQ_HANDLED;
}

static int adc_read(struct adc *adc, int *val)
{
	writel(1, adc->regs);
	if (down_timeout(&adc->ready, HZ / 10))
		return -ETIMEDOUT;
	*val = adc->sample;
	return 0;
}

static int adc_read_slow(struct adc *adc, int *val)
{
	int ret;

	writel(2, adc->regs);
	ret = down_timeout(&adc->ready, HZ);
	if (ret)
		return ret;
	*val = adc->sample;
	return 0;
}

static int adc_poll(struct adc *adc)
{
	writel(3, adc->regs);
	if (down_timeout(&adc->ready, 2) == -ETIME)
		return 0;
	return 1;
}

static void adc_setup(struct adc *adc)
{
	sema_init(&adc->ready, 0);
}
