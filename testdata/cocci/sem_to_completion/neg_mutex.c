/*
 * Starts locked, but once set up it is taken and released on the same
 * path: a mutex held closed until probe finishes, not an event.
 */
#include <linux/pci.h>
#include <asm/semaphore.h>

struct mbox {
	struct semaphore busy;
	u32 msg;
};

static int mbox_send(struct mbox *mb, u32 msg)
{
	if (down_interruptible(&mb->busy))
		return -EINTR;
	mb->msg = msg;
	up(&mb->busy);
	return 0;
}

static int mbox_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct mbox *mb = pci_get_drvdata(pdev);

	sema_init(&mb->busy, 0);
	mb->msg = 0;
	up(&mb->busy);
	return 0;
}
