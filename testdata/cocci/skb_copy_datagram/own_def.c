/*
 * compat: the driver carries its own skb_copy_datagram() for kernels
 * that no longer export it.  Its calls are that function's: left alone.
 */
#include <linux/skbuff.h>
#include <linux/uio.h>

static int skb_copy_datagram(const struct sk_buff *from, int offset,
			     char __user *to, int size)
{
	struct iovec iov = {
		.iov_base = to,
		.iov_len = size,
	};

	return skb_copy_datagram_iovec(from, offset, &iov, size);
}

static int compat_read(struct sk_buff *skb, char __user *buf, int len)
{
	return skb_copy_datagram(skb, 0, buf, len);
}
