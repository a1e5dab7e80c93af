// SPDX-License-Identifier: GPL-2.0
/*
 * A driver with live and dead branches, for linecov.py.
 */
#include "drv.h"

#define CONFIG_PM 1
#define IS_ENABLED(x) x##_MODULE
#define CONFIG_USB_MODULE 1

static int level;

#ifdef CONFIG_PM
static int drv_suspend(int state)
{
	level = drv_log(state,
			level);	/* a call over two lines */
	return 0;
}
#else
#define drv_suspend NULL
static int drv_stub(void)
{
	return 0;
}
#endif

#ifndef CONFIG_PM
static int only_without_pm;
#endif

#if defined(CONFIG_MIPS) && defined(CONFIG_PM)
#ifdef CONFIG_HIGHMEM
static int mips_highmem;
#endif
static int mips_only;
#elif IS_ENABLED(CONFIG_USB)
static int usb_or_none;
#endif

#ifdef CONFIG_NOT_SET_ANYWHERE
#endif

int drv_main(void)
{
	/* only a comment */

	drv_dbg(level);
	return drv_suspend(3);
}
