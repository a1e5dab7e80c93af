/* A heartbeat platform driver: remove stops the timer. */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/timer.h>

struct beat {
	struct timer_list timer;
};

static int beat_remove(struct platform_device *pdev);

static int beat_probe(struct platform_device *pdev)
{
	return 0;
}

static int beat_remove(struct platform_device *pdev)
{
	struct beat *b = platform_get_drvdata(pdev);

	if (!b)
		return 0;
	del_timer_sync(&b->timer);
	return 0;
}

static struct platform_driver beat_driver = {
	.probe		= beat_probe,
	.remove		= beat_remove,
	.driver		= {
		.name	= "beat",
	},
};
