// SPDX-License-Identifier: GPL-2.0
/* A libata driver wired to libata's legacy helpers: named, not converted. */
#include <linux/pci.h>
#include <linux/libata.h>

static struct pci_driver pata_foo_pci_driver = {
	.name		= "pata_foo",
	.id_table	= pata_foo,
	.probe		= pata_foo_init_one,
	.remove		= ata_pci_remove_one,
#ifdef CONFIG_PM_SLEEP
	.suspend	= ata_pci_device_suspend,
	.resume		= ata_pci_device_resume,
#endif
};
