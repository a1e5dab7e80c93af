/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sx_serial.h - SX-8 multiport serial board, shared definitions (2.6.10)
 *
 * The driver was ported from the board vendor's BSD driver and kept its
 * ways: the FIFO, EEPROM and mailbox files still have K&R definitions with
 * their names in parentheses, and this header carries the BSD byte-copy
 * macro every file of the driver uses.  It maps bcopy() to memcpy(), which
 * is wrong for the overlapping move of sx_fifo_get() (the reason 2.6.11
 * removed bcopy()).  The tty side of the original driver is left out.
 */
#ifndef _SX_SERIAL_H
#define _SX_SERIAL_H

#include <linux/types.h>
#include <linux/string.h>
#include <linux/spinlock.h>
#include <linux/pci.h>

#define bcopy(src, dest, n)	memcpy((dest), (src), (n))	/* BSD compatibility */

#define SX_DRV_NAME		"sx_serial"
#define SX_NCHAN		8
#define SX_FIFO_SIZE		256
#define SX_EEPROM_SIZE		64
#define SX_NAME_LEN		16

/* Board registers (BAR 0) */
#define SX_REG_ID		0x00
#define SX_REG_IRQ_STATUS	0x04	/* bit n: channel n received data */
#define SX_REG_IRQ_ENABLE	0x08
#define SX_REG_EEPROM		0x10	/* write an offset, read its byte at 0x14 */
#define SX_REG_EEPROM_DATA	0x14
#define SX_REG_MBOX_CMD		0x20	/* write 1: run the mailbox command */
#define SX_REG_RX_COUNT(ch)	(0x40 + 4 * (ch))	/* bytes in the receive ring */
#define SX_MBOX			0x100	/* command mailbox */
#define SX_WIN(ch)		(0x400 + (ch) * SX_FIFO_SIZE)	/* transmit window */

#define SX_OP_RESET		0x01
#define SX_OP_BREAK		0x02

struct sx_chan {
	int num;
	u8 rx_fifo[SX_FIFO_SIZE];
	int rx_len;
	u8 tx_fifo[SX_FIFO_SIZE];
	int tx_len;
};

struct sx_cmd {
	u8 op;
	u8 chan;
	u16 arg;
	u8 data[28];
};

struct sx_board {
	struct pci_dev *pdev;
	void __iomem *regs;
	spinlock_t lock;		/* protects the channels' FIFOs */
	u8 *rx_ring;			/* the board writes received bytes here */
	dma_addr_t rx_ring_dma;
	u8 eeprom[SX_EEPROM_SIZE];
	char name[SX_NAME_LEN];
	u8 serial[8];
	struct sx_cmd last_cmd;
	struct sx_chan chan[SX_NCHAN];
};

/* sx_fifo.c */
int sx_fifo_get(struct sx_chan *ch, unsigned char *buf, int count);
int sx_fifo_put(struct sx_chan *ch, const unsigned char *buf, int count);
void sx_fifo_peek(struct sx_chan *ch, unsigned char *buf, int count);
/* sx_eeprom.c */
int sx_eeprom_load(struct sx_board *bp);
/* sx_cmd.c */
int sx_cmd_issue(struct sx_board *bp, struct sx_cmd *cmd);
/* sx_dma.c */
void sx_dma_flush_tx(struct sx_board *bp, struct sx_chan *ch);
void sx_dma_send_break(struct sx_board *bp, struct sx_chan *ch);

#ifdef SX_TRACE
/*
 * Trace the calls of the FIFO, EEPROM and mailbox routines.  Their
 * definitions put their names in parentheses so that these wrappers do not
 * expand there.
 */
void sx_trace(const char *what, int arg);
#define sx_fifo_get(ch, buf, n)	(sx_trace("get", (n)), (sx_fifo_get)((ch), (buf), (n)))
#define sx_fifo_put(ch, buf, n)	(sx_trace("put", (n)), (sx_fifo_put)((ch), (buf), (n)))
#define sx_eeprom_load(bp)	(sx_trace("eeprom", 0), (sx_eeprom_load)(bp))
#define sx_cmd_issue(bp, cmd)	(sx_trace("cmd", (cmd)->op), (sx_cmd_issue)((bp), (cmd)))
#endif

#endif /* _SX_SERIAL_H */
