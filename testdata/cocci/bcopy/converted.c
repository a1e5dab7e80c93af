/*
 * Already converted code and the other copy functions: nothing to do,
 * and memcpy() is never turned into memmove() or back.
 */
#include <linux/string.h>

static void conv_copy(char *dst, const char *src, int n)
{
	memmove(dst, src, n);
	memcpy(dst + n, src, n);
	memcpy_toio((void __iomem *)dst, src, n);
}

static void conv_bcopy_free(char *dst, const char *src, int n)
{
	/* was: bcopy(src, dst, n); */
	memmove(dst, src, n);
}
