/*
 * A 2.6.10-style command queue: the submitter waits on a semaphore on
 * its stack; the completion handler releases it through the request.
 */
#include <linux/kernel.h>
#include <linux/interrupt.h>
#include <asm/semaphore.h>

struct cmd_req {
	int opcode;
	int status;
	struct semaphore *waiting;
};

static void cmd_queue(struct cmd_req *req);

static void cmd_done(struct cmd_req *req, int status)
{
	req->status = status;
	if (req->waiting)
		up(req->waiting);
}

static int cmd_exec(int opcode)
{
	struct cmd_req req;
	struct semaphore done;

	init_MUTEX_LOCKED(&done);
	req.opcode = opcode;
	req.waiting = &done;
	cmd_queue(&req);
	down(&done);
	req.waiting = NULL;
	return req.status;
}

static void cmd_queue(struct cmd_req *req)
{
	/* hand the request to the hardware; cmd_done() runs on its irq */
	req->status = -EINPROGRESS;
}
