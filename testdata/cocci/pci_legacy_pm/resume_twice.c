// SPDX-License-Identifier: GPL-2.0
/* The resume sets a power state again, which cannot go: not converted. */
#include <linux/pci.h>

static int hfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	hfoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_set_power_state(pdev, PCI_D3hot);
	return 0;
}

static int hfoo_resume(struct pci_dev *pdev)
{
	struct hfoo *h = pci_get_drvdata(pdev);

	if (h->fast)
		return hfoo_start(h);
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	pci_set_power_state(pdev, PCI_D3cold);
	hfoo_start(h);
	return 0;
}

static struct pci_driver hfoo_driver = {
	.name = "hfoo",
	.suspend = hfoo_suspend,
	.resume = hfoo_resume,
};
