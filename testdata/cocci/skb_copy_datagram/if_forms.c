/*
 * pppx: the copy tested in the ways drivers of the time wrote it.
 */
#include <linux/skbuff.h>
#include <linux/errno.h>

static int pppx_a(struct sk_buff *skb, char __user *buf, int len)
{
	if (skb_copy_datagram(skb, 2, buf, len) < 0)
		return -EFAULT;
	return len;
}

static int pppx_b(struct sk_buff *skb, char __user *buf, int len)
{
	int rc;

	if ((rc = skb_copy_datagram(skb, 0, buf, len)) != 0)
		printk(KERN_DEBUG "pppx: copy failed: %d\n", rc);
	else
		rc = len;
	return rc;
}

static int pppx_c(struct sk_buff *skb, char __user *buf, int len)
{
	if (!skb_copy_datagram(skb, 0, buf, len))
		return len;
	return -EFAULT;
}
