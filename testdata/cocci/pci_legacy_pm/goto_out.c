// SPDX-License-Identifier: GPL-2.0
/* A success path that jumps past the sleep: the legacy core left the device in D0 there: not converted. */
#include <linux/pci.h>

static int cfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct cfoo *c = pci_get_drvdata(pdev);
	int ret = 0;

	if (!c->up)
		goto out;
	cfoo_halt(c);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
out:
	return ret;
}

static int cfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	cfoo_start(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver cfoo_driver = {
	.name = "cfoo",
	.suspend = cfoo_suspend,
	.resume = cfoo_resume,
};
