// SPDX-License-Identifier: GPL-2.0
/*
 * The suspend disables the device after saving its state: with dev_pm_ops
 * the core would save the state of a disabled device (bus mastering off).
 */
#include <linux/pci.h>

static int gfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct gfoo *g = pci_get_drvdata(pdev);

	g->saved = gfoo_read(g, GFOO_OUT);
	pci_save_state(pdev);
	pci_disable_device(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int gfoo_resume(struct pci_dev *pdev)
{
	struct gfoo *g = pci_get_drvdata(pdev);
	int err;

	pci_set_power_state(pdev, PCI_D0);
	err = pci_enable_device(pdev);
	if (err)
		return err;
	pci_restore_state(pdev);
	gfoo_write(g, GFOO_OUT, g->saved);
	return 0;
}

static struct pci_driver gfoo_driver = {
	.name = "gfoo",
	.suspend = gfoo_suspend,
	.resume = gfoo_resume,
};
