/*
 * Trap: a helper taking the state is called by the suspend callback with
 * its state, by resume with 0 (meaning "on") and by shutdown with 3
 * (meaning "suspend").  The helper follows the callback; the literal
 * callers pass PMSG_ON and PMSG_SUSPEND.
 */
#include <linux/pci.h>

struct chip {
	void __iomem *base;
};

static void chip_power(struct chip *chip, u32 state)
{
	if (state == 0)
		writel(1, chip->base);
	else
		writel(0, chip->base);
}

static int chip_suspend(struct pci_dev *pdev, u32 state)
{
	chip_power(pci_get_drvdata(pdev), state);
	pci_save_state(pdev);
	pci_set_power_state(pdev, state);
	return 0;
}

static int chip_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	chip_power(pci_get_drvdata(pdev), 0);
	return 0;
}

static void chip_shutdown(struct pci_dev *pdev)
{
	chip_power(pci_get_drvdata(pdev), 3);
}

static struct pci_driver chip_driver = {
	.name		= "chip",
	.suspend	= chip_suspend,
	.resume		= chip_resume,
	.shutdown	= chip_shutdown,
};
