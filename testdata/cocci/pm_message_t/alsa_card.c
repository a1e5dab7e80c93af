/*
 * ALSA 2.6.10: card PM callbacks registered with snd_card_set_pm_callback()
 * and friends take "unsigned int state".  Suspend converts; resume, which
 * has the same shape, stays.
 */
#include <sound/driver.h>
#include <sound/core.h>

typedef struct snd_demo {
	snd_card_t *card;
	unsigned long port;
} demo_t;

static int snd_demo_suspend(snd_card_t *card, unsigned int state)
{
	demo_t *chip = card->pm_private_data;

	outb(0, chip->port);
	snd_power_change_state(card, SNDRV_CTL_POWER_D3hot);
	return 0;
}

static int snd_demo_resume(snd_card_t *card, unsigned int state)
{
	demo_t *chip = card->pm_private_data;

	outb(1, chip->port);
	snd_power_change_state(card, SNDRV_CTL_POWER_D0);
	return 0;
}

static int snd_demo_isa_suspend(snd_card_t *card, unsigned int state)
{
	snd_power_change_state(card, SNDRV_CTL_POWER_D3hot);
	return 0;
}

static int snd_demo_dev_suspend(snd_card_t *card, unsigned int state)
{
	snd_power_change_state(card, SNDRV_CTL_POWER_D3hot);
	return 0;
}

static int snd_demo_probe(demo_t *chip, snd_card_t *card)
{
	snd_card_set_pm_callback(card, snd_demo_suspend, snd_demo_resume,
				 chip);
	snd_card_set_isa_pm_callback(card, snd_demo_isa_suspend,
				     snd_demo_resume, chip);
	snd_card_set_dev_pm_callback(card, PM_ISA_DEV, snd_demo_dev_suspend,
				     snd_demo_resume, chip);
	return 0;
}
