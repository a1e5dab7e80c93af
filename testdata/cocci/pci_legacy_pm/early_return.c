// SPDX-License-Identifier: GPL-2.0
/*
 * The suspend returns early when the interface is down, leaving the
 * device in D0: the PCI core would put it to sleep there too.
 */
#include <linux/netdevice.h>
#include <linux/pci.h>

static int rfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct net_device *ndev = pci_get_drvdata(pdev);

	if (!netif_running(ndev))
		return 0;
	netif_device_detach(ndev);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int rfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	netif_device_attach(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver rfoo_driver = {
	.name = "rfoo",
	.suspend = rfoo_suspend,
	.resume = rfoo_resume,
};
