/*
 * Wake-on-LAN: pci_enable_wake() is given the suspend state as its
 * pci_power_t argument (trap: it needs pci_choose_state() too), and a
 * literal D3 elsewhere.
 */
#include <linux/pci.h>

struct wol_priv {
	int wol;
};

static int wol_suspend(struct pci_dev *pdev, u32 state)
{
	struct wol_priv *priv = pci_get_drvdata(pdev);

	pci_save_state(pdev);
	pci_enable_wake(pdev, state, priv->wol);
	pci_enable_wake(pdev, 3, 0);
	pci_set_power_state(pdev, state);
	return 0;
}

static struct pci_driver wol_driver = {
	.name		= "wol",
	.suspend	= wol_suspend,
};
