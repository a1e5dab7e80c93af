// SPDX-License-Identifier: GPL-2.0
/*
 * sx_fifo.c - the SX-8 channels' receive and transmit FIFOs
 *
 * From the BSD driver, K&R definitions and all.  sx_fifo_get() takes bytes
 * from the head of the receive FIFO and moves the rest down: an
 * overlapping copy, which the header's bcopy() does with memcpy().
 */
#include "sx_serial.h"

int
(sx_fifo_get)(ch, buf, count)
	struct sx_chan *ch;
	unsigned char *buf;
	int count;
{
	if (count > ch->rx_len)
		count = ch->rx_len;
	bcopy(ch->rx_fifo, buf, count);
	ch->rx_len -= count;
	bcopy(ch->rx_fifo + count, ch->rx_fifo, ch->rx_len);
	return count;
}

int
(sx_fifo_put)(ch, buf, count)
	struct sx_chan *ch;
	const unsigned char *buf;
	int count;
{
	if (count > SX_FIFO_SIZE - ch->tx_len)
		count = SX_FIFO_SIZE - ch->tx_len;
	bcopy(buf, ch->tx_fifo + ch->tx_len, count);
	ch->tx_len += count;
	return count;
}

/* Added by the Linux port: the received bytes, left in the FIFO. */
void sx_fifo_peek(struct sx_chan *ch, unsigned char *buf, int count)
{
	bcopy(ch->rx_fifo, buf, min(count, ch->rx_len));
}
