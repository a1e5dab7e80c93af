// SPDX-License-Identifier: GPL-2.0
/*
 * An #else gives the callback another definition: the #ifdef stays.
 */
#include <linux/pci.h>

#ifdef CONFIG_PM
static int qux_resume(struct device *dev)
{
	return 0;
}

static DEFINE_SIMPLE_DEV_PM_OPS(qux_pm_ops, NULL, qux_resume);
#else
#define qux_pm_ops_ptr NULL
#endif
