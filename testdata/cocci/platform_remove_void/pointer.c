#include <linux/module.h>
#include <linux/platform_device.h>

static int ptr_remove(struct platform_device *pdev)
{
	return 0;
}

static int (*ptr_cleanup)(struct platform_device *) = ptr_remove;

static struct platform_driver ptr_driver = {
	.remove		= ptr_remove,
	.driver		= {
		.name	= "ptr",
	},
};
