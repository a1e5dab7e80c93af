/*
 * The driver re-arms its event itself: probe initialises it, and every
 * DMA request initialises it again before it starts the transfer.
 */
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <asm/semaphore.h>

struct dma_eng {
	void __iomem *mmio;
	struct semaphore xfer_done;
};

static irqreturn_t dma_irq(int irq, void *dev_id)
{
	struct dma_eng *de = dev_id;

	writel(0, de->mmio + 0x64);
	up(&de->xfer_done);
	return IRQ_HANDLED;
}

static int dma_copy(struct dma_eng *de, dma_addr_t src, dma_addr_t dst,
		    u32 len)
{
	sema_init(&de->xfer_done, 0);
	writel(src, de->mmio + 0x80);
	writel(dst, de->mmio + 0x88);
	writel(len, de->mmio + 0x90);
	writel(1, de->mmio + 0x98);
	down(&de->xfer_done);
	return 0;
}

static int dma_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct dma_eng *de;

	de = kmalloc(sizeof(*de), GFP_KERNEL);
	if (!de)
		return -ENOMEM;
	sema_init(&de->xfer_done, 0);
	pci_set_drvdata(pdev, de);
	return 0;
}
