// SPDX-License-Identifier: GPL-2.0
/*
 * serial_txx9 as pci_legacy_pm leaves it: both callbacks, a
 * DEFINE_SIMPLE_DEV_PM_OPS() over three lines, the entry under its own
 * #ifdef among other entries.
 */
#include <linux/pci.h>

#ifdef CONFIG_PM
static int txx9_suspend_one(struct device *dev_d)
{
	struct pci_dev *dev = to_pci_dev(dev_d);

	return dev ? 0 : -ENODEV;
}

static int txx9_resume_one(struct device *dev_d)
{
	struct pci_dev *dev = to_pci_dev(dev_d);

	return dev ? 0 : -ENODEV;
}

static DEFINE_SIMPLE_DEV_PM_OPS(txx9_pm_ops,
				txx9_suspend_one,
				txx9_resume_one);
#endif

static struct pci_driver txx9_driver = {
	.name		= "txx9",
#ifdef CONFIG_PM
	.driver.pm = pm_sleep_ptr(&txx9_pm_ops),
#endif
	.id_table	= NULL,
};
