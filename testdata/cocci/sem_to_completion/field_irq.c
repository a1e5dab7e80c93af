/*
 * fact_dev: a 2.6.10-style PCI driver whose request function waits for
 * the device's interrupt on a semaphore that starts locked.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <asm/semaphore.h>
#include <asm/io.h>

#define FACT_REG	0x08
#define STATUS_REG	0x20
#define STATUS_IRQ	0x80
#define IRQ_ACK_REG	0x64

struct fact_dev {
	void __iomem *mmio;
	struct semaphore irq_done;
	u32 result;
};

static irqreturn_t fact_interrupt(int irq, void *dev_id)
{
	struct fact_dev *fd = dev_id;

	writel(readl(fd->mmio + 0x24), fd->mmio + IRQ_ACK_REG);
	fd->result = readl(fd->mmio + FACT_REG);
	up(&fd->irq_done);
	return IRQ_HANDLED;
}

static int fact_compute(struct fact_dev *fd, u32 n, u32 *out)
{
	writel(STATUS_IRQ, fd->mmio + STATUS_REG);
	writel(n, fd->mmio + FACT_REG);
	if (down_interruptible(&fd->irq_done))
		return -EINTR;
	*out = fd->result;
	return 0;
}

static int fact_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct fact_dev *fd;
	int err;

	fd = kmalloc(sizeof(*fd), GFP_KERNEL);
	if (!fd)
		return -ENOMEM;
	memset(fd, 0, sizeof(*fd));
	init_MUTEX_LOCKED(&fd->irq_done);
	fd->mmio = pci_iomap(pdev, 0, 0);
	err = request_irq(pdev->irq, fact_interrupt, SA_SHIRQ, "fact", fd);
	if (err)
		return err;
	pci_set_drvdata(pdev, fd);
	return 0;
}
