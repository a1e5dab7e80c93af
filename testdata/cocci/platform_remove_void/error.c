#include <linux/module.h>
#include <linux/platform_device.h>

static int busy;

static int err_remove(struct platform_device *pdev)
{
	if (busy)
		return -EBUSY;
	return 0;
}

static struct platform_driver err_driver = {
	.remove		= err_remove,
	.driver		= {
		.name	= "err",
	},
};
