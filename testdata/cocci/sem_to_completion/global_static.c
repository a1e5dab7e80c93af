/*
 * A 2.6.10-style firmware helper: the load callback runs in another
 * context and releases a file-scope semaphore the init path waits on.
 */
#include <linux/module.h>
#include <linux/firmware.h>
#include <asm/semaphore.h>

static struct semaphore fw_loaded;
static const struct firmware *fw_image;

static void fwh_loaded(const struct firmware *fw, void *context)
{
	fw_image = fw;
	up(&fw_loaded);
}

static int fwh_load(struct device *dev)
{
	int err;

	err = request_firmware_nowait(THIS_MODULE, 1, "fwh.bin", dev,
				      NULL, fwh_loaded);
	if (err)
		return err;
	down(&fw_loaded);
	return fw_image ? 0 : -ENOENT;
}

static int __init fwh_init(void)
{
	sema_init(&fw_loaded, 0);
	return 0;
}
module_init(fwh_init);
