/*
 * splitq: two copies in one function (one iov_iter for both) and one in
 * a nested block of another.
 */
#include <linux/skbuff.h>

static int splitq_read(struct sk_buff *skb, char __user *hdr, int hlen,
		       char __user *body, int blen)
{
	int err;

	err = skb_copy_datagram(skb, 0, hdr, hlen);
	if (err)
		return err;
	err = skb_copy_datagram(skb, hlen, body, blen);
	return err;
}

static int splitq_peek(struct sk_buff_head *q, char __user *buf, int len)
{
	struct sk_buff *skb;
	int err = -EAGAIN;

	spin_lock_bh(&q->lock);
	skb = skb_peek(q);
	if (skb) {
		if (len > skb->len)
			len = skb->len;
		err = skb_copy_datagram(skb, 0, buf, len);
	}
	spin_unlock_bh(&q->lock);
	return err;
}
