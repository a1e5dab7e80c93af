// SPDX-License-Identifier: GPL-2.0
/* The state is used after a call that goes: not converted. */
#include <linux/pci.h>

static int jfoo_suspend(struct pci_dev *pdev, pm_message_t state)
{
	struct jfoo *j = pci_get_drvdata(pdev);

	pci_enable_wake(pdev, pci_choose_state(pdev, state), j->wol);
	jfoo_halt(j, state);
	if (state.event == PM_EVENT_FREEZE)
		jfoo_quick(j);
	pci_save_state(pdev);
	pci_set_power_state(pdev, pci_choose_state(pdev, state));
	return 0;
}

static int jfoo_resume(struct pci_dev *pdev)
{
	pci_set_power_state(pdev, PCI_D0);
	pci_restore_state(pdev);
	jfoo_start(pci_get_drvdata(pdev));
	return 0;
}

static struct pci_driver jfoo_driver = {
	.name = "jfoo",
	.suspend = jfoo_suspend,
	.resume = jfoo_resume,
};
