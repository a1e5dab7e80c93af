/*
 * Callbacks wired outside an initializer (drv.suspend = fn, ops->suspend
 * = fn), inside #ifdef CONFIG_PM, with forward declarations (named and
 * unnamed parameters) that must follow the definitions.  The
 * device_driver's suspend takes a level after its state, and no
 * initializer shows its bus: it stays, with its prototype, and is
 * reported (retyping its state alone would leave a levelled method).
 */
#include <linux/pci.h>
#include <linux/device.h>

#ifdef CONFIG_PM
static int late_suspend(struct pci_dev *pdev, u32 state);
static int late_dev_suspend(struct device *, u32, u32);
#endif

static struct pci_driver late_driver;
static struct device_driver late_dev_driver;

#ifdef CONFIG_PM
static int late_suspend(struct pci_dev *pdev, u32 state)
{
	if (state != 0)
		pci_save_state(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static int late_dev_suspend(struct device *dev, u32 state, u32 level)
{
	if (level == SUSPEND_POWER_DOWN && !state)
		return 0;
	return 0;
}
#endif

static int __init late_init(void)
{
	struct device_driver *drv = &late_dev_driver;

	late_driver.name = "late";
#ifdef CONFIG_PM
	late_driver.suspend = late_suspend;
	drv->suspend = late_dev_suspend;
#endif
	return pci_register_driver(&late_driver);
}
