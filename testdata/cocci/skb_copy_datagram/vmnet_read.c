/*
 * vnet: a virtual network character device in the style of VMware's
 * vmnet.  read() hands the next queued packet to user space.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/skbuff.h>
#include <linux/sched.h>
#include <linux/wait.h>
#include <asm/uaccess.h>

struct vnet_port {
	struct sk_buff_head rxq;
	wait_queue_head_t waitq;
	unsigned long rx_dropped;
};

static ssize_t vnet_read(struct file *filp, char __user *buf, size_t count,
			 loff_t *ppos)
{
	struct vnet_port *port = filp->private_data;
	struct sk_buff *skb;

	for (;;) {
		skb = skb_dequeue(&port->rxq);
		if (skb)
			break;
		if (filp->f_flags & O_NONBLOCK)
			return -EAGAIN;
		if (wait_event_interruptible(port->waitq,
					     !skb_queue_empty(&port->rxq)))
			return -ERESTARTSYS;
	}

	if (count > skb->len)
		count = skb->len;
	if (skb_copy_datagram(skb, 0, buf, count)) {
		kfree_skb(skb);
		port->rx_dropped++;
		return -EFAULT;
	}
	kfree_skb(skb);
	return count;
}

static struct file_operations vnet_fops = {
	.owner	= THIS_MODULE,
	.read	= vnet_read,
};
