/*
 * Suspend callbacks handing their state to functions outside the target,
 * judged by the kernel the driver is carried to (its headers):
 * ata_pci_device_suspend() takes a pm_message_t there, so the callback
 * converts and passes its state as is; pcmcia_socket_dev_suspend() is
 * not in the kernel any more (unknown) and msleep() takes an unsigned
 * int: those callbacks stay, and the report names the call.
 */
#include <linux/pci.h>
#include <linux/libata.h>
#include <linux/delay.h>

static int kdrv_ata_suspend(struct pci_dev *pdev, u32 state)
{
	return ata_pci_device_suspend(pdev, state);
}

static int kdrv_sock_suspend(struct pci_dev *pdev, u32 state)
{
	return pcmcia_socket_dev_suspend(&pdev->dev, state);
}

static int kdrv_wait_suspend(struct pci_dev *pdev, u32 state)
{
	msleep(state);
	return 0;
}

static struct pci_driver kdrv_ata_driver = {
	.name		= "kdrv-ata",
	.suspend	= kdrv_ata_suspend,
};

static struct pci_driver kdrv_sock_driver = {
	.name		= "kdrv-sock",
	.suspend	= kdrv_sock_suspend,
};

static struct pci_driver kdrv_wait_driver = {
	.name		= "kdrv-wait",
	.suspend	= kdrv_wait_suspend,
};
