// SPDX-License-Identifier: GPL-2.0
/*
 * An AGP bridge driver as 6.1 still has them: the legacy methods and
 * their pci_driver entries under the same #ifdef CONFIG_PM.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/agp_backend.h>

static int agp_foo_configure(void);

#ifdef CONFIG_PM

static int agp_foo_resume(struct device *dev)
{
	return agp_foo_configure();
}

static DEFINE_SIMPLE_DEV_PM_OPS(agp_foo_pm_ops, NULL, agp_foo_resume);

#endif /* CONFIG_PM */

static const struct pci_device_id agp_foo_pci_table[] = {
	{ PCI_DEVICE(0x1022, 0x7006) },
	{ }
};
MODULE_DEVICE_TABLE(pci, agp_foo_pci_table);

static struct pci_driver agp_foo_pci_driver = {
	.name		= "agpgart-foo",
	.id_table	= agp_foo_pci_table,
	.probe		= agp_foo_probe,
	.remove		= agp_foo_remove,
#ifdef CONFIG_PM
	.driver.pm = pm_sleep_ptr(&agp_foo_pm_ops),
#endif
};
