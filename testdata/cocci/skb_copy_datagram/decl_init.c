/*
 * rawq: the copy initialises a local.  The last declaration can be split;
 * one followed by more declarations cannot (the copy would move past
 * their initializers).
 */
#include <linux/skbuff.h>
#include <linux/jiffies.h>

struct rawq {
	unsigned long last_rx;
	unsigned int copied;
};

static int rawq_copy(struct rawq *q, struct sk_buff *skb, char __user *buf,
		     int len)
{
	int err = skb_copy_datagram(skb, 0, buf, len);

	if (!err)
		q->copied += len;
	return err;
}

static int rawq_copy_stamp(struct rawq *q, struct sk_buff *skb,
			   char __user *buf, int len)
{
	int err = skb_copy_datagram(skb, 0, buf, len);
	unsigned long now = jiffies;

	q->last_rx = now;
	return err;
}
