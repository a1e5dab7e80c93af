// SPDX-License-Identifier: GPL-2.0
/*
 * mbox_cmd.c - dsp_mbox: run one mailbox command
 */
#include <linux/errno.h>
#include <linux/io.h>
#include "dsp_mbox.h"

int mbox_exec(struct mbox_dev *mb, u32 cmd, u32 arg, u32 *result)
{
	writel(arg, mb->regs + MBOX_REG_ARG);
	writel(cmd, mb->regs + MBOX_REG_CMD);
	if (down_interruptible(&mb->cmd_done))
		return -EINTR;
	*result = mb->result;
	return 0;
}
