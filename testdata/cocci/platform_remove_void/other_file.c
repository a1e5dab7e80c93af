#include <linux/module.h>
#include <linux/platform_device.h>
#include "of.h"

static struct platform_driver of_driver = {
	.remove		= of_remove,
	.driver		= {
		.name	= "of",
	},
};
