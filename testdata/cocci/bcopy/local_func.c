/*
 * ringbuf: a character driver with its own byte-by-byte bcopy(),
 * forward-declared before use.
 */
#include <linux/module.h>
#include <linux/fs.h>

static void bcopy(const void *src, void *dst, int len);

static char ring_buf[4096];

static ssize_t ring_compact(int off, int len)
{
	bcopy(ring_buf + off, ring_buf, len);
	return len;
}

static void bcopy(const void *src, void *dst, int len)
{
	const char *s = src;
	char *d = dst;

	while (len--)
		*d++ = *s++;
}

MODULE_LICENSE("GPL");
