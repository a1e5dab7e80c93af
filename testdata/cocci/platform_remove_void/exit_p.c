#include <linux/module.h>
#include <linux/platform_device.h>

static int __exit ex_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "gone\n");
	return 0;
}

static struct platform_driver ex_driver = {
	.remove		= __exit_p(ex_remove),
	.driver		= {
		.name	= "ex",
	},
};
