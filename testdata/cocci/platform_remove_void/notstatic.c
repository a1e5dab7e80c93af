#include <linux/module.h>
#include <linux/platform_device.h>

int ns_remove(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver ns_driver = {
	.remove		= ns_remove,
	.driver		= {
		.name	= "ns",
	},
};
