/*
 * sbus_dma: a driver that carried a private copy of lib/string.c's
 * bcopy(), guarded the way the arch headers guarded theirs.
 */
#include <linux/module.h>
#include <linux/string.h>

#define __HAVE_ARCH_BCOPY

#ifndef __HAVE_ARCH_BCOPY
void bcopy(const void *srcp, void *destp, size_t count)
{
	const char *src = srcp;
	char *dest = destp;

	while (count--)
		*dest++ = *src++;
}
EXPORT_SYMBOL(bcopy);
#endif

int sbus_dma_fill(void *dst, const void *src, size_t n)
{
	bcopy(src, dst, n);
	return 0;
}
