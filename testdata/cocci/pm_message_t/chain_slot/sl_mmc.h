/*
 * A bus core of the target whose driver structure already takes a
 * pm_message_t in its suspend method (converted before its drivers).
 */
#ifndef _SL_MMC_H
#define _SL_MMC_H

#include <linux/device.h>

struct mmc_card;

struct sl_mmc_driver {
	struct device_driver drv;
	int (*probe)(struct mmc_card *card);
	int (*suspend)(struct mmc_card *card, pm_message_t state);
	int (*resume)(struct mmc_card *card);
};

#endif
