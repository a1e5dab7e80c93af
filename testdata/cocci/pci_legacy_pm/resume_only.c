// SPDX-License-Identifier: GPL-2.0
/* Only a .resume: the legacy core left the device in D0 at suspend. */
#include <linux/pci.h>

static int ofoo_resume(struct pci_dev *pdev)
{
	pci_restore_state(pdev);
	ofoo_reinit(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver ofoo_driver = {
	.name = "ofoo",
	.resume = ofoo_resume,
};
