// SPDX-License-Identifier: GPL-2.0
/* The suspend tells freeze from suspend: not converted. */
#include <linux/pci.h>

static int efoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct efoo *ef = pci_get_drvdata(pdev);

	if (state.event == PM_EVENT_FREEZE)
		return 0;
	efoo_halt(ef);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int efoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	efoo_start(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver efoo_driver = {
	.name = "efoo",
	.suspend = efoo_suspend,
	.resume = efoo_resume,
};
