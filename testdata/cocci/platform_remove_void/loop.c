#include <linux/module.h>
#include <linux/platform_device.h>

static int lp_remove(struct platform_device *pdev)
{
	for (;;)
		return 0;
}

static struct platform_driver lp_driver = {
	.remove		= lp_remove,
	.driver		= {
		.name	= "lp",
	},
};
