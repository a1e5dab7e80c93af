// SPDX-License-Identifier: GPL-2.0
/* The suspend passes its message on, and there is no .resume: the legacy
 * core re-enabled the device, the generic path would not: not converted. */
#include <linux/pci.h>

static int nfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	nfoo_quiesce(pci_get_drvdata(pdev), state);
	pci_save_state(pdev);
	pci_disable_device(pdev);
	return 0;
}

static struct pci_driver nrfoo_driver = {
	.name = "nrfoo",
	.suspend = nfoo_suspend,
};
