// SPDX-License-Identifier: GPL-2.0
/* Only a .suspend: the ops get NULL for resume. */
#include <linux/pci.h>

static int qfoo_suspend(struct pci_dev *pdev, pm_message_t mesg)
{
	qfoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, mesg));
	return 0;
}

static struct pci_driver qfoo_driver = {
	.name = "qfoo",
	.id_table = qfoo_ids,
	.probe = qfoo_probe,
	.suspend = qfoo_suspend,
};
