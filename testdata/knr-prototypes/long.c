// SPDX-License-Identifier: GPL-2.0
/*
 * Headers longer than 80 columns are wrapped, the continuation aligned with
 * the open parenthesis.
 */
#include <linux/types.h>

struct card_dma_descriptor;
struct card_device_private;

static int
card_dma_map_descriptor_chain(priv, desc, count, bus_address, direction, flags)
	struct card_device_private *priv;
	struct card_dma_descriptor *desc;
	unsigned int count;
	dma_addr_t bus_address;
	int direction;
	unsigned long flags;
{
	return 0;
}

static void card_dma_unmap(priv, desc, count, bus_address)
	struct card_device_private *priv;	/* owner of the ring */
	struct card_dma_descriptor *desc;
	unsigned int count;
	dma_addr_t bus_address;	/* as returned by the map */
{
}
