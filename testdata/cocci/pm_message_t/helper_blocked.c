/*
 * A helper reached by the suspend state is also called with a value the
 * rule cannot map (a saved register): converting it would break that
 * caller, so the helper and the callback that shares its state stay, and
 * the blocking call is reported.  A second callback hands its state to a
 * function of another file and a third stores it in a field.
 */
#include <linux/pci.h>

struct hb_chip {
	u32 saved;
	u32 pm_state;
};

static void hb_power(struct hb_chip *chip, u32 state)
{
	if (state == 3)
		chip->saved = 0;
}

static int hb_suspend(struct pci_dev *pdev, u32 state)
{
	hb_power(pci_get_drvdata(pdev), state);
	return 0;
}

static int hb_resume(struct pci_dev *pdev)
{
	struct hb_chip *chip = pci_get_drvdata(pdev);

	hb_power(chip, chip->saved);
	return 0;
}

static int hb_ext_suspend(struct pci_dev *pdev, u32 state)
{
	return hb_core_suspend(pdev, state);
}

static int hb_store_suspend(struct pci_dev *pdev, u32 state)
{
	struct hb_chip *chip = pci_get_drvdata(pdev);

	chip->pm_state = state;
	return 0;
}

static struct pci_driver hb_driver = {
	.name		= "hb",
	.suspend	= hb_suspend,
	.resume		= hb_resume,
};

static struct pci_driver hb_ext_driver = {
	.name		= "hb-ext",
	.suspend	= hb_ext_suspend,
};

static struct pci_driver hb_store_driver = {
	.name		= "hb-store",
	.suspend	= hb_store_suspend,
};
