/*
 * snd_tiny: a PCI sound driver saving its mixer registers across
 * suspend with bcopy(), inside #ifdef CONFIG_PM.
 */
#include <linux/pci.h>

struct tiny_chip {
	struct pci_dev *pci;
	u16 mixer[32];
	u16 saved[32];
};

#ifdef CONFIG_PM
static int tiny_suspend(struct pci_dev *pci, u32 state)
{
	struct tiny_chip *chip = pci_get_drvdata(pci);

	bcopy(chip->mixer, chip->saved, sizeof(chip->mixer));
	return 0;
}

static int tiny_resume(struct pci_dev *pci)
{
	struct tiny_chip *chip = pci_get_drvdata(pci);

#ifdef TINY_DEBUG
	printk(KERN_DEBUG "tiny: restoring mixer\n");
#endif
	bcopy(chip->saved, chip->mixer, sizeof(chip->mixer));
	return 0;
}
#else
#define tiny_suspend NULL
#define tiny_resume NULL
#endif

static struct pci_driver tiny_driver = {
	.name		= "snd-tiny",
	.suspend	= tiny_suspend,
	.resume		= tiny_resume,
};
