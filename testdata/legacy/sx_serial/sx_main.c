// SPDX-License-Identifier: GPL-2.0
/*
 * sx_main.c - SX-8 multiport serial board: PCI glue and interrupt (2.6.10)
 *
 * The board writes received bytes to a ring in host memory, one
 * SX_FIFO_SIZE slice per channel, and raises its interrupt; the handler
 * moves them into the channels' receive FIFOs.  At probe time the board's
 * EEPROM is read and the firmware is reset through the mailbox.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <linux/dma-mapping.h>
#include <linux/io.h>
#include "sx_serial.h"

#define SX_RX_RING_SIZE	(SX_NCHAN * SX_FIFO_SIZE)

static const struct sx_cmd sx_reset_cmd = {
	.op	= SX_OP_RESET,
	.arg	= SX_NCHAN,
};

static irqreturn_t sx_interrupt(int irq, void *dev_id)
{
	struct sx_board *bp = dev_id;
	u32 status = readl(bp->regs + SX_REG_IRQ_STATUS);
	int i;

	if (!status)
		return IRQ_NONE;
	spin_lock(&bp->lock);
	for (i = 0; i < SX_NCHAN; i++) {
		struct sx_chan *ch = &bp->chan[i];
		int n;

		if (!(status & BIT(i)))
			continue;
		n = readl(bp->regs + SX_REG_RX_COUNT(i)) & (SX_FIFO_SIZE - 1);
		n = min(n, SX_FIFO_SIZE - ch->rx_len);
		bcopy(bp->rx_ring + i * SX_FIFO_SIZE, ch->rx_fifo + ch->rx_len, n);
		ch->rx_len += n;
	}
	writel(status, bp->regs + SX_REG_IRQ_STATUS);
	spin_unlock(&bp->lock);
	return IRQ_HANDLED;
}

static int sx_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct sx_board *bp;
	struct sx_cmd cmd;
	int i, ret;

	bp = devm_kzalloc(&pdev->dev, sizeof(*bp), GFP_KERNEL);
	if (!bp)
		return -ENOMEM;
	bp->pdev = pdev;
	spin_lock_init(&bp->lock);
	for (i = 0; i < SX_NCHAN; i++)
		bp->chan[i].num = i;

	ret = pcim_enable_device(pdev);
	if (ret)
		return ret;
	ret = pcim_iomap_regions(pdev, BIT(0), SX_DRV_NAME);
	if (ret)
		return ret;
	bp->regs = pcim_iomap_table(pdev)[0];
	pci_set_master(pdev);
	bp->rx_ring = dmam_alloc_coherent(&pdev->dev, SX_RX_RING_SIZE,
					  &bp->rx_ring_dma, GFP_KERNEL);
	if (!bp->rx_ring)
		return -ENOMEM;

	ret = sx_eeprom_load(bp);
	if (ret) {
		dev_err(&pdev->dev, "bad EEPROM checksum\n");
		return ret;
	}
	bcopy(&sx_reset_cmd, &cmd, sizeof(cmd));
	ret = sx_cmd_issue(bp, &cmd);
	if (ret) {
		dev_err(&pdev->dev, "firmware does not answer\n");
		return ret;
	}

	pci_set_drvdata(pdev, bp);
	ret = devm_request_irq(&pdev->dev, pdev->irq, sx_interrupt, IRQF_SHARED,
			       SX_DRV_NAME, bp);
	if (ret)
		return ret;
	writel(GENMASK(SX_NCHAN - 1, 0), bp->regs + SX_REG_IRQ_ENABLE);
	dev_info(&pdev->dev, "%s, serial %8phN, %d channels\n", bp->name,
		 bp->serial, SX_NCHAN);
	return 0;
}

static void sx_remove(struct pci_dev *pdev)
{
	struct sx_board *bp = pci_get_drvdata(pdev);

	writel(0, bp->regs + SX_REG_IRQ_ENABLE);
}

static const struct pci_device_id sx_ids[] = {
	{ PCI_DEVICE(0x11cb, 0x2000) },
	{ }
};
MODULE_DEVICE_TABLE(pci, sx_ids);

static struct pci_driver sx_driver = {
	.name		= SX_DRV_NAME,
	.id_table	= sx_ids,
	.probe		= sx_probe,
	.remove		= sx_remove,
};

static int __init sx_init(void)
{
	return pci_register_driver(&sx_driver);
}

static void __exit sx_exit(void)
{
	pci_unregister_driver(&sx_driver);
}

module_init(sx_init);
module_exit(sx_exit);

MODULE_DESCRIPTION("SX-8 multiport serial board (BSD port, 2.6.10-era API)");
MODULE_LICENSE("GPL");
