// SPDX-License-Identifier: GPL-2.0
/*
 * mbox_fw.c - dsp_mbox: start the DSP firmware and wait until it runs
 */
#include <linux/pci.h>
#include <linux/io.h>
#include "dsp_mbox.h"

int mbox_boot(struct mbox_dev *mb)
{
	u32 version;
	int ret;

	writel(MBOX_CONTROL_IRQ | MBOX_CONTROL_BOOT, mb->regs + MBOX_REG_CONTROL);
	down(&mbox_boot_done);
	ret = mbox_exec(mb, MBOX_CMD_VERSION, 0, &version);
	if (ret)
		return ret;
	dev_info(&mb->pdev->dev, "DSP firmware %u.%u\n", version >> 16,
		 version & 0xffff);
	return 0;
}
