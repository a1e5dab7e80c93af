// SPDX-License-Identifier: GPL-2.0
/*
 * Wake-on-LAN armed from the driver's own setting (np->wol): the PCI core
 * arms wake-up from the user's setting instead, so this is left alone
 * (device_set_wakeup_enable() would change the user's setting).
 */
#include <linux/netdevice.h>
#include <linux/pci.h>

struct wfoo_priv {
	void __iomem *regs;
	u32 wol;
};

static int wfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct net_device *dev = pci_get_drvdata(pdev);
	struct wfoo_priv *np = netdev_priv(dev);

	netif_device_detach(dev);
	wfoo_stop_hw(np);

	pci_save_state(pdev);
	pci_enable_wake(pdev, pci_choose_state(pdev, state), np->wol);
	return pci_set_power_state(pdev, pci_choose_state(pdev, state));
}

static int wfoo_resume(struct pci_dev *pdev)
{
	struct net_device *dev = pci_get_drvdata(pdev);
	struct wfoo_priv *np = netdev_priv(dev);
	int err;

	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	pci_enable_wake(pdev, PCI_D0, 0);

	err = pci_enable_device(pdev);
	if (err)
		return err;
	pci_set_master(pdev);

	wfoo_start_hw(np);
	netif_device_attach(dev);
	return 0;
}

static struct pci_driver wfoo_driver = {
	.name		= "wfoo",
	.id_table	= wfoo_pci_tbl,
	.probe		= wfoo_probe,
	.remove		= wfoo_remove,
	.suspend	= wfoo_suspend,
	.resume		= wfoo_resume,
};
module_pci_driver(wfoo_driver);
