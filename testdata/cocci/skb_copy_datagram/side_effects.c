/*
 * ringdev: buffers and sizes with side effects or calls stay as they
 * are: the buffer would be read before the copy and the size twice.
 * A size built with min() is fine.
 */
#include <linux/kernel.h>
#include <linux/skbuff.h>

struct ring {
	char __user *ubuf;
	int room;
};

extern int ring_room(struct ring *r);

static int ring_fill(struct ring *r, struct sk_buff *skb)
{
	int err;

	err = skb_copy_datagram(skb, 0, r->ubuf++, 1);
	if (err)
		return err;
	err = skb_copy_datagram(skb, 1, r->ubuf, ring_room(r));
	if (err)
		return err;
	return skb_copy_datagram(skb, 0, r->ubuf, min(r->room, (int)skb->len));
}
