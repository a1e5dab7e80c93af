/*
 * oldbr: declares the kernel function itself, as some out-of-tree code
 * did; the call converts, the prototype is named.
 */
#include <linux/skbuff.h>

extern int skb_copy_datagram(const struct sk_buff *from, int offset,
			     char __user *to, int size);

int oldbr_read(struct sk_buff *skb, char __user *buf, int len)
{
	int err;

	err = skb_copy_datagram(skb, 0, buf, len);
	if (err < 0)
		return err;
	return len;
}
