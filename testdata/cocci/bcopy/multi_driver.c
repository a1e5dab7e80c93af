/*
 * dual_nic: two PCI drivers in one file (as old combined drivers did),
 * each with its own bcopy() users, one inside a loop and one in an
 * interrupt handler.
 */
#include <linux/pci.h>
#include <linux/interrupt.h>

struct alpha_priv {
	u8 mac[6];
	u8 rom[64];
};

static int __devinit alpha_probe(struct pci_dev *pdev,
				 const struct pci_device_id *id)
{
	struct alpha_priv *ap = pci_get_drvdata(pdev);
	int i;

	for (i = 0; i < 4; i++)
		bcopy(ap->rom + i * 16, ap->rom + (i + 1) * 8, 8);
	bcopy(ap->rom, ap->mac, 6);
	return 0;
}

static struct pci_driver alpha_driver = {
	.name	= "alpha_nic",
	.probe	= alpha_probe,
};

struct beta_priv {
	u8 fifo[128];
	int level;
};

static irqreturn_t beta_interrupt(int irq, void *dev_id, struct pt_regs *regs)
{
	struct beta_priv *bp = dev_id;

	if (bp->level > 16) {
		bcopy(bp->fifo + 16, bp->fifo, bp->level - 16);
		bp->level -= 16;
	}
	return IRQ_HANDLED;
}

static struct pci_driver beta_driver = {
	.name	= "beta_nic",
};
