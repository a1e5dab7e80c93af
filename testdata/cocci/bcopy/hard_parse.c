/*
 * gnu_tricks: code spatch finds hard to parse but does parse: a
 * macro-heavy declaration, GNU statement expressions, attributes and
 * calling-convention macros.  The last call has a statement expression
 * as an argument, which spatch's parser skips: it is reported, not edited.
 */
#include <linux/module.h>
#include <linux/init.h>

#define DECLARE_RING(name, sz) \
	static unsigned char name##_buf[sz] __attribute__((aligned(32)))

DECLARE_RING(rx, 1024);
DECLARE_RING(tx, 1024);

#define RING_COPY(dst, src, n) ({		\
	bcopy((src), (dst), (n));		\
	(n);					\
})

static int __devinit __attribute__((__noinline__)) gt_fill(int n)
{
	int done = ({ bcopy(rx_buf, tx_buf, n); n; });

	return done + RING_COPY(tx_buf + n, rx_buf + n, 16);
}

asmlinkage void fastcall __attribute__((unused))
gt_drain(unsigned char *out, int n)
{
	unsigned long flags __attribute__((unused));

	local_irq_save(flags);
	bcopy(tx_buf, out, ({ int _m = n; _m > 1024 ? 1024 : _m; }));
	local_irq_restore(flags);
}
