// SPDX-License-Identifier: GPL-2.0
/*
 * knr_fifo.c - the receive buffer of knr_port
 *
 * Ported from a 4.4BSD driver with its old-style definitions.  Bytes come
 * in at the tail from the interrupt handler; readers take them from the
 * head and the rest of the buffer moves down with bcopy(), an overlapping
 * move.  The caller holds port->lock.
 */
#include <linux/string.h>
#include "knr_port.h"

void
knr_fifo_init(port)
	struct knr_port *port;
{
	port->len = 0;
}

int
knr_fifo_put(port, c)
	register struct knr_port *port;
	int c;
{
	if (port->len >= KNR_BUF_SIZE)
		return 0;
	port->buf[port->len++] = c;
	return 1;
}

unsigned int
knr_fifo_take(port, dst, n)
register struct knr_port *port;
u8 *dst;
register unsigned int n;
{
	if (n > port->len)
		n = port->len;
	memcpy(dst, port->buf, n);
	bcopy(port->buf + n, port->buf, port->len - n);
	port->len -= n;
	return n;
}
