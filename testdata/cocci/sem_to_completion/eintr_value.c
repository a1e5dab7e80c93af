/*
 * A character device whose read() waits interruptibly for data and
 * passes the wait's result back to the caller.
 */
#include <linux/fs.h>
#include <linux/interrupt.h>
#include <asm/semaphore.h>
#include <asm/uaccess.h>

struct ser_port {
	struct semaphore rx_ready;
	unsigned char rx_byte;
};

static struct ser_port port0;

static irqreturn_t ser_rx_irq(int irq, void *dev_id)
{
	struct ser_port *sp = dev_id;

	sp->rx_byte = inb(0x3f8);
	up(&sp->rx_ready);
	return IRQ_HANDLED;
}

static ssize_t ser_read(struct file *file, char __user *buf, size_t len,
			loff_t *ppos)
{
	int ret;

	ret = down_interruptible(&port0.rx_ready);
	if (ret == -EINTR)
		printk(KERN_DEBUG "ser: read interrupted\n");
	if (ret)
		return ret;
	if (put_user(port0.rx_byte, buf))
		return -EFAULT;
	return 1;
}

static int ser_open(struct inode *inode, struct file *file)
{
	init_MUTEX_LOCKED(&port0.rx_ready);
	return 0;
}
