/*
 * tiny_eth: a small 2.6.10-style network driver that copies frames
 * with bcopy().
 */
#include <linux/kernel.h>
#include <linux/netdevice.h>
#include <linux/skbuff.h>

#define TINY_HDR_LEN	14

struct tiny_priv {
	unsigned char hdr[TINY_HDR_LEN];
	unsigned char ring[2048];
	int head;
};

static void tiny_save_header(struct tiny_priv *tp, struct sk_buff *skb)
{
	bcopy(skb->data, tp->hdr, TINY_HDR_LEN);
}

static int tiny_rx(struct net_device *dev, int len)
{
	struct tiny_priv *tp = dev->priv;
	struct sk_buff *skb;

	skb = dev_alloc_skb(len + 2);
	if (!skb)
		return -ENOMEM;
	skb_reserve(skb, 2);
	bcopy(&tp->ring[tp->head], skb_put(skb, len), len);
	/* drop the consumed bytes: the areas overlap */
	bcopy(tp->ring + len, tp->ring, sizeof(tp->ring) - len);
	netif_rx(skb);
	return 0;
}
