// SPDX-License-Identifier: GPL-2.0
/*
 * mcdev: the size and the buffer come from the device's own operations,
 * called through its ops table: a call, so each would run twice (once for
 * the iov_iter, once for the copy): left alone.
 */
#include <linux/skbuff.h>

struct mcdev_ops {
	int (*len)(struct mcdev *);
};

struct mcdev {
	struct mcdev_ops *ops;
	char *(*getbuf)(struct mcdev *);
};

static int mcdev_read(struct sk_buff *skb, struct mcdev *md, char *to)
{
	int err;

	err = skb_copy_datagram(skb, 0, to, md->ops->len(md));
	return err;
}

static int mcdev_peek(struct sk_buff *skb, struct mcdev *md)
{
	int err;

	err = skb_copy_datagram(skb, 0, md->getbuf(md), 16);
	return err;
}
