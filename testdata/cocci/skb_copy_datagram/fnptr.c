/*
 * bridgeq: skb_copy_datagram handed around as a function pointer; 6.1
 * has no function of that signature.  The direct call converts; the
 * prototype stays while the pointer uses need it.
 */
#include <linux/skbuff.h>

extern int skb_copy_datagram(const struct sk_buff *from, int offset,
			     char __user *to, int size);

typedef int (*pkt_copy_t)(const struct sk_buff *, int, char __user *, int);

struct bq_ops {
	pkt_copy_t copy;
};

static struct bq_ops bq_default_ops = {
	.copy = skb_copy_datagram,
};

static int bq_read(struct bq_ops *ops, struct sk_buff *skb,
		   char __user *buf, int len)
{
	pkt_copy_t fn = skb_copy_datagram;

	if (ops->copy != fn)
		return ops->copy(skb, 0, buf, len);
	return skb_copy_datagram(skb, 0, buf, len);
}
