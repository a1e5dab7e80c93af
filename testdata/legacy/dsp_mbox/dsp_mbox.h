/* SPDX-License-Identifier: GPL-2.0 */
/*
 * dsp_mbox.h - shared between the files of the dsp_mbox driver
 */
#ifndef _DSP_MBOX_H
#define _DSP_MBOX_H

#include <linux/types.h>
#include <asm/semaphore.h>

#define MBOX_REG_CMD		0x00	/* command word; writing it starts it */
#define MBOX_REG_ARG		0x04
#define MBOX_REG_RESULT		0x08
#define MBOX_REG_STATUS		0x0c	/* interrupt causes; write 1s to ack */
#define  MBOX_STATUS_CMD_DONE	0x01
#define  MBOX_STATUS_BOOTED	0x02
#define MBOX_REG_CONTROL	0x10
#define  MBOX_CONTROL_IRQ	0x01
#define  MBOX_CONTROL_BOOT	0x02

#define MBOX_CMD_VERSION	0x0001

struct pci_dev;

struct mbox_dev {
	struct pci_dev *pdev;
	void __iomem *regs;
	struct semaphore cmd_done;	/* released by the interrupt handler */
	u32 result;
};

/* released by the interrupt handler once the DSP firmware has booted */
extern struct semaphore mbox_boot_done;

/* mbox_cmd.c */
int mbox_exec(struct mbox_dev *mb, u32 cmd, u32 arg, u32 *result);

/* mbox_fw.c */
int mbox_boot(struct mbox_dev *mb);

#endif /* _DSP_MBOX_H */
