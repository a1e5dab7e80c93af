/*
 * The suspend state kept in a field of the driver's own structure that
 * is declared pci_power_t: 2.6.10 used the state as a D-state there, so
 * the store takes pci_choose_state() with the callback's pci_dev, as a
 * pci_set_power_state() argument does.  A local pci_power_t likewise.
 * A second driver stores it from a helper that has no pci_dev to hand:
 * refused, with the callback that shares its state.
 */
#include <linux/pci.h>

struct fp_priv {
	void __iomem *regs;
	pci_power_t pm_state;
};

static int fp_suspend(struct pci_dev *pdev, u32 state)
{
	struct fp_priv *priv = pci_get_drvdata(pdev);
	pci_power_t target = state;

	pci_save_state(pdev);
	priv->pm_state = state;
	pci_set_power_state(pdev, target);
	return 0;
}

static int fp_resume(struct pci_dev *pdev)
{
	struct fp_priv *priv = pci_get_drvdata(pdev);

	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	priv->pm_state = PCI_D0;
	return 0;
}

static struct pci_driver fp_driver = {
	.name		= "fp",
	.suspend	= fp_suspend,
	.resume		= fp_resume,
};

static void fp2_save(struct fp_priv *priv, u32 state)
{
	priv->pm_state = state;
	writel(0, priv->regs);
}

static int fp2_suspend(struct pci_dev *pdev, u32 state)
{
	fp2_save(pci_get_drvdata(pdev), state);
	pci_set_power_state(pdev, state);
	return 0;
}

static struct pci_driver fp2_driver = {
	.name		= "fp2",
	.suspend	= fp2_suspend,
};
