// SPDX-License-Identifier: GPL-2.0
/*
 * declonly: a local named dgram_iter is declared (a 2.6.10 driver that
 * kept an iovec cursor of that name for later use) but not yet read where
 * the call is; a second struct iov_iter dgram_iter would not compile.
 */
#include <linux/skbuff.h>

static int declonly_read(struct sk_buff *skb, char __user *buf, int len)
{
	struct iovec *dgram_iter;

	if (skb_copy_datagram(skb, 0, buf, len))
		return -EFAULT;
	return len;
}

static int paramonly_read(struct sk_buff *skb, char __user *buf, int len,
			  int dgram_iter)
{
	return skb_copy_datagram(skb, 0, buf, len);
}
