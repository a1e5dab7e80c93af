/*
 * oldnic.c: a PCI network card driver written against Linux 2.6.10 (the
 * suspend callback takes the power state as a u32, the receive ring is
 * compacted with bcopy()), for testdata/oldtree.
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/pci.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/interrupt.h>
#include <linux/string.h>
#include <asm/io.h>

#define DRV_NAME	"oldnic"
#define RX_BUF_LEN	2048

#define NIC_CTRL	0x00
#define NIC_STATUS	0x04
#define NIC_RX_LEN	0x08
#define NIC_RX_DATA	0x0c

struct oldnic {
	struct pci_dev *pdev;
	struct net_device *dev;
	void __iomem *regs;
	unsigned char rx_buf[RX_BUF_LEN];
	unsigned int rx_len;
	u32 saved_ctrl;
};

/* Drop the first n bytes of the receive buffer: the areas overlap. */
static void oldnic_rx_consume(struct oldnic *np, unsigned int n)
{
	if (n >= np->rx_len) {
		np->rx_len = 0;
		return;
	}
	bcopy(np->rx_buf + n, np->rx_buf, np->rx_len - n);
	np->rx_len -= n;
}

static irqreturn_t oldnic_interrupt(int irq, void *dev_id, struct pt_regs *regs)
{
	struct oldnic *np = dev_id;
	u32 status = readl(np->regs + NIC_STATUS);
	unsigned int len;

	if (!status)
		return IRQ_NONE;
	len = readl(np->regs + NIC_RX_LEN);
	if (len > RX_BUF_LEN - np->rx_len)
		len = RX_BUF_LEN - np->rx_len;
	memcpy_fromio(np->rx_buf + np->rx_len, np->regs + NIC_RX_DATA, len);
	np->rx_len += len;
	oldnic_rx_consume(np, len / 2);
	writel(status, np->regs + NIC_STATUS);
	return IRQ_HANDLED;
}

#ifdef CONFIG_PM
static int oldnic_suspend(struct pci_dev *pdev, u32 state)
{
	struct oldnic *np = pci_get_drvdata(pdev);

	netif_device_detach(np->dev);
	np->saved_ctrl = readl(np->regs + NIC_CTRL);
	pci_save_state(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static int oldnic_resume(struct pci_dev *pdev)
{
	struct oldnic *np = pci_get_drvdata(pdev);

	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	writel(np->saved_ctrl, np->regs + NIC_CTRL);
	netif_device_attach(np->dev);
	return 0;
}
#endif

static int __devinit oldnic_probe(struct pci_dev *pdev,
				  const struct pci_device_id *id)
{
	struct net_device *dev;
	struct oldnic *np;
	int err;

	err = pci_enable_device(pdev);
	if (err)
		return err;
	dev = alloc_etherdev(sizeof(*np));
	if (!dev)
		return -ENOMEM;
	np = netdev_priv(dev);
	np->pdev = pdev;
	np->dev = dev;
	np->regs = ioremap(pci_resource_start(pdev, 0), 256);
	pci_set_drvdata(pdev, np);
	err = request_irq(pdev->irq, oldnic_interrupt, SA_SHIRQ, DRV_NAME, np);
	if (err)
		goto out_free;
	err = register_netdev(dev);
	if (err)
		goto out_irq;
	return 0;

out_irq:
	free_irq(pdev->irq, np);
out_free:
	iounmap(np->regs);
	free_netdev(dev);
	return err;
}

static void __devexit oldnic_remove(struct pci_dev *pdev)
{
	struct oldnic *np = pci_get_drvdata(pdev);

	unregister_netdev(np->dev);
	free_irq(pdev->irq, np);
	iounmap(np->regs);
	free_netdev(np->dev);
}

static struct pci_device_id oldnic_ids[] = {
	{ PCI_DEVICE(0x1234, 0x4e49) },
	{ 0, }
};
MODULE_DEVICE_TABLE(pci, oldnic_ids);

static struct pci_driver oldnic_driver = {
	.name		= DRV_NAME,
	.id_table	= oldnic_ids,
	.probe		= oldnic_probe,
	.remove		= __devexit_p(oldnic_remove),
#ifdef CONFIG_PM
	.suspend	= oldnic_suspend,
	.resume		= oldnic_resume,
#endif
};

static int __init oldnic_init(void)
{
	return pci_module_init(&oldnic_driver);
}

static void __exit oldnic_exit(void)
{
	pci_unregister_driver(&oldnic_driver);
}

module_init(oldnic_init);
module_exit(oldnic_exit);
MODULE_LICENSE("GPL");
