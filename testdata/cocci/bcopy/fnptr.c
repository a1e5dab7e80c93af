/*
 * cpyops: bcopy handed around as a function pointer.  memmove takes its
 * arguments the other way round, so these need a wrapper written by a
 * human; the plain call is converted, and the prototype stays because
 * the pointer uses still need it.
 */
#include <linux/kernel.h>

extern void bcopy(const void *, void *, int);

typedef void (*copy_fn)(const void *src, void *dst, int len);

struct cpy_ops {
	copy_fn copy;
};

static struct cpy_ops slow_ops = {
	.copy = bcopy,
};

static struct cpy_ops fast_ops;

extern void cpy_register(copy_fn fn);

static int cpy_init(void *dst, const void *src, int len)
{
	copy_fn fn = &bcopy;

	fast_ops.copy = bcopy;
	cpy_register(bcopy);
	fn(src, dst, len);
	bcopy(src, dst, len);
	return slow_ops.copy != NULL;
}
