// SPDX-License-Identifier: GPL-2.0
/*
 * A suspend that does its work with no initialised local (declared, then
 * assigned: the 2.6 style): the work stays, only what the core does goes.
 */
#include <linux/pci.h>

static int ofoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct ofoo *o;

	o = pci_get_drvdata(pdev);
	netif_device_detach(o->netdev);
	ofoo_stop(o);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int ofoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	return ofoo_start(pci_get_drvdata(pdev));
}

static struct pci_driver ofoo_driver = {
	.name = "ofoo",
	.suspend = ofoo_suspend,
	.resume = ofoo_resume,
};
