#include <linux/module.h>
#include <linux/platform_device.h>

int rv_shutdown_hw(struct platform_device *pdev);

static int rv_remove(struct platform_device *pdev)
{
	int ret;

	ret = rv_shutdown_hw(pdev);
	return ret;
}

static struct platform_driver rv_driver = {
	.remove		= rv_remove,
	.driver		= {
		.name	= "rv",
	},
};
