// SPDX-License-Identifier: GPL-2.0
/*
 * The #ifdef CONFIG_PM holds a helper besides the converted callbacks:
 * both #ifdefs stay (the entry's ops are defined under the one kept).
 */
#include <linux/pci.h>

#ifdef CONFIG_PM
static void baz_restore_regs(struct pci_dev *pdev)
{
	pci_write_config_byte(pdev, 0x40, 1);
}

static int baz_resume(struct device *dev)
{
	baz_restore_regs(to_pci_dev(dev));
	return 0;
}

static DEFINE_SIMPLE_DEV_PM_OPS(baz_pm_ops, NULL, baz_resume);
#endif

static struct pci_driver baz_driver = {
	.name		= "baz",
#ifdef CONFIG_PM
	.driver.pm = pm_sleep_ptr(&baz_pm_ops),
#endif
};
