#include <linux/module.h>
#include <linux/platform_device.h>

static int use_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static int use_probe(struct platform_device *pdev)
{
	int err = 0;

	if (err)
		return use_remove(pdev);
	return 0;
}

static struct platform_driver use_driver = {
	.probe		= use_probe,
	.remove		= use_remove,
	.driver		= {
		.name	= "use",
	},
};
