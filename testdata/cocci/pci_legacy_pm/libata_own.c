// SPDX-License-Identifier: GPL-2.0
/*
 * A libata host driver with its own suspend, as ata_piix: the message goes
 * to libata (which tells freeze from suspend), the state is saved on every
 * path (ata_pci_device_do_suspend() saves it first thing): the callbacks
 * stay and dev_pm_ops wrappers give each event its pm_message_t.
 */
#include <linux/pci.h>
#include <linux/libata.h>

#define LFOO_BROKEN_SUSPEND	(1 << 24)

#ifdef CONFIG_PM_SLEEP
static int lfoo_broken_suspend(void)
{
	return 0;
}

static int lfoo_pci_device_suspend(struct pci_dev *pdev, pm_message_t mesg)
{
	struct ata_host *host = pci_get_drvdata(pdev);
	unsigned long flags;

	ata_host_suspend(host, mesg);

	if (lfoo_broken_suspend() && (mesg.event & PM_EVENT_SLEEP)) {
		pci_save_state(pdev);
		if (pdev->current_state == PCI_D0)
			pdev->current_state = PCI_UNKNOWN;
		spin_lock_irqsave(&host->lock, flags);
		host->flags |= LFOO_BROKEN_SUSPEND;
		spin_unlock_irqrestore(&host->lock, flags);
	} else
		ata_pci_device_do_suspend(pdev, mesg);

	return 0;
}

static int lfoo_pci_device_resume(struct pci_dev *pdev)
{
	struct ata_host *host = pci_get_drvdata(pdev);
	int rc;

	if (host->flags & LFOO_BROKEN_SUSPEND) {
		host->flags &= ~LFOO_BROKEN_SUSPEND;
		pci_set_power_state(pdev, PCI_D0);
		pci_restore_state(pdev);
		rc = pci_reenable_device(pdev);
	} else
		rc = ata_pci_device_do_resume(pdev);

	if (rc == 0)
		ata_host_resume(host);

	return rc;
}
#endif

static struct pci_driver lfoo_pci_driver = {
	.name			= "lfoo",
#ifdef CONFIG_PM_SLEEP
	.suspend		= lfoo_pci_device_suspend,
	.resume			= lfoo_pci_device_resume,
#endif
};
