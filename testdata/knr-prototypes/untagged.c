// SPDX-License-Identifier: GPL-2.0
/*
 * An untagged structure as a parameter type: cproto writes its body as
 * "{}", the check against the declarations catches it and the definition is
 * left alone.
 */

static int
first_field(p)
	struct { int a; int b; } *p;
{
	return p->a;
}

static int
second_field(p)
	struct pair { int a; int b; } *p;
{
	return p->b;
}
