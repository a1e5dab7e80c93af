/*
 * Code spatch finds hard to parse: __devinit/__devexit_p, MODULE_PARM, a
 * driver debug macro printing the state, the PM callbacks wired through
 * a macro inside the initializer (seen in the text), and an #ifdef
 * inside the callback body.
 */
#include <linux/module.h>
#include <linux/pci.h>

static int debug;
MODULE_PARM(debug, "i");

#define DPRINTK(fmt, args...) \
	do { if (debug) printk(KERN_DEBUG "mac: " fmt, ## args); } while (0)

#define MAC_PM_OPS \
	.suspend = mac_suspend, \
	.resume = mac_resume,

static int __devinit mac_probe(struct pci_dev *pdev,
			       const struct pci_device_id *id)
{
	return pci_enable_device(pdev);
}

static void __devexit mac_remove(struct pci_dev *pdev)
{
	pci_disable_device(pdev);
}

#ifdef CONFIG_PM
static int mac_suspend(struct pci_dev *pdev, u32 state)
{
	DPRINTK("suspend to %u\n", state);
#ifdef CONFIG_MAC_WOL
	pci_enable_wake(pdev, state, 1);
#endif
	pci_save_state(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static int mac_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	return 0;
}
#endif

static struct pci_driver mac_driver = {
	.name		= "mac",
	.probe		= mac_probe,
	.remove		= __devexit_p(mac_remove),
#ifdef CONFIG_PM
	MAC_PM_OPS
#endif
};
