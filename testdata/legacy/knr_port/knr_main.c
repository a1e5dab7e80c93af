// SPDX-License-Identifier: GPL-2.0
/*
 * knr_main.c - knr_port: receive-only PCI parallel data port, 2.6.10
 *
 * Ported from a 4.4BSD driver and kept its old-style (K&R) function
 * definitions.  The card has one I/O BAR: a status byte (bit 0: data
 * ready), a data byte and a control byte (bit 0: interrupt enable).  The
 * interrupt handler drains the data into the buffer of knr_fifo.c, and
 * readers of /dev/knr_port take bytes from its head.  Suspend and resume
 * are 2.6.10's, with the state as a u32.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <linux/miscdevice.h>
#include <linux/fs.h>
#include <linux/uaccess.h>
#include "knr_port.h"

#define DRV_NAME	"knr_port"

/* One card only: the misc device has a fixed name. */
static struct knr_port *knr_the_port;

static irqreturn_t
knr_irq(irq, dev_id)
	int irq;
	void *dev_id;
{
	struct knr_port *port = dev_id;
	int handled = 0;

	spin_lock(&port->lock);
	while (inb(port->io + KNR_REG_STATUS) & KNR_STATUS_READY) {
		knr_fifo_put(port, inb(port->io + KNR_REG_DATA));
		handled = 1;
	}
	spin_unlock(&port->lock);
	return IRQ_RETVAL(handled);
}

static ssize_t
knr_read(file, ubuf, count, ppos)
	struct file *file;
	char __user *ubuf;
	size_t count;
	loff_t *ppos;
{
	struct knr_port *port = knr_the_port;
	u8 chunk[64];
	unsigned int n;

	spin_lock_irq(&port->lock);
	n = knr_fifo_take(port, chunk, min(count, sizeof(chunk)));
	spin_unlock_irq(&port->lock);

	if (copy_to_user(ubuf, chunk, n))
		return -EFAULT;
	return n;
}

static const struct file_operations knr_fops = {
	.owner	= THIS_MODULE,
	.read	= knr_read,
	.llseek	= noop_llseek,
};

static struct miscdevice knr_misc = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "knr_port",
	.fops	= &knr_fops,
};

static int
knr_suspend(pdev, state)
	struct pci_dev *pdev;
	u32 state;
{
	struct knr_port *port = pci_get_drvdata(pdev);

	outb(0, port->io + KNR_REG_CONTROL);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int
knr_resume(pdev)
	struct pci_dev *pdev;
{
	struct knr_port *port = pci_get_drvdata(pdev);

	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	outb(KNR_CONTROL_IRQ, port->io + KNR_REG_CONTROL);
	return 0;
}

static int
knr_probe(pdev, id)
	struct pci_dev *pdev;
	const struct pci_device_id *id;
{
	struct knr_port *port;
	int ret;

	if (knr_the_port)
		return -EBUSY;
	port = devm_kzalloc(&pdev->dev, sizeof(*port), GFP_KERNEL);
	if (!port)
		return -ENOMEM;
	port->pdev = pdev;
	spin_lock_init(&port->lock);
	knr_fifo_init(port);

	ret = pcim_enable_device(pdev);
	if (ret)
		return ret;
	ret = pcim_iomap_regions(pdev, BIT(0), DRV_NAME);
	if (ret)
		return ret;
	port->io = pci_resource_start(pdev, 0);
	pci_set_drvdata(pdev, port);

	ret = devm_request_irq(&pdev->dev, pdev->irq, knr_irq, IRQF_SHARED,
			       DRV_NAME, port);
	if (ret)
		return ret;
	knr_the_port = port;
	ret = misc_register(&knr_misc);
	if (ret) {
		knr_the_port = NULL;
		return ret;
	}
	outb(KNR_CONTROL_IRQ, port->io + KNR_REG_CONTROL);
	return 0;
}

static void
knr_remove(pdev)
	struct pci_dev *pdev;
{
	struct knr_port *port = pci_get_drvdata(pdev);

	outb(0, port->io + KNR_REG_CONTROL);
	misc_deregister(&knr_misc);
	knr_the_port = NULL;
}

static const struct pci_device_id knr_ids[] = {
	{ PCI_DEVICE(0x1415, 0x9513) },
	{ }
};
MODULE_DEVICE_TABLE(pci, knr_ids);

static struct pci_driver knr_driver = {
	.name		= DRV_NAME,
	.id_table	= knr_ids,
	.probe		= knr_probe,
	.remove		= knr_remove,
	.suspend	= knr_suspend,
	.resume		= knr_resume,
};

static int __init
knr_init()
{
	return pci_register_driver(&knr_driver);
}

static void __exit
knr_exit()
{
	pci_unregister_driver(&knr_driver);
}

module_init(knr_init);
module_exit(knr_exit);

MODULE_DESCRIPTION("Receive-only PCI parallel data port (BSD port, 2.6.10-era API)");
MODULE_LICENSE("GPL");
