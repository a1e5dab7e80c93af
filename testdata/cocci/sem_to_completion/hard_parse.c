/*
 * Uses spatch cannot see: a wait hidden in a macro, and a function
 * body it cannot parse.  Converting the visible uses would leave the
 * hidden ones calling down() and up() on a completion.
 */
#include <linux/interrupt.h>
#include <asm/semaphore.h>

struct cam {
	struct semaphore frame_done;
	struct semaphore cmd_done;
};

#define CAM_WAIT_FRAME(c)	down(&(c)->frame_done)

static irqreturn_t cam_irq(int irq, void *dev_id)
{
	struct cam *c = dev_id;

	up(&c->frame_done);
	return IRQ_HANDLED;
}

static void cam_grab(struct cam *c)
{
	CAM_WAIT_FRAME(c);
}

static void cam_cmd_irq(struct cam *c)
{
	up(&c->cmd_done);
}

static int cam_cmd(struct cam *c, int cmd)
{
	CAM_BEGIN(c) {
		outb(cmd, 0x300);
		down(&c->cmd_done);
	} CAM_END(c)
	return 0;
}

static void cam_init(struct cam *c)
{
	init_MUTEX_LOCKED(&c->frame_done);
	init_MUTEX_LOCKED(&c->cmd_done);
}
