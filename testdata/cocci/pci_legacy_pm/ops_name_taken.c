// SPDX-License-Identifier: GPL-2.0
/* The name the ops would get is taken: not converted. */
#include <linux/pci.h>
#include <linux/platform_device.h>

static int pfoo_plat_suspend(struct device *dev) { return 0; }
static int pfoo_plat_resume(struct device *dev) { return 0; }
static SIMPLE_DEV_PM_OPS(pfoo_pm_ops, pfoo_plat_suspend, pfoo_plat_resume);

static struct platform_driver pfoo_plat_driver = {
	.driver = { .name = "pfoo", .pm = &pfoo_pm_ops },
};

static int pfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	pfoo_halt(pci_get_drvdata(pdev));
	pci_save_state(pdev);
	pci_set_power_state(pdev, PCI_D3hot);
	return 0;
}

static int pfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	pfoo_start(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver pfoo_pci_driver = {
	.name = "pfoo",
	.suspend = pfoo_suspend,
	.resume = pfoo_resume,
};
