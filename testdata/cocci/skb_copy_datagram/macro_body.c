/*
 * lnet: the copy hides in a macro; spatch does not edit macro bodies.
 */
#include <linux/skbuff.h>

#define LNET_COPY(skb, to, n) \
	skb_copy_datagram((skb), 0, (to), (n))

static int lnet_read(struct sk_buff *skb, char __user *buf, int len)
{
	if (LNET_COPY(skb, buf, len))
		return -EFAULT;
	return len;
}
