// SPDX-License-Identifier: GPL-2.0
/*
 * A network driver: "dev" is the net_device in its callbacks, wake-up is
 * enabled as the user's setting allows (pci_enable_wake(..., 1): what the
 * PCI core does), the suspend ends in "return pci_set_power_state(...)".
 */
#include <linux/netdevice.h>
#include <linux/pci.h>

struct nfoo_priv {
	void __iomem *regs;
	u32 wol;
};

static int nfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct net_device *dev = pci_get_drvdata(pdev);
	struct nfoo_priv *np = netdev_priv(dev);

	netif_device_detach(dev);
	nfoo_stop_hw(np);

	pci_save_state(pdev);
	pci_enable_wake(pdev, pci_choose_state(pdev, state), 1);
	return pci_set_power_state(pdev, pci_choose_state(pdev, state));
}

static int nfoo_resume(struct pci_dev *pdev)
{
	struct net_device *dev = pci_get_drvdata(pdev);
	struct nfoo_priv *np = netdev_priv(dev);
	int err;

	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	pci_enable_wake(pdev, PCI_D0, 0);

	err = pci_enable_device(pdev);
	if (err)
		return err;
	pci_set_master(pdev);

	nfoo_start_hw(np);
	netif_device_attach(dev);
	return 0;
}

static struct pci_driver nfoo_driver = {
	.name		= "nfoo",
	.id_table	= nfoo_pci_tbl,
	.probe		= nfoo_probe,
	.remove		= nfoo_remove,
	.suspend	= nfoo_suspend,
	.resume		= nfoo_resume,
};
module_pci_driver(nfoo_driver);
