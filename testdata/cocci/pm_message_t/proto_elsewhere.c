/*
 * A suspend callback wired here but defined in another file: only its
 * prototype is visible, so it is reported, not edited.  A callback with
 * a bare "unsigned" state converts.
 */
#include <linux/pci.h>

extern int ext_suspend(struct pci_dev *pdev, u32 state);

static int bare_suspend(struct pci_dev *pdev, unsigned state)
{
	return 0;
}

static struct pci_driver ext_driver = {
	.name		= "ext",
	.suspend	= ext_suspend,
};

static struct pci_driver bare_driver = {
	.name		= "bare",
	.suspend	= bare_suspend,
};
