/*
 * Several semaphores in one file, two of them fields named "sem" in
 * different structures: each is judged on its own uses.
 */
#include <linux/usb.h>
#include <asm/semaphore.h>

struct ctl_xfer {
	struct urb *urb;
	struct semaphore sem;
	int status;
};

struct ctl_dev {
	struct usb_device *udev;
	struct semaphore sem;
	struct semaphore reset_done;
};

static void ctl_complete(struct urb *urb, struct pt_regs *regs)
{
	struct ctl_xfer *x = urb->context;

	x->status = urb->status;
	up(&x->sem);
}

static int ctl_send(struct ctl_dev *cd, struct ctl_xfer *x)
{
	int err;

	down(&cd->sem);
	err = usb_submit_urb(x->urb, GFP_KERNEL);
	if (!err)
		err = down_killable(&x->sem) ? -EINTR : x->status;
	up(&cd->sem);
	return err;
}

static void ctl_reset_work(void *data)
{
	struct ctl_dev *cd = data;

	usb_reset_device(cd->udev);
	up(&cd->reset_done);
}

static int ctl_reset(struct ctl_dev *cd)
{
	sema_init(&cd->reset_done, 0);
	schedule_work(&cd->reset_work);
	return down_interruptible(&cd->reset_done);
}

static void ctl_init(struct ctl_dev *cd, struct ctl_xfer *x)
{
	init_MUTEX(&cd->sem);
	init_MUTEX_LOCKED(&x->sem);
}
