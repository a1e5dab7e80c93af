/*
 * The private structure of a driver, in its own header: the real run
 * sees a store into its fields from cf_drv.c only through the facts,
 * those of an anonymous union too.
 */
#ifndef CF_PRIV_H
#define CF_PRIV_H

struct cf_priv {
	void __iomem *regs;
	pci_power_t pm_state;
	union {				/* the state wake-up was armed for */
		pci_power_t wake_state;
		u32 wake_flags;
	};
	u32 flags;
};

#endif
