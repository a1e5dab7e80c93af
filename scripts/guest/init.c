// SPDX-License-Identifier: GPL-2.0
/*
 * /init of the boot-test initramfs (scripts/stages/mkinitramfs.sh builds it static).
 *
 * The kernel has run its built-in KUnit suites before this program starts;
 * it adds its own results to the console as KTAP, next to KUnit's:
 *
 *   modules    every /lib/modules/toolkit/\*.ko, loaded in name order with
 *              finit_module() before the suspend cycles (so their suspend
 *              and resume callbacks run) and removed with delete_module()
 *              at the end: one case per module; the suite is printed only
 *              when there are modules.
 *   pm_test    /sys/power/pm_test = devices, then one suspend/resume cycle
 *              writing "mem" and one writing "freeze" to /sys/power/state:
 *              a case passes when the write succeeds and
 *              /sys/power/suspend_stats/success went up by one.
 *   edu_legacy only when edu.ko is among the modules (BOOT_LEGACY=1, the
 *              converted testdata/legacy/edu driver; its sysfs files are
 *              described in testdata/legacy/README.md): the driver bound
 *              QEMU's edu device; after each pm_test cycle its pm_log ends
 *              with "suspend 2 <dstate>" (PM_EVENT_SUSPEND reached the
 *              converted suspend, dstate is what pci_choose_state() chose)
 *              and "resume alive"; then "5" written to factorial reads back
 *              120 and the irqs count grew (the write waited for the
 *              device's interrupt to complete the driver's completion);
 *              selftest has no "fail"; edu unloads and the kernel log has
 *              no "WARNING:".
 *   lamp_legacy only when lbus_lamp.ko is among the modules (BOOT_LEGACY=1,
 *              the converted testdata/legacy/lbus bus core and its lamp
 *              driver): lamp0 is bound on the lamp bus; each pm_test cycle
 *              (the bus's converted .suspend/.resume, called by 6.1's PM
 *              core as a legacy bus, each calling the driver once) adds
 *              one pm_log line with the work of every level 2.6.10's bus
 *              called, in its order: "disable save power_down power_on
 *              restore enable" (no "notify": that level never ran); the
 *              brightness is back and the blink timer runs again.
 *   ata_piix_baseline, ata_piix_converted
 *              only when /lib/modules/toolkit/ata_piix/ holds them
 *              (BOOT_LEGACY=1, scripts/stages/build-tree-drivers.sh): ata.c.
 *
 * Then it powers the machine off.  The kernel command line option
 * toolkit.fault=hang|panic|oops makes it misbehave on purpose, so that the
 * host side can prove it notices: hang sleeps forever, panic crashes the
 * kernel through /proc/sysrq-trigger, oops makes a child process oops
 * through lkdtm (/sys/kernel/debug/provoke-crash) and goes on.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/klog.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "init.h"

#define STATS_SUCCESS	"/sys/power/suspend_stats/success"
#define MAX_MODULES	64

#define EDU_MODULE	"edu"
#define EDU_DRIVER	"/sys/bus/pci/drivers/edu"
#define NR_CYCLES	2	/* report_pm_test(): mem, freeze */
#define SYSLOG_READ_ALL	3	/* klogctl() actions, man 2 syslog */
#define SYSLOG_SIZE	10

#define LAMP_MODULE	"lbus_lamp"
#define LAMP_DEV	"/sys/bus/lbus/devices/lamp0"
#define LAMP_CYCLE	"disable save power_down power_on restore enable"
#define LAMP_BRIGHTNESS	7	/* testdata/legacy/lbus_lamp: set at probe */

struct module_result {
	char name[NAME_LEN];
	int load_err;
	int unload_err;
};

static struct module_result modules[MAX_MODULES];
static int nr_modules;

/* The converted legacy edu driver (suite edu_legacy), when edu.ko is here. */
static struct {
	int module;			/* index in modules[], or -1 */
	char dev[LINE_LEN];		/* sysfs dir of the bound device or "" */
	int lines_before[NR_CYCLES];	/* pm_log lines before each cycle */
	int ran[NR_CYCLES];
	char pm_log[NR_CYCLES][LINE_LEN];	/* pm_log after each cycle */
	long fact, irqs_before, irqs_after;
	int fact_err;
	char selftest[1024];
	int selftest_err;
} edu = { .module = -1 };

/* The converted lamp driver on the legacy lamp bus (suite lamp_legacy). */
static struct {
	int module;			/* index in modules[], or -1 */
	int bound;
	int lines_before[NR_CYCLES];
	int ran[NR_CYCLES];
	char pm_log[NR_CYCLES][LINE_LEN];
	long brightness[NR_CYCLES];
	long blinks_before, blinks_after;
} lamp = { .module = -1 };

/* out() - print one line to the console with a single write(). */
void out(const char *fmt, ...)
{
	char line[LINE_LEN];
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(line, sizeof(line) - 1, fmt, ap);
	va_end(ap);
	if (len < 0)
		return;
	if (len > (int)sizeof(line) - 2)
		len = sizeof(line) - 2;
	line[len++] = '\n';
	if (write(STDOUT_FILENO, line, len) < 0)
		return;
}

/* The kernel opens /dev/console for us when the initramfs has it. */
static void setup_console(void)
{
	int fd;

	if (fcntl(STDOUT_FILENO, F_GETFD) >= 0)
		return;
	fd = open("/dev/console", O_RDWR | O_NOCTTY);
	if (fd < 0)
		return;
	dup2(fd, STDIN_FILENO);
	dup2(fd, STDOUT_FILENO);
	dup2(fd, STDERR_FILENO);
	if (fd > STDERR_FILENO)
		close(fd);
}

static void mount_fs(const char *type, const char *dir)
{
	if (mkdir(dir, 0755) && errno != EEXIST)
		out("# init: mkdir %s: %s", dir, strerror(errno));
	if (mount(type, dir, type, 0, NULL) && errno != EBUSY)
		out("# init: mount %s on %s: %s", type, dir, strerror(errno));
}

/* read_file() - read a small file into buf; returns its length or -errno. */
int read_file(const char *path, char *buf, size_t size)
{
	ssize_t len;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	len = read(fd, buf, size - 1);
	if (len < 0)
		len = -errno;
	close(fd);
	if (len < 0)
		return len;
	buf[len] = '\0';
	while (len > 0 && buf[len - 1] == '\n')
		buf[--len] = '\0';
	return len;
}

/* write_file() - write val to a sysfs/procfs file; returns 0 or -errno. */
int write_file(const char *path, const char *val)
{
	size_t len = strlen(val);
	ssize_t ret;
	int fd;

	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	ret = write(fd, val, len);
	if (ret < 0)
		ret = -errno;
	else if ((size_t)ret != len)
		ret = -EIO;
	else
		ret = 0;
	close(fd);
	return ret;
}

long read_long(const char *path)
{
	char buf[32];

	if (read_file(path, buf, sizeof(buf)) <= 0)
		return -1;
	return strtol(buf, NULL, 10);
}

/* has_word() - is word one of the blank-separated words of list? */
int has_word(const char *list, const char *word)
{
	size_t len = strlen(word);
	const char *p = list;

	while ((p = strstr(p, word))) {
		if ((p == list || p[-1] == ' ') &&
		    (p[len] == '\0' || p[len] == ' ' || p[len] == '\n'))
			return 1;
		p += len;
	}
	return 0;
}

/* cmdline_value() - value of "key=" on the kernel command line, or "". */
void cmdline_value(const char *key, char *val, size_t size)
{
	char cmdline[1024];
	size_t klen = strlen(key);
	char *tok, *save = NULL;

	val[0] = '\0';
	if (read_file("/proc/cmdline", cmdline, sizeof(cmdline)) <= 0)
		return;
	for (tok = strtok_r(cmdline, " ", &save); tok;
	     tok = strtok_r(NULL, " ", &save)) {
		if (!strncmp(tok, key, klen) && tok[klen] == '=')
			snprintf(val, size, "%s", tok + klen + 1);
	}
}

static void oops_in_child(void)
{
	const char *direct = "/sys/kernel/debug/provoke-crash/DIRECT";
	int status = 0;
	pid_t pid;
	int err;

	pid = fork();
	if (pid == 0) {
		err = write_file(direct, "EXCEPTION");
		out("# toolkit.fault=oops: %s still alive: %s", direct,
		    strerror(-err));
		_exit(1);
	}
	if (pid > 0)
		waitpid(pid, &status, 0);
	out("# toolkit.fault=oops: child ended, status 0x%x", status);
}

static void inject_fault(void)
{
	char fault[16];
	int err;

	cmdline_value("toolkit.fault", fault, sizeof(fault));
	if (!fault[0])
		return;
	out("# toolkit.fault=%s", fault);
	if (!strcmp(fault, "hang")) {
		for (;;)
			pause();
	} else if (!strcmp(fault, "panic")) {
		err = write_file("/proc/sysrq-trigger", "c");
		out("# toolkit.fault=panic: sysrq-trigger: %s", strerror(-err));
	} else if (!strcmp(fault, "oops")) {
		oops_in_child();
	} else {
		out("# toolkit.fault=%s unknown: use hang, panic or oops", fault);
	}
}

static int is_module_file(const struct dirent *d)
{
	size_t len = strlen(d->d_name);

	return len > 3 && len < NAME_LEN && !strcmp(d->d_name + len - 3, ".ko");
}

/* module_name() - "foo-bar.ko" -> "foo_bar", the name the kernel uses. */
static void module_name(const char *file, char *name)
{
	size_t i, len = strlen(file) - 3;

	for (i = 0; i < len; i++)
		name[i] = file[i] == '-' ? '_' : file[i];
	name[len] = '\0';
}

/* load_module_path() - finit_module() of a .ko file; 0 or -errno. */
int load_module_path(const char *path)
{
	int fd, err = 0;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (syscall(SYS_finit_module, fd, "", 0))
		err = -errno;
	close(fd);
	return err;
}

static int load_module(const char *file)
{
	char path[sizeof(MODULE_DIR) + 256 + 1];

	snprintf(path, sizeof(path), "%s/%s", MODULE_DIR, file);
	return load_module_path(path);
}

static void load_modules(void)
{
	struct dirent **list;
	struct module_result *m;
	int i, n;

	n = scandir(MODULE_DIR, &list, is_module_file, alphasort);
	if (n < 0)
		return;
	for (i = 0; i < n; i++) {
		if (nr_modules < MAX_MODULES) {
			m = &modules[nr_modules++];
			module_name(list[i]->d_name, m->name);
			m->load_err = load_module(list[i]->d_name);
			out("# init: load %s: %s", list[i]->d_name,
			    m->load_err ? strerror(-m->load_err) : "ok");
		}
		free(list[i]);
	}
	free(list);
}

static void unload_modules(void)
{
	struct module_result *m;
	int i;

	/* Reverse order: a later module may use an earlier one. */
	for (i = nr_modules - 1; i >= 0; i--) {
		m = &modules[i];
		if (m->load_err)
			continue;
		if (syscall(SYS_delete_module, m->name, O_NONBLOCK))
			m->unload_err = -errno;
	}
}

static void report_modules(int suite_nr)
{
	struct module_result *m;
	int i, failed = 0;

	out("    KTAP version 1");
	out("    # Subtest: modules");
	out("    1..%d", nr_modules);
	for (i = 0; i < nr_modules; i++) {
		m = &modules[i];
		if (m->load_err)
			out("    # %s: finit_module: %s", m->name,
			    strerror(-m->load_err));
		else if (m->unload_err)
			out("    # %s: delete_module: %s", m->name,
			    strerror(-m->unload_err));
		failed |= m->load_err || m->unload_err;
		out("    %sok %d %s", m->load_err || m->unload_err ? "not " : "",
		    i + 1, m->name);
	}
	out("%sok %d modules", failed ? "not " : "", suite_nr);
}

/* count_lines() - number of '\n'-terminated lines in s. */
static int count_lines(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '\n';
	return n;
}

static void edu_path(char *path, size_t size, const char *file)
{
	snprintf(path, size, "%s/%s", edu.dev, file);
}

/* edu_read() - read an edu sysfs file; the trailing newline is kept. */
static int edu_read(const char *file, char *buf, size_t size)
{
	char path[LINE_LEN + NAME_LEN];
	ssize_t len;
	int fd;

	edu_path(path, sizeof(path), file);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	len = read(fd, buf, size - 1);
	if (len < 0)
		len = -errno;
	close(fd);
	buf[len < 0 ? 0 : len] = '\0';
	return len;
}

static long edu_read_long(const char *file)
{
	char path[LINE_LEN + NAME_LEN];

	edu_path(path, sizeof(path), file);
	return read_long(path);
}

static int is_pci_address(const struct dirent *d)
{
	return !!strchr(d->d_name, ':');
}

/* bound_device() - the first PCI device a driver (its sysfs dir) bound, or "". */
void bound_device(const char *driver_dir, char *dev, size_t size)
{
	struct dirent **list;
	int i, n;

	dev[0] = '\0';
	n = scandir(driver_dir, &list, is_pci_address, alphasort);
	if (n <= 0)
		return;
	snprintf(dev, size, "%s", list[0]->d_name);
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);
}

/* edu_find() - is edu.ko among the modules, and which device did it bind? */
static void edu_find(void)
{
	char pci[256];
	int i;

	for (i = 0; i < nr_modules; i++)
		if (!strcmp(modules[i].name, EDU_MODULE))
			edu.module = i;
	if (edu.module < 0 || modules[edu.module].load_err)
		return;
	bound_device(EDU_DRIVER, pci, sizeof(pci));
	if (pci[0])
		snprintf(edu.dev, sizeof(edu.dev), "%s/%s", EDU_DRIVER, pci);
}

static void edu_before_cycle(int i)
{
	char log[LINE_LEN];

	if (!edu.dev[0] || i >= NR_CYCLES)
		return;
	edu.lines_before[i] = edu_read("pm_log", log, sizeof(log)) < 0 ?
			      -1 : count_lines(log);
}

static void edu_after_cycle(int i)
{
	if (!edu.dev[0] || i >= NR_CYCLES)
		return;
	edu.ran[i] = 1;
	if (edu_read("pm_log", edu.pm_log[i], sizeof(edu.pm_log[i])) < 0)
		edu.pm_log[i][0] = '\0';
}

/*
 * edu_exercise() - after the suspend cycles and before the unload: a
 * factorial through the device's interrupt and the driver's selftest.
 */
static void edu_exercise(void)
{
	char path[LINE_LEN + NAME_LEN];

	if (!edu.dev[0])
		return;
	edu.irqs_before = edu_read_long("irqs");
	edu_path(path, sizeof(path), "factorial");
	edu.fact_err = write_file(path, "5");
	edu.fact = edu_read_long("factorial");
	edu.irqs_after = edu_read_long("irqs");
	edu.selftest_err = edu_read("selftest", edu.selftest,
				    sizeof(edu.selftest));
}

/* edu_cycle_ok() - did cycle i reach the converted suspend and resume? */
static int edu_cycle_ok(int i, const char *state)
{
	const char *log = edu.pm_log[i], *p, *susp = NULL, *res = NULL;
	unsigned int event = 0;
	int dstate = -1, added;

	if (!edu.ran[i]) {
		out("    # %s: the cycle did not run", state);
		return 0;
	}
	for (p = log; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		if (!strncmp(p, "suspend ", 8)) {
			susp = p;
			res = NULL;
		} else if (!strncmp(p, "resume ", 7)) {
			res = p;
		}
	}
	added = count_lines(log) - edu.lines_before[i];
	if (!susp || sscanf(susp, "suspend %u %d", &event, &dstate) != 2) {
		out("    # %s: no suspend line in pm_log (\"%s\"): the converted suspend() was not called",
		    state, log);
		return 0;
	}
	out("    # %s: suspend() got event %u (PM_EVENT_SUSPEND is %d), pci_choose_state() chose D%d%s, %.*s",
	    state, event, PM_EVENT_SUSPEND, dstate,
	    dstate == 0 ? " (the edu device has no PM capability)" : "",
	    res ? (int)strcspn(res, "\n") : 9, res ? res : "no resume");
	if (added < 2)
		out("    # %s: pm_log grew by %d line(s), not 2", state, added);
	return added >= 2 && event == PM_EVENT_SUSPEND && res &&
	       !strncmp(res, "resume alive", 12);
}

/* kernel_log() - the whole kernel log, NUL-terminated, to free(); or NULL. */
char *kernel_log(void)
{
	char *buf;
	int size, len;

	size = klogctl(SYSLOG_SIZE, NULL, 0);
	if (size <= 0)
		return NULL;
	buf = malloc(size + 1);
	if (!buf)
		return NULL;
	len = klogctl(SYSLOG_READ_ALL, buf, size);
	if (len < 0) {
		free(buf);
		return NULL;
	}
	buf[len] = '\0';
	return buf;
}

/* kernel_warnings() - "WARNING:" lines in the kernel log (-1: unreadable). */
int kernel_warnings(void)
{
	char *buf, *p;
	int n = 0;

	buf = kernel_log();
	if (!buf)
		return -1;
	for (p = buf; (p = strstr(p, "WARNING:")); p++) {
		out("    # kernel log: %.*s", (int)strcspn(p, "\n"), p);
		n++;
	}
	free(buf);
	return n;
}

/* ktap_case() - one subtest line: ok, not ok, or ok with a SKIP reason. */
void ktap_case(int nr, int ok, const char *name, const char *skip)
{
	if (skip)
		out("    ok %d %s # SKIP %s", nr, name, skip);
	else
		out("    %sok %d %s", ok ? "" : "not ", nr, name);
}
static void report_edu(int suite_nr)
{
	static const char * const states[NR_CYCLES] = { "mem", "freeze" };
	struct module_result *m = &modules[edu.module];
	const char *skip = edu.dev[0] ? NULL : "edu did not bind the device";
	char *line, *save = NULL;
	int i, ok, nr = 0, failed = 0, warnings;

	out("    KTAP version 1");
	out("    # Subtest: edu_legacy");
	out("    1..%d", 4 + NR_CYCLES + 1);

	if (m->load_err)
		out("    # edu.ko: finit_module: %s", strerror(-m->load_err));
	else if (!edu.dev[0])
		out("    # the guest does not bind the device: no PCI device in %s (QEMU runs with -device edu)",
		    EDU_DRIVER);
	else
		out("    # bound %s", edu.dev);
	ok = edu.dev[0] != '\0';
	failed |= !ok;
	ktap_case(++nr, ok, "bind", NULL);

	for (i = 0; i < NR_CYCLES; i++) {
		ok = skip || edu_cycle_ok(i, states[i]);
		failed |= !ok;
		out("    %sok %d suspend_%s%s%s", ok ? "" : "not ", ++nr,
		    states[i], skip ? " # SKIP " : "", skip ? skip : "");
	}

	if (!skip)
		out("    # echo 5 > factorial: %s, reads back %ld; irqs %ld -> %ld",
		    edu.fact_err ? strerror(-edu.fact_err) : "ok", edu.fact,
		    edu.irqs_before, edu.irqs_after);
	ok = skip || (!edu.fact_err && edu.fact == 120);
	failed |= !ok;
	ktap_case(++nr, ok, "factorial", skip);
	ok = skip || (edu.irqs_before >= 0 && edu.irqs_after > edu.irqs_before);
	failed |= !ok;
	ktap_case(++nr, ok, "irq_completion", skip);

	if (!skip && edu.selftest_err < 0)
		out("    # selftest: %s", strerror(-edu.selftest_err));
	else if (!skip)
		for (line = strtok_r(edu.selftest, "\n", &save); line;
		     line = strtok_r(NULL, "\n", &save))
			out("    # selftest: %s", line);
	ok = skip || (edu.selftest_err > 0 && !strstr(edu.selftest, "fail"));
	failed |= !ok;
	ktap_case(++nr, ok, "selftest", skip);

	warnings = kernel_warnings();
	if (m->unload_err)
		out("    # edu: delete_module: %s", strerror(-m->unload_err));
	if (warnings < 0)
		out("    # kernel log: cannot read it with klogctl()");
	ok = !m->load_err && !m->unload_err && warnings == 0;
	failed |= !ok;
	ktap_case(++nr, ok, "unload", m->load_err ? "edu.ko did not load" : NULL);

	out("%sok %d edu_legacy", failed ? "not " : "", suite_nr);
}

static void lamp_find(void)
{
	struct stat st;
	int i;

	for (i = 0; i < nr_modules; i++)
		if (!strcmp(modules[i].name, LAMP_MODULE))
			lamp.module = i;
	if (lamp.module < 0 || modules[lamp.module].load_err)
		return;
	lamp.bound = !stat(LAMP_DEV "/pm_log", &st);
}

static void lamp_before_cycle(int i)
{
	char log[LINE_LEN];

	if (!lamp.bound || i >= NR_CYCLES)
		return;
	lamp.lines_before[i] = read_file(LAMP_DEV "/pm_log", log, sizeof(log)) < 0 ?
			       -1 : count_lines(log) + (log[0] != '\0');
}

static void lamp_after_cycle(int i)
{
	if (!lamp.bound || i >= NR_CYCLES)
		return;
	lamp.ran[i] = 1;
	if (read_file(LAMP_DEV "/pm_log", lamp.pm_log[i], sizeof(lamp.pm_log[i])) < 0)
		lamp.pm_log[i][0] = '\0';
	lamp.brightness[i] = read_long(LAMP_DEV "/brightness");
}

/* lamp_exercise() - after the cycles: does the blink timer run again? */
static void lamp_exercise(void)
{
	if (!lamp.bound)
		return;
	lamp.blinks_before = read_long(LAMP_DEV "/blinks");
	usleep(500000);
	lamp.blinks_after = read_long(LAMP_DEV "/blinks");
}

/* lamp_cycle_ok() - did cycle i run the work of every level, in order? */
static int lamp_cycle_ok(int i, const char *state)
{
	const char *log = lamp.pm_log[i], *last = log, *p;
	int lines, len;

	if (!lamp.ran[i]) {
		out("    # %s: the cycle did not run", state);
		return 0;
	}
	for (p = log; (p = strchr(p, '\n')); p++)
		if (p[1])
			last = p + 1;
	lines = log[0] ? count_lines(log) + (log[strlen(log) - 1] != '\n') : 0;
	len = (int)strcspn(last, "\n");
	out("    # %s: lamp0 pm_log gained %d line(s), last: \"%.*s\"; brightness %ld",
	    state, lines - lamp.lines_before[i], len, last, lamp.brightness[i]);
	return lines - lamp.lines_before[i] == 1 &&
	       len == (int)strlen(LAMP_CYCLE) && !strncmp(last, LAMP_CYCLE, len) &&
	       lamp.brightness[i] == LAMP_BRIGHTNESS;
}

static void report_lamp(int suite_nr)
{
	static const char * const states[NR_CYCLES] = { "mem", "freeze" };
	struct module_result *m = &modules[lamp.module];
	const char *skip = lamp.bound ? NULL : "lamp0 is not bound";
	int i, ok, nr = 0, failed = 0;

	out("    KTAP version 1");
	out("    # Subtest: lamp_legacy");
	out("    1..%d", 1 + NR_CYCLES + 2);
	if (m->load_err)
		out("    # %s.ko: finit_module: %s", LAMP_MODULE, strerror(-m->load_err));
	else if (!lamp.bound)
		out("    # no %s/pm_log: the lamp driver did not bind lamp0 on the lamp bus", LAMP_DEV);
	else
		out("    # bound %s", LAMP_DEV);
	failed |= !lamp.bound;
	ktap_case(++nr, lamp.bound, "bind", NULL);
	for (i = 0; i < NR_CYCLES; i++) {
		ok = skip || lamp_cycle_ok(i, states[i]);
		failed |= !ok;
		out("    %sok %d levels_%s%s%s", ok ? "" : "not ", ++nr, states[i],
		    skip ? " # SKIP " : "", skip ? skip : "");
	}
	if (!skip)
		out("    # blinks %ld -> %ld in 0.5 s after the cycles", lamp.blinks_before,
		    lamp.blinks_after);
	ok = skip || (lamp.blinks_before >= 0 && lamp.blinks_after > lamp.blinks_before);
	failed |= !ok;
	ktap_case(++nr, ok, "blink_again", skip);
	if (m->unload_err)
		out("    # %s: delete_module: %s", LAMP_MODULE, strerror(-m->unload_err));
	ok = !m->load_err && !m->unload_err;
	failed |= !ok;
	ktap_case(++nr, ok, "unload", m->load_err ? "lbus_lamp.ko did not load" : NULL);
	out("%sok %d lamp_legacy", failed ? "not " : "", suite_nr);
}

/* suspend_cycle() - one pm_test cycle; returns 1 when it passed. */
int suspend_cycle(const char *state, const char *states, int pm_test_err)
{
	long before, after;
	int err;

	if (pm_test_err) {
		out("    # %s: cannot set pm_test=devices: %s", state,
		    strerror(-pm_test_err));
		return 0;
	}
	if (!has_word(states, state)) {
		out("    # %s: not in /sys/power/state (\"%s\")", state, states);
		return 0;
	}
	before = read_long(STATS_SUCCESS);
	err = write_file("/sys/power/state", state);
	after = read_long(STATS_SUCCESS);
	out("    # %s: write %s, suspend_stats/success %ld -> %ld", state,
	    err ? strerror(-err) : "ok", before, after);
	return !err && before >= 0 && after == before + 1;
}

static void report_pm_test(int suite_nr)
{
	static const char * const states[] = { "mem", "freeze" };
	char avail[128], delay[16];
	int i, ok, failed = 0, pm_test_err;

	if (read_file("/sys/power/state", avail, sizeof(avail)) < 0)
		avail[0] = '\0';
	if (read_file("/sys/module/suspend/parameters/pm_test_delay", delay,
		      sizeof(delay)) < 0)
		snprintf(delay, sizeof(delay), "?");
	pm_test_err = write_file("/sys/power/pm_test", "devices");

	out("    KTAP version 1");
	out("    # Subtest: pm_test");
	out("    # pm_test=devices, pm_test_delay=%ss, /sys/power/state: %s",
	    delay, avail);
	out("    1..%d", ARRAY_SIZE(states));
	for (i = 0; i < ARRAY_SIZE(states); i++) {
		edu_before_cycle(i);
		lamp_before_cycle(i);
		ok = suspend_cycle(states[i], avail, pm_test_err);
		edu_after_cycle(i);
		lamp_after_cycle(i);
		failed |= !ok;
		out("    %sok %d %s", ok ? "" : "not ", i + 1, states[i]);
	}
	out("%sok %d pm_test", failed ? "not " : "", suite_nr);
}

int main(void)
{
	int suite_nr = 0;

	setup_console();
	mount_fs("proc", "/proc");
	mount_fs("sysfs", "/sys");
	mount_fs("devtmpfs", "/dev");
	mount_fs("debugfs", "/sys/kernel/debug");
	setup_console();

	out("# toolkit init: start");
	inject_fault();
	load_modules();
	edu_find();
	lamp_find();

	out("KTAP version 1");
	out("1..%d", 1 + (edu.module >= 0) + (lamp.module >= 0) + (nr_modules > 0) +
	    ata_nr_suites());
	report_pm_test(++suite_nr);
	edu_exercise();
	lamp_exercise();
	if (nr_modules)
		unload_modules();
	if (edu.module >= 0)
		report_edu(++suite_nr);
	if (lamp.module >= 0)
		report_lamp(++suite_nr);
	if (nr_modules)
		report_modules(++suite_nr);
	ata_run(&suite_nr);

	out("# toolkit init: powering off");
	sync();
	reboot(RB_POWER_OFF);
	out("# toolkit init: reboot(RB_POWER_OFF): %s", strerror(errno));
	for (;;)
		pause();
}
