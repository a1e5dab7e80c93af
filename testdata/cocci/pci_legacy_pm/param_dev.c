// SPDX-License-Identifier: GPL-2.0
/*
 * The pci_dev parameter is called "dev"; prototypes come first; the
 * device goes to D3hot by name.
 */
#include <linux/pci.h>

static int sfoo_suspend(struct pci_dev *dev, pm_message_t state);
static int sfoo_resume(struct pci_dev *dev);

static struct pci_driver sfoo_driver = {
	.name		= "sfoo",
	.id_table	= sfoo_ids,
	.probe		= sfoo_probe,
	.suspend	= sfoo_suspend,
	.resume		= sfoo_resume,
};

static int sfoo_suspend(struct pci_dev *dev, pm_message_t state)
{
	struct sfoo *sf = pci_get_drvdata(dev);

	sfoo_quiesce(sf);
	pci_save_state(dev);
	pci_wake_from_d3(dev, true);
	pci_set_power_state(dev, PCI_D3hot);
	return 0;
}

static int sfoo_resume(struct pci_dev *dev)
{
	struct sfoo *sf = pci_get_drvdata(dev);

	pci_restore_state(dev);
	pci_set_power_state(dev, PCI_D0);
	pci_wake_from_d3(dev, false);
	sfoo_restart(sf);
	return 0;
}
