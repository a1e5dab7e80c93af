// SPDX-License-Identifier: GPL-2.0
/*
 * shim.c - receive-only PCI data port, ported from a BSD driver (2.6.10)
 *
 * The card has one I/O BAR: a status byte (bit 0: data ready), a data byte
 * and an interrupt enable.  The interrupt handler drains the data into a
 * linear buffer and readers of /dev/shim_port take bytes from its head;
 * the rest of the buffer is moved down with bcopy().  The port kept the
 * BSD driver's compatibility macro for bcopy(), which maps it to memcpy():
 * wrong for the overlapping move the reader does, and the reason 2.6.11
 * removed bcopy() altogether.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <linux/miscdevice.h>
#include <linux/fs.h>
#include <linux/uaccess.h>
#include <linux/spinlock.h>
#include <linux/string.h>

#define bcopy(s, d, n)	memcpy(d, s, n)		/* BSD compatibility */

#define DRV_NAME		"shim_port"

#define SHIM_REG_STATUS		0x00
#define  SHIM_STATUS_READY	0x01
#define SHIM_REG_DATA		0x01
#define SHIM_REG_IRQ_ENABLE	0x02

#define SHIM_BUF_SIZE		512

struct shim_port {
	struct pci_dev *pdev;
	unsigned long io;
	spinlock_t lock;		/* protects buf and len */
	u8 buf[SHIM_BUF_SIZE];
	size_t len;
};

/* One card only: the misc device has a fixed name. */
static struct shim_port *shim_the_port;

static irqreturn_t shim_irq(int irq, void *dev_id)
{
	struct shim_port *port = dev_id;
	int handled = 0;

	spin_lock(&port->lock);
	while (inb(port->io + SHIM_REG_STATUS) & SHIM_STATUS_READY) {
		u8 c = inb(port->io + SHIM_REG_DATA);

		if (port->len < SHIM_BUF_SIZE)
			port->buf[port->len++] = c;
		handled = 1;
	}
	spin_unlock(&port->lock);
	return IRQ_RETVAL(handled);
}

static ssize_t shim_read(struct file *file, char __user *ubuf, size_t count,
			 loff_t *ppos)
{
	struct shim_port *port = shim_the_port;
	u8 chunk[64];
	size_t n;

	spin_lock_irq(&port->lock);
	n = min3(count, port->len, sizeof(chunk));
	memcpy(chunk, port->buf, n);
	bcopy(port->buf + n, port->buf, port->len - n);
	port->len -= n;
	spin_unlock_irq(&port->lock);

	if (copy_to_user(ubuf, chunk, n))
		return -EFAULT;
	return n;
}

static const struct file_operations shim_fops = {
	.owner	= THIS_MODULE,
	.read	= shim_read,
	.llseek	= noop_llseek,
};

static struct miscdevice shim_misc = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "shim_port",
	.fops	= &shim_fops,
};

static int shim_suspend(struct pci_dev *pdev, u32 state)
{
	struct shim_port *port = pci_get_drvdata(pdev);

	outb(0, port->io + SHIM_REG_IRQ_ENABLE);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int shim_resume(struct pci_dev *pdev)
{
	struct shim_port *port = pci_get_drvdata(pdev);

	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	outb(1, port->io + SHIM_REG_IRQ_ENABLE);
	return 0;
}

static int shim_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct shim_port *port;
	int ret;

	if (shim_the_port)
		return -EBUSY;
	port = devm_kzalloc(&pdev->dev, sizeof(*port), GFP_KERNEL);
	if (!port)
		return -ENOMEM;
	port->pdev = pdev;
	spin_lock_init(&port->lock);

	ret = pcim_enable_device(pdev);
	if (ret)
		return ret;
	ret = pcim_iomap_regions(pdev, BIT(0), DRV_NAME);
	if (ret)
		return ret;
	port->io = pci_resource_start(pdev, 0);
	pci_set_drvdata(pdev, port);

	ret = devm_request_irq(&pdev->dev, pdev->irq, shim_irq, IRQF_SHARED,
			       DRV_NAME, port);
	if (ret)
		return ret;
	shim_the_port = port;
	ret = misc_register(&shim_misc);
	if (ret) {
		shim_the_port = NULL;
		return ret;
	}
	outb(1, port->io + SHIM_REG_IRQ_ENABLE);
	return 0;
}

static void shim_remove(struct pci_dev *pdev)
{
	struct shim_port *port = pci_get_drvdata(pdev);

	outb(0, port->io + SHIM_REG_IRQ_ENABLE);
	misc_deregister(&shim_misc);
	shim_the_port = NULL;
}

static const struct pci_device_id shim_ids[] = {
	{ PCI_DEVICE(0x10b5, 0x9050) },
	{ }
};
MODULE_DEVICE_TABLE(pci, shim_ids);

static struct pci_driver shim_driver = {
	.name		= DRV_NAME,
	.id_table	= shim_ids,
	.probe		= shim_probe,
	.remove		= shim_remove,
	.suspend	= shim_suspend,
	.resume		= shim_resume,
};

static int __init shim_init(void)
{
	return pci_register_driver(&shim_driver);
}

static void __exit shim_exit(void)
{
	pci_unregister_driver(&shim_driver);
}

module_init(shim_init);
module_exit(shim_exit);

MODULE_DESCRIPTION("Receive-only PCI data port (BSD port, 2.6.10-era API)");
MODULE_LICENSE("GPL");
