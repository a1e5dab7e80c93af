// SPDX-License-Identifier: GPL-2.0
/*
 * Pointer-to-function parameters, with and without parameter names, and a
 * function returning a pointer to a function.
 */
#include <linux/types.h>

struct port;

static int
walk_ports(fn, data)
	int (*fn)(struct port *, void *);
	void *data;
{
	return fn((struct port *)0, data);
}

static void
set_handler(hook, cookie)
	void (*hook)(u32 status, void *cookie);
	void *cookie;
{
	hook(0, cookie);
}

static int dummy_op(p)
	struct port *p;
{
	return 0;
}

static int (*pick_op(kind))(struct port *)
	int kind;
{
	return kind ? dummy_op : 0;
}
