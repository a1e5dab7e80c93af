/*
 * pcnet_lite: the suspend path refuses to suspend while its config table
 * is in use; the test sits in #ifdef CONFIG_PM, with an #else branch.
 */
#include <linux/pci.h>
#include <linux/spinlock.h>
#include <linux/errno.h>

struct pl_priv {
	rwlock_t cfg_lock;
	u32 cfg[16];
};

#ifdef CONFIG_PM
static int pl_suspend(struct pci_dev *pdev, u32 state)
{
	struct pl_priv *pp = pci_get_drvdata(pdev);

	if (rwlock_is_locked(&pp->cfg_lock))
		return -EBUSY;
	pci_save_state(pdev);
	return 0;
}

static int pl_resume(struct pci_dev *pdev)
{
	struct pl_priv *pp = pci_get_drvdata(pdev);

#ifdef PL_DEBUG
	WARN_ON(!rwlock_is_locked(&pp->cfg_lock));
#endif
	pci_restore_state(pdev);
	return 0;
}
#else
#define pl_suspend NULL
#define pl_resume NULL
#endif

static struct pci_driver pl_driver = {
	.name		= "pcnet_lite",
	.suspend	= pl_suspend,
	.resume		= pl_resume,
};
