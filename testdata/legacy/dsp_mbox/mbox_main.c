// SPDX-License-Identifier: GPL-2.0
/*
 * mbox_main.c - dsp_mbox: PCI DSP mailbox card, 2.6.10
 *
 * The host writes a command and its argument into the mailbox registers;
 * the DSP raises its interrupt when the command is done, and once after
 * reset when its firmware has booted.  The interrupt handler releases the
 * semaphore the other side sleeps on: semaphores used as events, declared
 * in dsp_mbox.h and used by every file of the driver.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include "dsp_mbox.h"

#define DRV_NAME	"dsp_mbox"

struct semaphore mbox_boot_done;

static irqreturn_t mbox_irq(int irq, void *dev_id)
{
	struct mbox_dev *mb = dev_id;
	u32 status = readl(mb->regs + MBOX_REG_STATUS);

	if (!(status & (MBOX_STATUS_CMD_DONE | MBOX_STATUS_BOOTED)))
		return IRQ_NONE;
	writel(status, mb->regs + MBOX_REG_STATUS);
	if (status & MBOX_STATUS_CMD_DONE) {
		mb->result = readl(mb->regs + MBOX_REG_RESULT);
		up(&mb->cmd_done);
	}
	if (status & MBOX_STATUS_BOOTED)
		up(&mbox_boot_done);
	return IRQ_HANDLED;
}

static int mbox_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct mbox_dev *mb;
	int ret;

	mb = devm_kzalloc(&pdev->dev, sizeof(*mb), GFP_KERNEL);
	if (!mb)
		return -ENOMEM;
	mb->pdev = pdev;
	init_MUTEX_LOCKED(&mb->cmd_done);

	ret = pcim_enable_device(pdev);
	if (ret)
		return ret;
	ret = pcim_iomap_regions(pdev, BIT(0), DRV_NAME);
	if (ret)
		return ret;
	mb->regs = pcim_iomap_table(pdev)[0];
	pci_set_drvdata(pdev, mb);

	ret = devm_request_irq(&pdev->dev, pdev->irq, mbox_irq, IRQF_SHARED,
			       DRV_NAME, mb);
	if (ret)
		return ret;
	return mbox_boot(mb);
}

static void mbox_remove(struct pci_dev *pdev)
{
	struct mbox_dev *mb = pci_get_drvdata(pdev);

	writel(0, mb->regs + MBOX_REG_CONTROL);
}

static const struct pci_device_id mbox_ids[] = {
	{ PCI_DEVICE(0x10b5, 0x9050) },
	{ }
};
MODULE_DEVICE_TABLE(pci, mbox_ids);

static struct pci_driver mbox_driver = {
	.name		= DRV_NAME,
	.id_table	= mbox_ids,
	.probe		= mbox_probe,
	.remove		= mbox_remove,
};

static int __init mbox_init(void)
{
	sema_init(&mbox_boot_done, 0);
	return pci_register_driver(&mbox_driver);
}

static void __exit mbox_exit(void)
{
	pci_unregister_driver(&mbox_driver);
}

module_init(mbox_init);
module_exit(mbox_exit);

MODULE_DESCRIPTION("PCI DSP mailbox card (2.6.10-era API)");
MODULE_LICENSE("GPL");
