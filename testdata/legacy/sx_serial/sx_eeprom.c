// SPDX-License-Identifier: GPL-2.0
/*
 * sx_eeprom.c - the SX-8's configuration EEPROM (K&R, from the BSD driver)
 *
 * 64 bytes: the board name, its serial number, and a checksum byte that
 * makes the sum of all bytes zero.
 */
#include <linux/errno.h>
#include <linux/io.h>
#include "sx_serial.h"

#define SX_EE_NAME	0x00	/* SX_NAME_LEN bytes, NUL-padded */
#define SX_EE_SERIAL	0x10	/* 8 bytes */

static int
(sx_eeprom_byte)(bp, off)
	struct sx_board *bp;
	int off;
{
	writel(off, bp->regs + SX_REG_EEPROM);
	return readl(bp->regs + SX_REG_EEPROM_DATA) & 0xff;
}

int
(sx_eeprom_load)(bp)
	struct sx_board *bp;
{
	u8 sum = 0;
	int i;

	for (i = 0; i < SX_EEPROM_SIZE; i++) {
		bp->eeprom[i] = sx_eeprom_byte(bp, i);
		sum += bp->eeprom[i];
	}
	if (sum)
		return -EIO;
	bcopy(bp->eeprom + SX_EE_NAME, bp->name, SX_NAME_LEN - 1);
	bp->name[SX_NAME_LEN - 1] = '\0';
	bcopy(bp->eeprom + SX_EE_SERIAL, bp->serial, sizeof(bp->serial));
	return 0;
}
