/*
 * x86_fastpath: a function spatch 1.1.1 cannot parse at all (an
 * attribute with arguments in front of the name).  Its bcopy() is not
 * seen, so it is neither edited nor reported here; spatch-report lists
 * the function's file as not analysed, and the leftover bcopy() fails
 * to build on 6.1.  The rest of the file is still converted.
 */
#include <linux/kernel.h>

static void __attribute__((regparm(3)))
xf_copy(char *dst, const char *src, int n)
{
	bcopy(src, dst, n);
}

static void xf_slow(char *dst, const char *src, int n)
{
	bcopy(src, dst, n);
}
