/*
 * A driver header seen alone (as coccicheck sees it): prototypes whose
 * name says suspend and whose parameters are those of a callback are
 * converted; resume, a level setter, a SOF-style op and a delay (as
 * 6.1's pm_schedule_suspend()) stay.
 */
#ifndef _DEMO_PM_H
#define _DEMO_PM_H

#include <linux/pci.h>

extern int demo_pci_suspend(struct pci_dev *pdev, u32 state);
extern int demo_pci_resume(struct pci_dev *pdev);
int demo_card_suspend(snd_card_t *card, unsigned int state);
int demo_card_resume(snd_card_t *card, unsigned int state);
int demo_set_level(struct pci_dev *pdev, u32 level);
int demo_dsp_suspend(struct snd_sof_dev *sdev, u32 target_state);
int demo_dev_suspend(struct device *, u32, u32);
int demo_schedule_suspend(struct device *dev, unsigned int delay);

#define DEMO_PM_CALLBACKS \
	.suspend = demo_pci_suspend, .resume = demo_pci_resume

#endif
