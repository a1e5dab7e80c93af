#include <linux/module.h>
#include <linux/platform_device.h>

static int ie_remove(struct platform_device *pdev)
{
	if (pdev->id)
		return 0;
	else
		return 0;
}

static struct platform_driver ie_driver = {
	.remove		= ie_remove,
	.driver		= {
		.name	= "ie",
	},
};
