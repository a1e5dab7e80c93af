/*
 * tapdev: the packet of a tap-like device is copied past its pseudo
 * header; the error goes through the usual goto.
 */
#include <linux/kernel.h>
#include <linux/skbuff.h>
#include <linux/netdevice.h>

#define TAP_HDR_LEN 4

struct tap_priv {
	struct net_device_stats stats;
	struct sk_buff_head queue;
};

static int tap_put_user(struct tap_priv *tp, struct sk_buff *skb,
			char __user *ubuf, int len)
{
	int err;

	if (len > skb->len - TAP_HDR_LEN)
		len = skb->len - TAP_HDR_LEN;
	err = skb_copy_datagram(skb, TAP_HDR_LEN, ubuf, len);
	if (err)
		goto out;
	tp->stats.tx_packets++;
	tp->stats.tx_bytes += len;
	err = len;
out:
	kfree_skb(skb);
	return err;
}
