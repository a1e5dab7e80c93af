// SPDX-License-Identifier: GPL-2.0
/*
 * snd-legacy.c - ALSA card for a simple PCI mixer chip, 2.6.10 style
 *
 * The chip has one I/O BAR whose byte at LEGACY_REG_VOLUME is the master
 * volume (0..31).  The card exposes it as "Master Playback Volume".
 *
 * Power management is wired the way the 2005 ALSA PCI drivers were: the
 * card has a suspend helper taking "unsigned int state" and a resume helper,
 * and the PCI driver's suspend and resume call them around the PCI state
 * handling (what snd_card_pci_suspend() did for snd_card_set_pm_callback()
 * users).  6.1 has no snd_card_set_pm_callback(), so the PCI driver calls
 * the helpers itself; see testdata/legacy/README.md.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/string.h>
#include <sound/core.h>
#include <sound/control.h>
#include <sound/initval.h>

#define DRV_NAME		"snd_legacy"

#define LEGACY_REG_VOLUME	0x02
#define LEGACY_VOL_MAX		31

static int index = SNDRV_DEFAULT_IDX1;
module_param(index, int, 0444);
MODULE_PARM_DESC(index, "Index value for the legacy mixer card.");

static char *id = SNDRV_DEFAULT_STR1;
module_param(id, charp, 0444);
MODULE_PARM_DESC(id, "ID string for the legacy mixer card.");

struct legacy_chip {
	struct snd_card *card;
	struct pci_dev *pci;
	unsigned long port;
	int volume;
};

static int legacy_vol_info(struct snd_kcontrol *kcontrol,
			   struct snd_ctl_elem_info *uinfo)
{
	uinfo->type = SNDRV_CTL_ELEM_TYPE_INTEGER;
	uinfo->count = 1;
	uinfo->value.integer.min = 0;
	uinfo->value.integer.max = LEGACY_VOL_MAX;
	return 0;
}

static int legacy_vol_get(struct snd_kcontrol *kcontrol,
			  struct snd_ctl_elem_value *ucontrol)
{
	struct legacy_chip *chip = snd_kcontrol_chip(kcontrol);

	ucontrol->value.integer.value[0] = chip->volume;
	return 0;
}

static int legacy_vol_put(struct snd_kcontrol *kcontrol,
			  struct snd_ctl_elem_value *ucontrol)
{
	struct legacy_chip *chip = snd_kcontrol_chip(kcontrol);
	long vol = ucontrol->value.integer.value[0];

	if (vol < 0 || vol > LEGACY_VOL_MAX)
		return -EINVAL;
	if (vol == chip->volume)
		return 0;
	chip->volume = vol;
	outb(vol, chip->port + LEGACY_REG_VOLUME);
	return 1;
}

static const struct snd_kcontrol_new legacy_vol_ctl = {
	.iface	= SNDRV_CTL_ELEM_IFACE_MIXER,
	.name	= "Master Playback Volume",
	.info	= legacy_vol_info,
	.get	= legacy_vol_get,
	.put	= legacy_vol_put,
};

static int snd_legacy_suspend(struct snd_card *card, unsigned int state)
{
	struct legacy_chip *chip = card->private_data;

	snd_power_change_state(card, SNDRV_CTL_POWER_D3hot);
	outb(0, chip->port + LEGACY_REG_VOLUME);
	return 0;
}

static int snd_legacy_resume(struct snd_card *card, unsigned int state)
{
	struct legacy_chip *chip = card->private_data;

	outb(chip->volume, chip->port + LEGACY_REG_VOLUME);
	snd_power_change_state(card, SNDRV_CTL_POWER_D0);
	return 0;
}

static int snd_legacy_pci_suspend(struct pci_dev *pci, u32 state)
{
	struct snd_card *card = pci_get_drvdata(pci);
	int err;

	err = snd_legacy_suspend(card, state);
	if (err)
		return err;
	pci_save_state(pci);
	pci_disable_device(pci);
	pci_set_power_state(pci, state);
	return 0;
}

static int snd_legacy_pci_resume(struct pci_dev *pci)
{
	struct snd_card *card = pci_get_drvdata(pci);

	pci_set_power_state(pci, 0);
	pci_restore_state(pci);
	if (pci_enable_device(pci)) {
		dev_err(&pci->dev, "cannot re-enable the device after resume\n");
		return -EIO;
	}
	pci_set_master(pci);
	return snd_legacy_resume(card, 0);
}

static int snd_legacy_probe(struct pci_dev *pci,
			    const struct pci_device_id *pci_id)
{
	struct legacy_chip *chip;
	struct snd_card *card;
	int err;

	err = snd_card_new(&pci->dev, index, id, THIS_MODULE, sizeof(*chip),
			   &card);
	if (err < 0)
		return err;
	chip = card->private_data;
	chip->card = card;
	chip->pci = pci;

	err = pci_enable_device(pci);
	if (err < 0)
		goto err_card;
	err = pci_request_regions(pci, DRV_NAME);
	if (err < 0)
		goto err_disable;
	chip->port = pci_resource_start(pci, 0);
	chip->volume = LEGACY_VOL_MAX;
	outb(chip->volume, chip->port + LEGACY_REG_VOLUME);

	strscpy(card->driver, "Legacy", sizeof(card->driver));
	strscpy(card->shortname, "Legacy mixer", sizeof(card->shortname));
	snprintf(card->longname, sizeof(card->longname), "%s at %#lx",
		 card->shortname, chip->port);

	err = snd_ctl_add(card, snd_ctl_new1(&legacy_vol_ctl, chip));
	if (err < 0)
		goto err_regions;
	err = snd_card_register(card);
	if (err < 0)
		goto err_regions;
	pci_set_drvdata(pci, card);
	return 0;

err_regions:
	pci_release_regions(pci);
err_disable:
	pci_disable_device(pci);
err_card:
	snd_card_free(card);
	return err;
}

static void snd_legacy_remove(struct pci_dev *pci)
{
	snd_card_free(pci_get_drvdata(pci));
	pci_release_regions(pci);
	pci_disable_device(pci);
}

static const struct pci_device_id snd_legacy_ids[] = {
	{ PCI_DEVICE(0x125d, 0x1978) },
	{ }
};
MODULE_DEVICE_TABLE(pci, snd_legacy_ids);

static struct pci_driver snd_legacy_driver = {
	.name		= DRV_NAME,
	.id_table	= snd_legacy_ids,
	.probe		= snd_legacy_probe,
	.remove		= snd_legacy_remove,
	.suspend	= snd_legacy_pci_suspend,
	.resume		= snd_legacy_pci_resume,
};

static int __init snd_legacy_init(void)
{
	return pci_register_driver(&snd_legacy_driver);
}

static void __exit snd_legacy_exit(void)
{
	pci_unregister_driver(&snd_legacy_driver);
}

module_init(snd_legacy_init);
module_exit(snd_legacy_exit);

MODULE_DESCRIPTION("ALSA driver for a legacy PCI mixer (2.6.10-era API)");
MODULE_LICENSE("GPL");
