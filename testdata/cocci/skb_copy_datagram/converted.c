/*
 * newnet: already in its 6.1 form; nothing to do.
 */
#include <linux/skbuff.h>
#include <linux/uio.h>

static int newnet_read(struct sk_buff *skb, char __user *buf, int len)
{
	struct iov_iter dgram_iter;

	iov_iter_ubuf(&dgram_iter, ITER_DEST, buf, len);
	return skb_copy_datagram_iter(skb, 0, &dgram_iter, len);
}
