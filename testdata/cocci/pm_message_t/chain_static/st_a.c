/*
 * Two drivers of one folder each have a static st_power() helper taking
 * the state: this one converts with its callback, which also hands its
 * state to a function of the target already converted (st_core.c).
 * The other driver's st_power() (st_b.c) does not convert: a static
 * function is its file's own, so that refusal stays there.
 */
#include <linux/pci.h>

extern int st_core_suspend(struct device *dev, pm_message_t state);

struct st_chip {
	int off;
};

static void st_power(struct st_chip *chip, u32 state)
{
	chip->off = state == 3;
}

static int st_a_suspend(struct pci_dev *pdev, u32 state)
{
	st_power(pci_get_drvdata(pdev), state);
	return st_core_suspend(&pdev->dev, state);
}

static struct pci_driver st_a_driver = {
	.name		= "st-a",
	.suspend	= st_a_suspend,
};
