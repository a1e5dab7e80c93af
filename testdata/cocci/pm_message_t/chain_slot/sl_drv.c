/*
 * Suspend callbacks whose first parameter is not one of the usual 2.6.10
 * devices, recognised by the method they are wired to (with facts): a
 * struct mmc_card * callback in the .suspend of the target's own
 * struct sl_mmc_driver (sl_mmc.h: it takes a pm_message_t there) and a
 * struct hid_device * one in the kernel's struct hid_driver convert; a
 * struct pcie_device * one wired in a structure with no such slot (6.1's
 * PCIe port services suspend without a state) is not a callback the
 * rule knows and stays.
 */
#include <linux/hid.h>
#include "sl_mmc.h"

static int sl_mmc_suspend(struct mmc_card *card, u32 state)
{
	if (state == 3)
		dev_dbg(&card->dev, "suspend\n");
	return 0;
}

static struct sl_mmc_driver sl_mmc_drv = {
	.drv		= { .name = "sl-mmc" },
	.suspend	= sl_mmc_suspend,
};

static int sl_hid_suspend(struct hid_device *hdev, u32 state)
{
	if (!state)
		return 0;
	return 0;
}

static struct hid_driver sl_hid_drv = {
	.name		= "sl-hid",
	.suspend	= sl_hid_suspend,
};

static int sl_pcie_suspend(struct pcie_device *dev, u32 state)
{
	return 0;
}

static struct pcie_port_service_driver sl_pcie_drv = {
	.name		= "sl-pcie",
	.suspend	= sl_pcie_suspend,
};
