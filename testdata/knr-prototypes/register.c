// SPDX-License-Identifier: GPL-2.0
/*
 * register parameters and implicit int, the way drivers/char/ and the
 * old ISA network drivers wrote them in 2.6.10.
 */
#include <linux/kernel.h>
#include <asm/io.h>

static int
inb_loop(port, count)
	register int port;
	register int count;
{
	while (count--)
		inb(port);
	return 0;
}

/* implicit int: the return type, x (register) and len (undeclared) */
static
checksum(x, len)
	register x;
{
	return x + len;
}

sum2(a, b)
register a, b;
{
	return a + b;
}

static unsigned
mask_bits(reg, mask)
	register unsigned reg;
	unsigned mask;
{
	return reg & mask;
}
