/*
 * Stores of the suspend state into fields of structures the file does
 * not define (with facts): struct cf_priv's pm_state is declared
 * pci_power_t in the driver's header, and so is wake_state, in an
 * anonymous union there; the kernel declares pci_dev's current_state
 * pci_power_t: all three take pci_choose_state().
 * A store into cf_priv's u32 flags is refused, with its callback.
 */
#include <linux/pci.h>
#include "cf_priv.h"

static int cf_suspend(struct pci_dev *pdev, u32 state)
{
	struct cf_priv *priv = pci_get_drvdata(pdev);

	pci_save_state(pdev);
	priv->pm_state = state;
	pdev->current_state = state;
	priv->wake_state = state;
	return 0;
}

static int cf_resume(struct pci_dev *pdev)
{
	struct cf_priv *priv = pci_get_drvdata(pdev);

	pci_restore_state(pdev);
	priv->pm_state = PCI_D0;
	return 0;
}

static struct pci_driver cf_driver = {
	.name		= "cf",
	.suspend	= cf_suspend,
	.resume		= cf_resume,
};

static int cf_flags_suspend(struct pci_dev *pdev, u32 state)
{
	struct cf_priv *priv = pci_get_drvdata(pdev);

	priv->flags = state;
	return 0;
}

static struct pci_driver cf_flags_driver = {
	.name		= "cf-flags",
	.suspend	= cf_flags_suspend,
};
