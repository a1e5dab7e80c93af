// SPDX-License-Identifier: GPL-2.0
/*
 * sx_cmd.c - commands to the SX-8's firmware through its mailbox (K&R, from
 * the BSD driver)
 */
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/io.h>
#include "sx_serial.h"

#define SX_CMD_POLLS	100	/* of 10 us each */

int
(sx_cmd_issue)(bp, cmd)
	struct sx_board *bp;
	struct sx_cmd *cmd;
{
	u8 mbox[sizeof(struct sx_cmd)];
	unsigned int i;

	bcopy(cmd, &bp->last_cmd, sizeof(*cmd));
	bcopy(cmd, mbox, sizeof(mbox));
	for (i = 0; i < sizeof(mbox); i++)
		writeb(mbox[i], bp->regs + SX_MBOX + i);
	writel(1, bp->regs + SX_REG_MBOX_CMD);
	for (i = 0; i < SX_CMD_POLLS; i++) {
		if (!readl(bp->regs + SX_REG_MBOX_CMD))
			return 0;
		udelay(10);
	}
	return -ETIMEDOUT;
}
