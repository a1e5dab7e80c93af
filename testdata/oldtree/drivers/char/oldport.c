/*
 * oldport.c: a receive-only PCI data port written against Linux 2.6.10
 * (the reader sleeps on a semaphore the interrupt handler releases, the
 * state lock is checked with rwlock_is_locked(), the buffer lock's field
 * is read directly), for testdata/oldtree.
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/pci.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/interrupt.h>
#include <linux/spinlock.h>
#include <asm/semaphore.h>
#include <asm/uaccess.h>
#include <asm/io.h>

#define DRV_NAME	"oldport"
#define PORT_DATA	0x00
#define PORT_STATUS	0x04

struct oldport {
	void __iomem *regs;
	spinlock_t buf_lock;		/* protects byte and have_byte */
	rwlock_t state_lock;		/* protects open_count */
	struct semaphore rx_ready;	/* released by the interrupt handler */
	unsigned char byte;
	int have_byte;
	int open_count;
};

static struct oldport port0;

static irqreturn_t oldport_interrupt(int irq, void *dev_id,
				     struct pt_regs *regs)
{
	struct oldport *p = dev_id;

	if (!(readl(p->regs + PORT_STATUS) & 1))
		return IRQ_NONE;
	spin_lock(&p->buf_lock);
	p->byte = readl(p->regs + PORT_DATA);
	p->have_byte = 1;
	spin_unlock(&p->buf_lock);
	up(&p->rx_ready);
	return IRQ_HANDLED;
}

static ssize_t oldport_read(struct file *file, char __user *buf,
			    size_t count, loff_t *ppos)
{
	struct oldport *p = &port0;
	unsigned char c;
	int ret;

	if (!count)
		return 0;
	ret = down_interruptible(&p->rx_ready);
	if (ret)
		return ret;
	spin_lock_irq(&p->buf_lock);
	c = p->byte;
	p->have_byte = 0;
	spin_unlock_irq(&p->buf_lock);
	if (put_user(c, buf))
		return -EFAULT;
	return 1;
}

static int oldport_open(struct inode *inode, struct file *file)
{
	struct oldport *p = &port0;

	if (p->buf_lock.lock <= 0)
		printk(KERN_DEBUG DRV_NAME ": buffer busy at open\n");
	write_lock(&p->state_lock);
	p->open_count++;
	write_unlock(&p->state_lock);
	return 0;
}

static int oldport_release(struct inode *inode, struct file *file)
{
	struct oldport *p = &port0;

	WARN_ON(rwlock_is_locked(&p->state_lock));
	write_lock(&p->state_lock);
	p->open_count--;
	write_unlock(&p->state_lock);
	return 0;
}

static struct file_operations oldport_fops = {
	.owner		= THIS_MODULE,
	.read		= oldport_read,
	.open		= oldport_open,
	.release	= oldport_release,
};

static struct miscdevice oldport_misc = {
	.minor		= MISC_DYNAMIC_MINOR,
	.name		= DRV_NAME,
	.fops		= &oldport_fops,
};

static int __devinit oldport_probe(struct pci_dev *pdev,
				   const struct pci_device_id *id)
{
	int err;

	err = pci_enable_device(pdev);
	if (err)
		return err;
	port0.regs = ioremap(pci_resource_start(pdev, 0), 16);
	spin_lock_init(&port0.buf_lock);
	rwlock_init(&port0.state_lock);
	sema_init(&port0.rx_ready, 0);
	err = request_irq(pdev->irq, oldport_interrupt, SA_SHIRQ, DRV_NAME,
			  &port0);
	if (err)
		return err;
	return misc_register(&oldport_misc);
}

static void __devexit oldport_remove(struct pci_dev *pdev)
{
	misc_deregister(&oldport_misc);
	free_irq(pdev->irq, &port0);
	iounmap(port0.regs);
}

static struct pci_device_id oldport_ids[] = {
	{ PCI_DEVICE(0x1234, 0x504f) },
	{ 0, }
};
MODULE_DEVICE_TABLE(pci, oldport_ids);

static struct pci_driver oldport_driver = {
	.name		= DRV_NAME,
	.id_table	= oldport_ids,
	.probe		= oldport_probe,
	.remove		= __devexit_p(oldport_remove),
};

static int __init oldport_init(void)
{
	return pci_module_init(&oldport_driver);
}

static void __exit oldport_exit(void)
{
	pci_unregister_driver(&oldport_driver);
}

module_init(oldport_init);
module_exit(oldport_exit);
MODULE_LICENSE("GPL");
