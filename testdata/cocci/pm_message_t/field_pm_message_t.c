/*
 * A 2.6.11 driver half way: its structure already keeps the state as a
 * pm_message_t (2.6.11's typedef), its callback still takes a u32.  The
 * store takes the state as is once the callback converts.
 */
#include <linux/pci.h>

struct fm_priv {
	void __iomem *regs;
	pm_message_t pm_state;
};

static int fm_suspend(struct pci_dev *pdev, u32 state)
{
	struct fm_priv *priv = pci_get_drvdata(pdev);

	priv->pm_state = state;
	pci_save_state(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static int fm_resume(struct pci_dev *pdev)
{
	struct fm_priv *priv = pci_get_drvdata(pdev);

	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	priv->pm_state = PMSG_ON;
	return 0;
}

static struct pci_driver fm_driver = {
	.name		= "fm",
	.suspend	= fm_suspend,
	.resume		= fm_resume,
};
