/*
 * sniff: copies as the branches of an if.  A then-branch with an else is
 * left (spatch would put the else on its own line); an else-if and a
 * single branch get their braces.
 */
#include <linux/skbuff.h>
#include <linux/errno.h>

static int sniff_read(struct sk_buff *skb, char __user *buf, int len,
		      int raw)
{
	int err;

	if (raw)
		err = skb_copy_datagram(skb, 0, buf, len);
	else
		err = -EINVAL;
	if (err)
		return err;
	if (len < 14)
		return -EINVAL;
	else if (skb_copy_datagram(skb, 14, buf, len - 14))
		return -EFAULT;
	if (raw > 1)
		return skb_copy_datagram(skb, 0, buf, len);
	return 0;
}

static int sniff_peek(struct sk_buff *skb, char __user *buf, int len,
		      int raw)
{
	if (raw)
		if (skb_copy_datagram(skb, 0, buf, len))
			return -EFAULT;
		else
			return len;
	else
		return -EINVAL;
}
