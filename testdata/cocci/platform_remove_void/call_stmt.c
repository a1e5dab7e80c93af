#include <linux/module.h>
#include <linux/platform_device.h>

static int cs_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static int cs_probe(struct platform_device *pdev)
{
	if (!pdev->num_resources) {
		cs_remove(pdev);
		return -ENODEV;
	}
	return 0;
}

static struct platform_driver cs_driver = {
	.probe		= cs_probe,
	.remove		= cs_remove,
	.driver		= {
		.name	= "cs",
	},
};
