// SPDX-License-Identifier: GPL-2.0
/*
 * probe() calls the resume callback: it is not the ops' alone, and the
 * #ifdef stays.
 */
#include <linux/pci.h>

#ifdef CONFIG_PM
static int quux_resume(struct device *dev)
{
	return 0;
}

static DEFINE_SIMPLE_DEV_PM_OPS(quux_pm_ops, NULL, quux_resume);
#endif

static int quux_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	return quux_resume(&pdev->dev);
}
