// SPDX-License-Identifier: GPL-2.0
/*
 * Storage classes, init sections, sparse annotations, typedef'd return
 * types and the GNU layout (return type on a line of its own).
 */
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/uaccess.h>

struct card {
	void __iomem *regs;
	int irq;
};

static inline int
card_busy(card)
	struct card *card;
{
	return readl(card->regs) & 1;
}

static int __init
card_setup(str)
	char *str;
{
	return 1;
}

static void __exit card_cleanup(card)
	struct card *card;
{
	iounmap(card->regs);
}

static irqreturn_t
card_interrupt(irq, dev_id)
	int irq;
	void *dev_id;
{
	return IRQ_HANDLED;
}

static long
card_read(card, buf, count)
	struct card *card;
	char __user *buf;
	size_t count;
{
	return count;
}

static void __iomem *
card_reg(card, offset)
	const struct card *card;
	unsigned int offset;
{
	return card->regs + offset;
}

static struct card *
card_of(regs)
	void __iomem *regs;
{
	return 0;
}

static
card_present(card)
	struct card *card;
{
	return card->regs != 0;
}
