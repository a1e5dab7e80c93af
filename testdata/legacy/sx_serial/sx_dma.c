// SPDX-License-Identifier: GPL-2.0
/*
 * sx_dma.c - the transmit path: the channels' transmit FIFOs go to the
 * board's windows
 *
 * The windows are I/O memory, so in this file "bcopy" is the driver's own
 * I/O copy, with memcpy_toio()'s argument order (destination first), not
 * the BSD bcopy() of sx_serial.h.
 */
#include <linux/io.h>
#include "sx_serial.h"

static void sx_copy_toio(void __iomem *dst, const void *src, size_t n)
{
	memcpy_toio(dst, src, n);
}

#undef bcopy
#define bcopy sx_copy_toio

void sx_dma_flush_tx(struct sx_board *bp, struct sx_chan *ch)
{
	bcopy(bp->regs + SX_WIN(ch->num), ch->tx_fifo, ch->tx_len);
	ch->tx_len = 0;
}

void sx_dma_send_break(struct sx_board *bp, struct sx_chan *ch)
{
	static const u8 brk[4] = { 0xff, 0x00, 0x00, 0x00 };

	bcopy(bp->regs + SX_WIN(ch->num), brk, sizeof(brk));
}
