/* SPDX-License-Identifier: GPL-2.0 */
#ifndef DRV_H
#define DRV_H

#ifdef CONFIG_DRV_DEBUG
#define drv_dbg(x) drv_log(x)
#else
#define drv_dbg(x) do { } while (0)
#endif

int drv_log(int x);

#endif
