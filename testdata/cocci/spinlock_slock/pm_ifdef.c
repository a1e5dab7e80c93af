/*
 * e100_lite: the suspend path refuses to run while the TX lock is held,
 * inside #ifdef CONFIG_PM with an #else branch and a nested #ifdef.
 */
#include <linux/pci.h>
#include <linux/spinlock.h>
#include <linux/errno.h>

struct el_priv {
	spinlock_t tx_lock;
	int tx_pending;
};

#ifdef CONFIG_PM
static int el_suspend(struct pci_dev *pdev, u32 state)
{
	struct el_priv *ep = pci_get_drvdata(pdev);

	if (ep->tx_lock.lock <= 0)
		return -EBUSY;
#ifdef EL_DEBUG
	if (ep->tx_lock.lock)
		printk(KERN_DEBUG "e100_lite: tx lock free\n");
#endif
	pci_save_state(pdev);
	return 0;
}
#else
#define el_suspend NULL
#endif

static struct pci_driver el_driver = {
	.name		= "e100_lite",
	.suspend	= el_suspend,
};
