#include <linux/module.h>
#include <linux/platform_device.h>

static int lab_remove(struct platform_device *pdev)
{
	if (!platform_get_drvdata(pdev))
		goto out;
	dev_info(&pdev->dev, "removed\n");
out:
	return 0;
}

static struct platform_driver lab_driver = {
	.remove		= lab_remove,
	.driver		= {
		.name	= "lab",
	},
};
