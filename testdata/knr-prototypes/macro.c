// SPDX-License-Identifier: GPL-2.0
/*
 * A macro that generates old-style definitions is left alone (its
 * expansions are not in the file) and reported; the definition after one
 * of its expansions is converted.
 */
#include <linux/types.h>

struct card {
	u32 status;
	u32 control;
};

#define CARD_GETTER(name, field)			\
u32 name(card)						\
	struct card *card;				\
{							\
	return card->field;				\
}

CARD_GETTER(card_status, status)
CARD_GETTER(card_control, control)

static int
card_ready(card)
	struct card *card;
{
	return card_status(card) & 1;
}
