#include <linux/module.h>
#include <linux/platform_device.h>

static int ad_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static struct platform_driver ad_driver = {
	.remove		= &ad_remove,
	.driver		= {
		.name	= "ad",
	},
};
