// SPDX-License-Identifier: GPL-2.0
/*
 * edu.c - driver for QEMU's "edu" educational PCI device (1234:11e8)
 *
 * Written against the 2.6.10 driver API: the suspend callback takes the
 * power state as a u32, the factorial request sleeps on a semaphore that
 * the interrupt handler releases (a one-shot event), the power-management
 * log is trimmed with bcopy() and the state lock is checked with
 * rwlock_is_locked().  Those are the idioms the toolkit's cocci/ rules
 * convert; testdata/legacy/README.md lists the ones written in 6.1 form
 * and documents the sysfs files below.
 *
 * sysfs (on the PCI device):
 *   factorial  write n: the device computes n! and interrupts; read: n!
 *   irqs       interrupts handled so far
 *   pm_log     one line per suspend ("suspend EVENT DSTATE") and resume
 *   selftest   read: runs the bcopy and lock checks, one "name: pass" line
 *              each (or "name: fail ...")
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <linux/semaphore.h>
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/string.h>
#include <linux/jiffies.h>
#include <linux/delay.h>
#include <linux/atomic.h>
#include <linux/slab.h>

#define DRV_NAME		"edu"

/* BAR0 registers */
#define EDU_REG_ID		0x00	/* 0xMMmm00ed: major, minor version */
#define EDU_REG_LIVENESS	0x04	/* reads back the inverse of a write */
#define EDU_REG_FACT		0x08	/* write n, read n! */
#define EDU_REG_STATUS		0x20
#define  EDU_STATUS_BUSY	0x01	/* computing a factorial */
#define  EDU_STATUS_IRQ_FACT	0x80	/* interrupt when the factorial is done */
#define EDU_REG_IRQ_STATUS	0x24
#define EDU_REG_IRQ_RAISE	0x60
#define EDU_REG_IRQ_ACK		0x64

#define EDU_IRQ_FACT		0x00000001

#define EDU_PM_LOG_SIZE		256
#define EDU_PM_LINE		48
#define EDU_IDLE_POLLS		1000

static unsigned int timeout_ms = 2000;
module_param(timeout_ms, uint, 0644);
MODULE_PARM_DESC(timeout_ms, "how long a factorial request waits for the interrupt");

struct edu_dev {
	struct pci_dev *pdev;
	void __iomem *regs;
	struct mutex req_lock;		/* one factorial request at a time */
	struct semaphore fact_done;	/* released by the interrupt handler */
	atomic_t irqs;

	rwlock_t state_lock;		/* protects the fields below */
	int suspended;
	u32 fact_result;
	char pm_log[EDU_PM_LOG_SIZE];
	size_t pm_log_len;
};

static int edu_alive(struct edu_dev *edu)
{
	iowrite32(0x12345678, edu->regs + EDU_REG_LIVENESS);
	return ioread32(edu->regs + EDU_REG_LIVENESS) == ~0x12345678U;
}

/* Append a line to the pm log, dropping the oldest lines when it is full. */
static void edu_pm_log(struct edu_dev *edu, const char *line)
{
	size_t len = strlen(line);
	size_t cut = 0;

	WARN_ON(!rwlock_is_locked(&edu->state_lock));

	while (edu->pm_log_len - cut + len >= sizeof(edu->pm_log)) {
		char *nl = memchr(edu->pm_log + cut, '\n', edu->pm_log_len - cut);

		if (!nl) {
			cut = edu->pm_log_len;
			break;
		}
		cut = nl - edu->pm_log + 1;
	}
	if (cut) {
		bcopy(edu->pm_log + cut, edu->pm_log, edu->pm_log_len - cut);
		edu->pm_log_len -= cut;
	}
	memcpy(edu->pm_log + edu->pm_log_len, line, len);
	edu->pm_log_len += len;
	edu->pm_log[edu->pm_log_len] = '\0';
}

static irqreturn_t edu_irq(int irq, void *dev_id)
{
	struct edu_dev *edu = dev_id;
	u32 status;

	status = ioread32(edu->regs + EDU_REG_IRQ_STATUS);
	if (!status || status == ~0U)
		return IRQ_NONE;
	iowrite32(status, edu->regs + EDU_REG_IRQ_ACK);
	atomic_inc(&edu->irqs);
	if (status & EDU_IRQ_FACT)
		up(&edu->fact_done);
	return IRQ_HANDLED;
}

static int edu_wait_idle(struct edu_dev *edu)
{
	int i;

	for (i = 0; i < EDU_IDLE_POLLS; i++) {
		if (!(ioread32(edu->regs + EDU_REG_STATUS) & EDU_STATUS_BUSY))
			return 0;
		udelay(10);
	}
	return -EIO;
}

/*
 * Ask the device for n! and sleep until its interrupt says it is done.
 * A late interrupt of an earlier request that timed out leaves the event
 * signalled; waiting for the busy bit to clear keeps the result right.
 */
static int edu_factorial(struct edu_dev *edu, u32 n, u32 *result)
{
	int suspended;
	int ret;

	mutex_lock(&edu->req_lock);
	read_lock(&edu->state_lock);
	suspended = edu->suspended;
	read_unlock(&edu->state_lock);
	ret = -EBUSY;
	if (suspended)
		goto out;
	ret = edu_wait_idle(edu);
	if (ret)
		goto out;

	iowrite32(EDU_STATUS_IRQ_FACT, edu->regs + EDU_REG_STATUS);
	iowrite32(n, edu->regs + EDU_REG_FACT);
	if (down_timeout(&edu->fact_done, msecs_to_jiffies(timeout_ms))) {
		ret = -ETIMEDOUT;
		goto out;
	}
	ret = edu_wait_idle(edu);
	if (ret)
		goto out;
	*result = ioread32(edu->regs + EDU_REG_FACT);
out:
	mutex_unlock(&edu->req_lock);
	return ret;
}

static ssize_t factorial_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct edu_dev *edu = dev_get_drvdata(dev);
	u32 result;

	read_lock(&edu->state_lock);
	result = edu->fact_result;
	read_unlock(&edu->state_lock);
	return sysfs_emit(buf, "%u\n", result);
}

static ssize_t factorial_store(struct device *dev,
			       struct device_attribute *attr,
			       const char *buf, size_t count)
{
	struct edu_dev *edu = dev_get_drvdata(dev);
	u32 n, result;
	int ret;

	ret = kstrtou32(buf, 0, &n);
	if (ret)
		return ret;
	ret = edu_factorial(edu, n, &result);
	if (ret)
		return ret;
	write_lock(&edu->state_lock);
	edu->fact_result = result;
	write_unlock(&edu->state_lock);
	return count;
}
static DEVICE_ATTR_RW(factorial);

static ssize_t irqs_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct edu_dev *edu = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", atomic_read(&edu->irqs));
}
static DEVICE_ATTR_RO(irqs);

static ssize_t pm_log_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct edu_dev *edu = dev_get_drvdata(dev);
	ssize_t len;

	read_lock(&edu->state_lock);
	len = sysfs_emit(buf, "%s", edu->pm_log);
	read_unlock(&edu->state_lock);
	return len;
}
static DEVICE_ATTR_RO(pm_log);

/* bcopy() has memmove() semantics: overlapping areas copy correctly. */
static int edu_check_overlap(char *out, int forward)
{
	char buf[16] = "0123456789";
	const char *want = forward ? "0101234567" : "2345678989";

	if (forward)
		bcopy(buf, buf + 2, 8);
	else
		bcopy(buf + 2, buf, 8);
	if (!memcmp(buf, want, 10))
		return 1;
	buf[10] = '\0';
	snprintf(out, EDU_PM_LINE, "got %s want %s", buf, want);
	return 0;
}

static ssize_t selftest_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	char why[EDU_PM_LINE] = "";
	spinlock_t sl;
	rwlock_t rw;
	int len = 0;
	int ok;

	ok = edu_check_overlap(why, 1);
	len += sysfs_emit_at(buf, len, "overlap_forward: %s %s\n",
			     ok ? "pass" : "fail", ok ? "" : why);
	ok = edu_check_overlap(why, 0);
	len += sysfs_emit_at(buf, len, "overlap_backward: %s %s\n",
			     ok ? "pass" : "fail", ok ? "" : why);

	rwlock_init(&rw);
	ok = !rwlock_is_locked(&rw);
	len += sysfs_emit_at(buf, len, "rwlock_free: %s\n",
			     ok ? "pass" : "fail");
	read_lock(&rw);
	ok = rwlock_is_locked(&rw);
	read_unlock(&rw);
	len += sysfs_emit_at(buf, len, "rwlock_read_held: %s\n",
			     ok ? "pass" : "fail");
	write_lock(&rw);
	ok = rwlock_is_locked(&rw);
	write_unlock(&rw);
	len += sysfs_emit_at(buf, len, "rwlock_write_held: %s\n",
			     ok ? "pass" : "fail");

	/* i386 spinlock: 1 is unlocked, 0 or less is held */
	spin_lock_init(&sl);
	ok = sl.lock > 0;
	len += sysfs_emit_at(buf, len, "spinlock_free: %s\n",
			     ok ? "pass" : "fail");
	spin_lock(&sl);
	ok = sl.lock <= 0;
	spin_unlock(&sl);
	len += sysfs_emit_at(buf, len, "spinlock_held: %s\n",
			     ok ? "pass" : "fail");
	return len;
}
static DEVICE_ATTR_RO(selftest);

/*
 * The attributes use 6.1's DEVICE_ATTR_RW/RO form: 2.6.10's show/store
 * methods took no struct device_attribute argument, and no rule of the
 * toolkit converts that signature.
 */
static struct attribute *edu_attrs[] = {
	&dev_attr_factorial.attr,
	&dev_attr_irqs.attr,
	&dev_attr_pm_log.attr,
	&dev_attr_selftest.attr,
	NULL,
};
ATTRIBUTE_GROUPS(edu);

static int edu_suspend(struct pci_dev *pdev, u32 state)
{
	struct edu_dev *edu = pci_get_drvdata(pdev);
	char line[EDU_PM_LINE];

	snprintf(line, sizeof(line), "suspend %u %d\n", state,
		 (__force int)pci_choose_state(pdev, state));
	write_lock(&edu->state_lock);
	edu->suspended = 1;
	edu_pm_log(edu, line);
	write_unlock(&edu->state_lock);

	pci_save_state(pdev);
	pci_enable_wake(pdev, state, 0);
	pci_set_power_state(pdev, 3);
	return 0;
}

static int edu_resume(struct pci_dev *pdev)
{
	struct edu_dev *edu = pci_get_drvdata(pdev);
	char line[EDU_PM_LINE];

	pci_set_power_state(pdev, 0);
	pci_restore_state(pdev);
	snprintf(line, sizeof(line), "resume %s\n",
		 edu_alive(edu) ? "alive" : "dead");
	write_lock(&edu->state_lock);
	edu->suspended = 0;
	edu_pm_log(edu, line);
	write_unlock(&edu->state_lock);
	return 0;
}

static int edu_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct edu_dev *edu;
	u32 ident;
	int ret;

	edu = kzalloc(sizeof(*edu), GFP_KERNEL);
	if (!edu)
		return -ENOMEM;
	edu->pdev = pdev;
	mutex_init(&edu->req_lock);
	sema_init(&edu->fact_done, 0);
	rwlock_init(&edu->state_lock);
	atomic_set(&edu->irqs, 0);

	ret = pci_enable_device(pdev);
	if (ret)
		goto err_free;
	ret = pci_request_regions(pdev, DRV_NAME);
	if (ret)
		goto err_disable;
	edu->regs = pci_iomap(pdev, 0, 0);
	if (!edu->regs) {
		ret = -ENOMEM;
		goto err_release;
	}

	ident = ioread32(edu->regs + EDU_REG_ID);
	if ((ident & 0xff) != 0xed || !edu_alive(edu)) {
		dev_err(&pdev->dev, "not an edu device (id %#x)\n", ident);
		ret = -ENODEV;
		goto err_unmap;
	}

	pci_set_drvdata(pdev, edu);
	ret = request_irq(pdev->irq, edu_irq, IRQF_SHARED, DRV_NAME, edu);
	if (ret)
		goto err_unmap;

	dev_info(&pdev->dev, "edu %u.%u, irq %d\n", ident >> 24,
		 (ident >> 16) & 0xff, pdev->irq);
	return 0;

err_unmap:
	pci_iounmap(pdev, edu->regs);
err_release:
	pci_release_regions(pdev);
err_disable:
	pci_disable_device(pdev);
err_free:
	kfree(edu);
	return ret;
}

static void edu_remove(struct pci_dev *pdev)
{
	struct edu_dev *edu = pci_get_drvdata(pdev);

	free_irq(pdev->irq, edu);
	pci_iounmap(pdev, edu->regs);
	pci_release_regions(pdev);
	pci_disable_device(pdev);
	kfree(edu);
}

static const struct pci_device_id edu_ids[] = {
	{ PCI_DEVICE(0x1234, 0x11e8) },
	{ }
};
MODULE_DEVICE_TABLE(pci, edu_ids);

static struct pci_driver edu_driver = {
	.name		= DRV_NAME,
	.id_table	= edu_ids,
	.probe		= edu_probe,
	.remove		= edu_remove,
	.suspend	= edu_suspend,
	.resume		= edu_resume,
	.dev_groups	= edu_groups,
};

static int __init edu_init(void)
{
	return pci_register_driver(&edu_driver);
}

static void __exit edu_exit(void)
{
	pci_unregister_driver(&edu_driver);
}

module_init(edu_init);
module_exit(edu_exit);

MODULE_DESCRIPTION("QEMU edu device driver (2.6.10-era API)");
MODULE_LICENSE("GPL");
