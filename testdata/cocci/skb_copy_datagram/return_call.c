/*
 * pktq: a tiny helper with no locals of its own.
 */
#include <linux/skbuff.h>

static inline int pktq_to_user(const struct sk_buff *skb, int off,
			       char __user *to, int len)
{
	return skb_copy_datagram(skb, off, to, len);
}

int pktq_copy_head(const struct sk_buff *skb, char __user *to)
{
	return pktq_to_user(skb, 0, to, skb_headlen(skb));
}
