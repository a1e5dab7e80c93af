/*
 * A state stored into a pci_power_t takes pci_choose_state() with the
 * function's pci_dev, but which device that is must be clear: not when
 * the function assigns its struct pci_dev * parameter (pu_suspend()
 * moves on to the companion function), nor when it has two of them
 * (pu_save(), which the second driver's suspend hands its state).  Both
 * callbacks are left, and the report says why.
 */
#include <linux/module.h>
#include <linux/pci.h>

struct pu_priv {
	struct pci_dev *companion;
	pci_power_t saved;
};

static int pu_suspend(struct pci_dev *pdev, u32 state)
{
	struct pu_priv *priv = pci_get_drvdata(pdev);
	pci_power_t target = state;

	pci_save_state(pdev);
	if (priv->companion)
		pdev = priv->companion;
	pci_set_power_state(pdev, target);
	return 0;
}

static struct pci_driver pu_driver = {
	.name		= "pu",
	.suspend	= pu_suspend,
};

static void pu_save(struct pci_dev *pdev, struct pci_dev *peer, u32 state)
{
	struct pu_priv *priv = pci_get_drvdata(pdev);

	priv->saved = state;
	pci_save_state(peer);
}

static int pu2_suspend(struct pci_dev *pdev, u32 state)
{
	pu_save(pdev, pci_get_drvdata(pdev), state);
	pci_set_power_state(pdev, PCI_D3hot);
	return 0;
}

static struct pci_driver pu2_driver = {
	.name		= "pu2",
	.suspend	= pu2_suspend,
};
