// SPDX-License-Identifier: GPL-2.0
/*
 * pmprobe - record the power management calls a PCI ATA driver makes into
 * libata, for the boot test's ata_piix suites (scripts/guest/ata.c).
 *
 * ata_piix is tested as the 6.1 tree has it (legacy pci_driver .suspend and
 * .resume) and as pci_legacy_pm converted it (dev_pm_ops wrappers that call
 * the same callbacks).  Either way its suspend tells libata with
 * ata_host_suspend(host, mesg) and its resume with ata_host_resume(host),
 * both exported by libata and so never inlined into the driver.  A kprobe
 * on each appends one line to /sys/kernel/debug/pmprobe/calls:
 *
 *   suspend <device> <event>	mesg.event of the call, e.g. 2 (PM_EVENT_SUSPEND)
 *   resume <device>
 *
 * so the guest can tell that the driver's callbacks ran in a pm_test cycle
 * and with which event, without changing the driver under test.
 */
#include <linux/debugfs.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/kprobes.h>
#include <linux/libata.h>
#include <linux/module.h>
#include <linux/spinlock.h>

#define PMPROBE_LOG_SIZE	4096

static DEFINE_SPINLOCK(pmprobe_lock);
static char pmprobe_log[PMPROBE_LOG_SIZE];
static size_t pmprobe_len;
static struct dentry *pmprobe_dir;

static __printf(1, 2) void pmprobe_add(const char *fmt, ...)
{
	unsigned long flags;
	va_list args;
	int len;

	spin_lock_irqsave(&pmprobe_lock, flags);
	va_start(args, fmt);
	len = vsnprintf(pmprobe_log + pmprobe_len,
			sizeof(pmprobe_log) - pmprobe_len, fmt, args);
	va_end(args);
	if (len > 0 && pmprobe_len + len < sizeof(pmprobe_log))
		pmprobe_len += len;
	else
		pmprobe_log[pmprobe_len] = '\0';
	spin_unlock_irqrestore(&pmprobe_lock, flags);
}

static const char *pmprobe_host_name(struct pt_regs *regs)
{
	struct ata_host *host;

	host = (struct ata_host *)regs_get_kernel_argument(regs, 0);
	return host && host->dev ? dev_name(host->dev) : "?";
}

static int pmprobe_suspend(struct kprobe *p, struct pt_regs *regs)
{
	int event = (int)regs_get_kernel_argument(regs, 1);

	pmprobe_add("suspend %s %d\n", pmprobe_host_name(regs), event);
	return 0;
}

static int pmprobe_resume(struct kprobe *p, struct pt_regs *regs)
{
	pmprobe_add("resume %s\n", pmprobe_host_name(regs));
	return 0;
}

static struct kprobe pmprobe_probes[] = {
	{ .symbol_name = "ata_host_suspend", .pre_handler = pmprobe_suspend },
	{ .symbol_name = "ata_host_resume", .pre_handler = pmprobe_resume },
};

static struct kprobe *pmprobe_list[] = {
	&pmprobe_probes[0],
	&pmprobe_probes[1],
};

static ssize_t pmprobe_read(struct file *file, char __user *buf, size_t count,
			    loff_t *ppos)
{
	char *copy;
	size_t len;
	ssize_t ret;

	copy = kmalloc(sizeof(pmprobe_log), GFP_KERNEL);
	if (!copy)
		return -ENOMEM;
	spin_lock_irq(&pmprobe_lock);
	len = pmprobe_len;
	memcpy(copy, pmprobe_log, len);
	spin_unlock_irq(&pmprobe_lock);
	ret = simple_read_from_buffer(buf, count, ppos, copy, len);
	kfree(copy);
	return ret;
}

static const struct file_operations pmprobe_fops = {
	.owner = THIS_MODULE,
	.read = pmprobe_read,
	.llseek = default_llseek,
};

static int __init pmprobe_init(void)
{
	int ret;

	ret = register_kprobes(pmprobe_list, ARRAY_SIZE(pmprobe_list));
	if (ret) {
		pr_err("pmprobe: cannot probe ata_host_suspend/ata_host_resume: %d\n",
		       ret);
		return ret;
	}
	pmprobe_dir = debugfs_create_dir("pmprobe", NULL);
	debugfs_create_file("calls", 0444, pmprobe_dir, NULL, &pmprobe_fops);
	return 0;
}

static void __exit pmprobe_exit(void)
{
	debugfs_remove_recursive(pmprobe_dir);
	unregister_kprobes(pmprobe_list, ARRAY_SIZE(pmprobe_list));
}

module_init(pmprobe_init);
module_exit(pmprobe_exit);
MODULE_DESCRIPTION("Record ata_host_suspend() and ata_host_resume() calls for the boot test");
MODULE_LICENSE("GPL");
