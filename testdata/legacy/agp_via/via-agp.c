// SPDX-License-Identifier: GPL-2.0
/*
 * via-agp.c - AGP-style driver for VIA host bridges, 2.6.10 style
 *
 * Finds the bridge's AGP capability, reports the aperture the BIOS set up
 * and keeps the GART control register across suspend.  It stands alone
 * (the kernel's AGP core headers are private to drivers/char/agp), but its
 * power management is written the way the 2.6.10 AGP drivers wrote it: a
 * suspend(pdev, u32 state) that saves the config space and puts the bridge
 * in D3 with a literal power state number.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/slab.h>

#define DRV_NAME		"via_agp_legacy"

/* VIA bridge registers in PCI config space */
#define VIA_APSIZE		0x84	/* aperture size */
#define VIA_GARTCTRL		0x80	/* GART/TLB control */
#define VIA_ATTBASE		0x88	/* GATT base */

#define VIA_AGP_RATES		(PCI_AGP_STATUS_RATE4 | PCI_AGP_STATUS_RATE2 | \
				 PCI_AGP_STATUS_RATE1)

struct via_agp {
	struct pci_dev *pdev;
	u8 cap;			/* AGP capability offset */
	u32 gartctrl;		/* saved across suspend */
	u32 attbase;
};

/* The aperture size register counts 1 MiB units as a mask of zero bits. */
static unsigned int via_aperture_mb(u8 apsize)
{
	return 256U >> hweight8(apsize);
}

static int via_agp_suspend(struct pci_dev *pdev, u32 state)
{
	struct via_agp *via = pci_get_drvdata(pdev);

	pci_read_config_dword(pdev, VIA_GARTCTRL, &via->gartctrl);
	pci_read_config_dword(pdev, VIA_ATTBASE, &via->attbase);
	pci_save_state(pdev);
	pci_set_power_state(pdev, 3);
	return 0;
}

static int via_agp_resume(struct pci_dev *pdev)
{
	struct via_agp *via = pci_get_drvdata(pdev);

	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	pci_write_config_dword(pdev, VIA_ATTBASE, via->attbase);
	pci_write_config_dword(pdev, VIA_GARTCTRL, via->gartctrl);
	return 0;
}

static int via_agp_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct via_agp *via;
	u32 agpstat;
	u8 apsize;
	u8 cap;

	cap = pci_find_capability(pdev, PCI_CAP_ID_AGP);
	if (!cap)
		return -ENODEV;

	via = kzalloc(sizeof(*via), GFP_KERNEL);
	if (!via)
		return -ENOMEM;
	via->pdev = pdev;
	via->cap = cap;
	pci_set_drvdata(pdev, via);

	pci_read_config_dword(pdev, cap + PCI_AGP_STATUS, &agpstat);
	pci_read_config_byte(pdev, VIA_APSIZE, &apsize);
	dev_info(&pdev->dev, "AGP %s, rates %#x, aperture %u MiB\n",
		 agpstat & PCI_AGP_STATUS_SBA ? "with SBA" : "without SBA",
		 agpstat & VIA_AGP_RATES, via_aperture_mb(apsize));
	return 0;
}

static void via_agp_remove(struct pci_dev *pdev)
{
	kfree(pci_get_drvdata(pdev));
}

static const struct pci_device_id via_agp_ids[] = {
	{ PCI_DEVICE(PCI_VENDOR_ID_VIA, 0x0691) },	/* Apollo Pro */
	{ PCI_DEVICE(PCI_VENDOR_ID_VIA, 0x3099) },	/* KT266 */
	{ PCI_DEVICE(PCI_VENDOR_ID_VIA, 0x3189) },	/* KT400 */
	{ }
};
MODULE_DEVICE_TABLE(pci, via_agp_ids);

static struct pci_driver via_agp_driver = {
	.name		= DRV_NAME,
	.id_table	= via_agp_ids,
	.probe		= via_agp_probe,
	.remove		= via_agp_remove,
	.suspend	= via_agp_suspend,
	.resume		= via_agp_resume,
};

static int __init via_agp_init(void)
{
	return pci_register_driver(&via_agp_driver);
}

static void __exit via_agp_exit(void)
{
	pci_unregister_driver(&via_agp_driver);
}

module_init(via_agp_init);
module_exit(via_agp_exit);

MODULE_DESCRIPTION("AGP-style VIA bridge driver (2.6.10-era API)");
MODULE_LICENSE("GPL");
