/*
 * chunkq: copies in a loop condition and inside a larger expression:
 * the iov_iter cannot be set up before them.
 */
#include <linux/skbuff.h>

static int chunkq_read(struct sk_buff *skb, char __user *buf, int len,
		       int chunk)
{
	int off = 0, bad = 0;

	while (off < len && skb_copy_datagram(skb, off, buf, chunk) == 0) {
		off += chunk;
		buf += chunk;
	}
	bad += skb_copy_datagram(skb, off, buf, len - off) ? 1 : 0;
	return bad ? -EFAULT : len;
}
