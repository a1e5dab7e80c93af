// SPDX-License-Identifier: GPL-2.0
/*
 * Parameters narrower than int: an old-style definition receives them
 * promoted (char, short and u8 as int, float as double).  The prototype
 * keeps char, short and u8, which callers that see a prototype pass the same
 * way; the definitions are converted with a note.  A float parameter would
 * be passed differently: left alone.
 */
#include <linux/types.h>

static int
put_byte(port, c)
	int port;
	char c;
{
	return port + c;
}

static int
set_mode(mode, flags)
	u8 mode;
	unsigned short flags;
{
	return mode | flags;
}

static int
scale(x, factor)
	int x;
	float factor;
{
	return x;
}

static int
put_string(s, n)
	char *s;
	int n;
{
	return n;
}
