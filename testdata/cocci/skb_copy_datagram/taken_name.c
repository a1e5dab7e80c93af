/*
 * iterdev: the function already has a dgram_iter of its own.
 */
#include <linux/skbuff.h>

struct dgram_pos {
	int next;
};

static int iterdev_read(struct sk_buff *skb, char __user *buf, int len)
{
	struct dgram_pos dgram_iter;

	dgram_iter.next = 0;
	if (skb_copy_datagram(skb, dgram_iter.next, buf, len))
		return -EFAULT;
	return len;
}
