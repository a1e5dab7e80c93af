/*
 * A loader that waits once per block in a loop: the event is re-armed
 * on every iteration, which the rule reports instead of guessing.
 */
#include <linux/interrupt.h>
#include <asm/semaphore.h>

static struct semaphore block_done;
static void __iomem *ldr_regs;

static irqreturn_t ldr_irq(int irq, void *dev_id)
{
	up(&block_done);
	return IRQ_HANDLED;
}

static int ldr_load(const u8 *data, int nblocks)
{
	int i;

	sema_init(&block_done, 0);
	for (i = 0; i < nblocks; i++) {
		memcpy_toio(ldr_regs + 0x100, data + i * 256, 256);
		writel(1, ldr_regs);
		down(&block_done);
	}
	return 0;
}
