/*
 * The bus core: chain_core_dev_suspend() takes the state of its drivers'
 * suspend callbacks (drv.c) and uses it in ways that convert; with the
 * tree-wide facts it converts with them, its prototype in core.h too.
 */
#include <linux/module.h>
#include <linux/device.h>
#include "core.h"

struct chain_sock {
	int suspended;
};

int chain_core_dev_suspend(struct device *dev, u32 state)
{
	struct chain_sock *sock = dev_get_drvdata(dev);

	dev_dbg(dev, "suspend to %u\n", state);
	if (state == 3)
		sock->suspended = 1;
	return 0;
}
EXPORT_SYMBOL(chain_core_dev_suspend);

int chain_core_dev_resume(struct device *dev)
{
	struct chain_sock *sock = dev_get_drvdata(dev);

	sock->suspended = 0;
	return 0;
}
EXPORT_SYMBOL(chain_core_dev_resume);
