// SPDX-License-Identifier: GPL-2.0
/*
 * The ops are defined outside any conditional; only the pci_driver entry
 * sits under #ifdef CONFIG_PM_SLEEP: that #ifdef goes.
 */
#include <linux/pci.h>

static int bar_resume(struct device *dev)
{
	return 0;
}

static DEFINE_SIMPLE_DEV_PM_OPS(bar_pm_ops, NULL, bar_resume);

static struct pci_driver bar_driver = {
	.name		= "bar",
#ifdef CONFIG_PM_SLEEP
	.driver.pm = pm_sleep_ptr(&bar_pm_ops),
#endif
};
