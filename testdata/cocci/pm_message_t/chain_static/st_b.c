/*
 * The other driver's static st_power() (see st_a.c) compares the state
 * in a range: it and its callback stay.
 */
#include <linux/pci.h>

struct st_chip {
	int off;
};

static void st_power(struct st_chip *chip, u32 state)
{
	chip->off = state > 1;
}

static int st_b_suspend(struct pci_dev *pdev, u32 state)
{
	st_power(pci_get_drvdata(pdev), state);
	return 0;
}

static struct pci_driver st_b_driver = {
	.name		= "st-b",
	.suspend	= st_b_suspend,
};
