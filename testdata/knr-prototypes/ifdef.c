// SPDX-License-Identifier: GPL-2.0
/*
 * Definitions under #ifdef, two versions of one definition under #if/#else,
 * and a definition whose parameter declarations are split by #ifdef: that
 * one is left alone (cproto sees no preprocessor, and which declaration
 * holds depends on the configuration).
 */
#include <linux/pci.h>

#ifdef CONFIG_PM
static int
card_suspend(pdev, state)
	struct pci_dev *pdev;
	u32 state;
{
	pci_save_state(pdev);
	return 0;
}

static int
card_resume(pdev)
	struct pci_dev *pdev;
{
	pci_restore_state(pdev);
	return 0;
}
#endif /* CONFIG_PM */

#if BITS_PER_LONG == 64
static unsigned long card_hash(key)
	unsigned long key;
{
	return key * 0x9e37fffffffc0001UL;
}
#else
static unsigned long card_hash(key)
	unsigned long key;
{
	return key * 0x9e370001UL;
}
#endif

static int card_io(addr, len)
	unsigned long addr;
#ifdef CONFIG_HIGHMEM64G
	u64 len;
#else
	u32 len;
#endif
{
	return addr != 0 && len != 0;
}
