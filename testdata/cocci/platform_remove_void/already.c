#include <linux/module.h>
#include <linux/platform_device.h>

static void new_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
}

static struct platform_driver new_driver = {
	.remove		= new_remove,
	.driver		= {
		.name	= "new",
	},
};
