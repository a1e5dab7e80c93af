/*
 * The suspend state kept in an integer field of the driver's structure
 * that resume reads as a 2.6.10 state number: a pm_message_t does not
 * fit it, so the callback is left alone and the report names where the
 * field is used.  A second callback stores it into the kernel's
 * pdev->current_state, whose type a per-file run cannot see (struct
 * pci_dev is not defined in the file): refused as before.
 */
#include <linux/pci.h>

struct fi_priv {
	void __iomem *regs;
	u32 pm_state;
};

static int fi_suspend(struct pci_dev *pdev, u32 state)
{
	struct fi_priv *priv = pci_get_drvdata(pdev);

	priv->pm_state = state;
	pci_save_state(pdev);
	return 0;
}

static int fi_resume(struct pci_dev *pdev)
{
	struct fi_priv *priv = pci_get_drvdata(pdev);

	if (priv->pm_state == 3)
		writel(1, priv->regs);
	priv->pm_state = 0;
	pci_restore_state(pdev);
	return 0;
}

static struct pci_driver fi_driver = {
	.name		= "fi",
	.suspend	= fi_suspend,
	.resume		= fi_resume,
};

static int fi2_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	pdev->current_state = state;
	return 0;
}

static struct pci_driver fi2_driver = {
	.name		= "fi2",
	.suspend	= fi2_suspend,
};
