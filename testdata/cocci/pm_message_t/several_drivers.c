/*
 * Several drivers in one file: a PCI function, a USB interface, a
 * sysdev class with __u32 and a bus_type, each with its own suspend.  A
 * helper with a u32 "state" that no suspend method reaches stays.
 */
#include <linux/pci.h>
#include <linux/usb.h>
#include <linux/sysdev.h>

static int combo_set_led(struct pci_dev *pdev, u32 state)
{
	return state ? 1 : 0;
}

static int combo_pci_suspend(struct pci_dev *pdev, u32 state)
{
	pci_save_state(pdev);
	pci_set_power_state(pdev, 3);
	return 0;
}

static int combo_usb_suspend(struct usb_interface *intf, u32 state)
{
	dev_dbg(&intf->dev, "suspend state %u\n", state);
	return 0;
}

static int combo_sys_suspend(struct sys_device *sdev, __u32 state)
{
	return 0;
}

static int combo_bus_suspend(struct device *dev, u32 state)
{
	if (dev->power.power_state)
		return 0;
	return 0;
}

static struct pci_driver combo_pci_driver = {
	.name		= "combo",
	.suspend	= combo_pci_suspend,
};

static struct usb_driver combo_usb_driver = {
	.name		= "combo-usb",
	.suspend	= combo_usb_suspend,
};

static struct sysdev_class combo_sysclass = {
	set_kset_name("combo"),
	.suspend	= combo_sys_suspend,
};

struct bus_type combo_bus = {
	.name		= "combo",
	.suspend	= combo_bus_suspend,
};
