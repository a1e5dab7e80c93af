// SPDX-License-Identifier: GPL-2.0
/*
 * Comments in definition headers: after a parameter's declaration, between
 * the header and the body.  cproto drops a // comment on the line of the
 * function name, and a comment of several lines does not fit in a
 * prototype's parameter list: both definitions are left alone and reported.
 */
#include <linux/types.h>

struct card;

static int
card_write(card, reg, val)
	struct card *card;	/* the card */
	int reg;		/* register offset */
	u32 val;
/* The caller holds card->lock. */
{
	return 0;
}

static int
card_poll(card, mask)
	struct card *card;
	u32 mask;
	/* bits to wait for */
{
	return 0;
}

static int card_reset(card)	/* hard reset */
	struct card *card;
{
	return 0;
}

static int card_stop(card)	// stops the DMA engine too
	struct card *card;
{
	return 0;
}

static int
card_wait(card, timeout)
	struct card *card;
	/*
	 * in jiffies; 0 waits forever
	 */
	unsigned long timeout;
{
	return 0;
}
