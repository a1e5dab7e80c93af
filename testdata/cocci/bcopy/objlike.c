/*
 * hwmon_x: "bcopy" is #defined as the name of a local helper with the
 * memcpy argument order, so the calls below are not BSD bcopy() calls:
 * swapping their arguments would be wrong.  Reported, not edited.
 */
#include <linux/string.h>

static void x_copy(void *dst, const void *src, int n)
{
	memcpy(dst, src, n);
}

#define bcopy x_copy

static void x_read_regs(u8 *regs, const u8 *shadow)
{
	bcopy(regs, shadow, 16);
}
