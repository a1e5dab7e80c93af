// SPDX-License-Identifier: GPL-2.0
/*
 * The boot proof of ata_piix converted by pci_legacy_pm (issue 11, part 4),
 * the guest's side of scripts/build-tree-drivers.sh.
 *
 * QEMU runs with -M pc (its PIIX3 IDE controller, which ata_piix drives)
 * and a raw disk image the host made for this boot; the kernel command
 * line says what the disk holds: toolkit.disk=<crc>:<bytes>, the output of
 * POSIX cksum(1) on the image.  /lib/modules/toolkit/ata_piix/ holds
 * baseline/ata_piix.ko (the tree's driver, legacy pci_driver .suspend and
 * .resume) and converted/ata_piix.ko (the same file after pci_legacy_pm);
 * /lib/modules/toolkit/pmprobe/pmprobe.ko records every
 * ata_host_suspend(host, mesg) and ata_host_resume(host) call, which is how
 * ata_piix's suspend and resume tell libata (scripts/guest/pmprobe).
 *
 * Each variant, baseline first, gets one suite, ata_piix_<variant>, whose
 * diagnostic lines are printed as it runs and its cases at the end:
 *   load        finit_module() of its ata_piix.ko
 *   disk        ata_piix bound the IDE controller and /dev/sda appeared
 *               (libata probes the ports asynchronously: up to 60 s)
 *   read        the whole disk read with O_DIRECT (from the device, not
 *               the page cache) has the image's size and checksum
 *   suspend_mem, suspend_freeze
 *               a pm_test=devices cycle of /sys/power/state succeeds, and
 *               pmprobe saw exactly "suspend <controller> 2" (the driver's
 *               suspend, with PM_EVENT_SUSPEND) then "resume <controller>"
 *   read_back   the disk read again after both cycles: same checksum
 *   unload      delete_module() succeeds and /dev/sda is gone
 *   warnings    the kernel WARNINGs while it ran (WARN_ONCE sites are reset
 *               first): the baseline's are the tree's own and are named
 *               with a "toolkit: tree's own WARNING at FILE:LINE" line,
 *               which scripts/stages/run-qemu.sh reads; the converted driver may
 *               give only WARNINGs the baseline gave
 * The baseline shows what the test environment gives a driver the tree
 * ships; the converted driver must do the same.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#include "init.h"

#define ATA_DIR		MODULE_DIR "/ata_piix"
#define PMPROBE_KO	MODULE_DIR "/pmprobe/pmprobe.ko"
#define PMPROBE_CALLS	"/sys/kernel/debug/pmprobe/calls"
#define ATA_DRIVER	"/sys/bus/pci/drivers/ata_piix"
#define DISK_SYS	"/sys/block/sda"
#define DISK_DEV	"/dev/sda"
#define DISK_WAIT_MS	60000
#define CALLS_LEN	4096
#define READ_CHUNK	(1 << 20)
#define ATA_CYCLES	2
#define MAX_WARN	8
#define WARN_MARK	"WARNING: CPU: "
#define CLEAR_WARN_ONCE	"/sys/kernel/debug/clear_warn_once"

static const char * const variants[] = { "baseline", "converted" };
static const char * const states[ATA_CYCLES] = { "mem", "freeze" };

/* One variant's results; notes are printed under the suite. */
struct ata_result {
	int load_err;
	char pci[256];			/* the controller ata_piix bound */
	int disk;
	int read_err, reread_err;
	uint32_t crc, recrc;
	unsigned long long bytes, rebytes;
	int cycle_ok[ATA_CYCLES];
	int unload_err;
	int disk_gone;
	int log_err;			/* the kernel log was unreadable */
	int nr_warn;			/* kernel WARNINGs while it ran */
	char warn_at[MAX_WARN][NAME_LEN * 2];	/* "drivers/pci/pci.c:2334" */
	char warn_msg[MAX_WARN][LINE_LEN];	/* the line before, its message */
};

static int pmprobe_err = -ENOENT;

/* note() - a diagnostic line of the suite being run. */
static void note(const char *fmt, ...)
{
	char line[LINE_LEN];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	out("    # %s", line);
}

static void ko_path(char *path, size_t size, const char *variant)
{
	snprintf(path, size, "%s/%s/ata_piix.ko", ATA_DIR, variant);
}

static int exists(const char *path)
{
	struct stat st;

	return !stat(path, &st);
}

/* ata_nr_suites() - how many ata_piix suites this initramfs holds. */
int ata_nr_suites(void)
{
	char path[LINE_LEN];
	int i, n = 0;

	for (i = 0; i < ARRAY_SIZE(variants); i++) {
		ko_path(path, sizeof(path), variants[i]);
		n += exists(path);
	}
	return n;
}

/*
 * cksum() - POSIX cksum(1): CRC-32 (polynomial 0x04c11db7, MSB first) of
 * the data, then of its length (least significant byte first), inverted.
 */
static uint32_t crc_update(uint32_t crc, const unsigned char *p, size_t len)
{
	int bit;

	while (len--) {
		crc ^= (uint32_t)*p++ << 24;
		for (bit = 0; bit < 8; bit++)
			crc = crc & 0x80000000u ? (crc << 1) ^ 0x04c11db7u : crc << 1;
	}
	return crc;
}

static uint32_t crc_finish(uint32_t crc, unsigned long long len)
{
	unsigned char c;

	for (; len; len >>= 8) {
		c = len & 0xff;
		crc = crc_update(crc, &c, 1);
	}
	return ~crc;
}

/* read_disk() - the disk's cksum, read with O_DIRECT; 0 or -errno. */
static int read_disk(uint32_t *crc, unsigned long long *bytes)
{
	void *buf;
	ssize_t n;
	int fd, err = 0;

	*crc = 0;
	*bytes = 0;
	if (posix_memalign(&buf, 4096, READ_CHUNK))
		return -ENOMEM;
	fd = open(DISK_DEV, O_RDONLY | O_DIRECT | O_CLOEXEC);
	if (fd < 0) {
		err = -errno;
		free(buf);
		return err;
	}
	while ((n = read(fd, buf, READ_CHUNK)) > 0) {
		*crc = crc_update(*crc, buf, n);
		*bytes += n;
	}
	if (n < 0)
		err = -errno;
	close(fd);
	free(buf);
	*crc = crc_finish(*crc, *bytes);
	return err;
}

/* wait_path() - wait until path exists (want 1) or not (want 0). */
static int wait_path(const char *path, int want, int ms)
{
	for (; ms > 0; ms -= 100) {
		if (exists(path) == want)
			return 1;
		usleep(100000);
	}
	return exists(path) == want;
}

static int read_calls(char *buf, size_t size)
{
	return read_file(PMPROBE_CALLS, buf, size);
}

/* one_line() - s with its newlines as "; ", for a KTAP diagnostic line. */
static const char *one_line(const char *s, char *buf, size_t size)
{
	size_t n = 0;

	for (; *s && n + 3 < size; s++) {
		if (*s == '\n') {
			if (s[1]) {
				buf[n++] = ';';
				buf[n++] = ' ';
			}
		} else {
			buf[n++] = *s;
		}
	}
	buf[n] = '\0';
	return buf;
}

/*
 * cycle() - one pm_test cycle; ok when it succeeded and pmprobe saw the
 * driver's suspend with PM_EVENT_SUSPEND and its resume, and nothing else.
 */
static int cycle(struct ata_result *r, int i, const char *avail)
{
	char before[CALLS_LEN], after[CALLS_LEN], want[2 * LINE_LEN], heard[LINE_LEN];
	const char *added;
	int ok, blen, alen;

	blen = read_calls(before, sizeof(before));
	ok = suspend_cycle(states[i], avail, 0);
	alen = read_calls(after, sizeof(after));
	if (alen < 0 || blen < 0 || alen < blen) {
		note("%s: %s unreadable: pmprobe %s", states[i], PMPROBE_CALLS,
		     pmprobe_err ? strerror(-pmprobe_err) : "loaded");
		return 0;
	}
	added = after + blen + (blen > 0 && after[blen] == '\n');
	snprintf(want, sizeof(want), "suspend %s %d\nresume %s", r->pci,
		 PM_EVENT_SUSPEND, r->pci);
	note("%s: libata heard: %s", states[i], *added ? one_line(added, heard, sizeof(heard)) :
								 "nothing");
	if (strcmp(added, want)) {
		note("%s: want \"suspend %s %d\" then \"resume %s\": %s", states[i],
		     r->pci, PM_EVENT_SUSPEND, r->pci,
		     *added ? "the driver's callbacks did something else" :
			      "the driver's suspend and resume were not called");
		return 0;
	}
	return ok;
}

/* count_warnings() - WARN_MARK lines in a kernel log. */
static int count_warnings(const char *log)
{
	int n = 0;

	for (; (log = strstr(log, WARN_MARK)); log++)
		n++;
	return n;
}

/* skip_prefix() - past a kernel log line's "<level>" and "[ time] ". */
static void skip_prefix(const char **p, const char *end)
{
	const char *q;

	q = **p == '<' ? memchr(*p, '>', end - *p) : NULL;
	if (q)
		*p = q + 1;
	q = **p == '[' ? memchr(*p, ']', end - *p) : NULL;
	if (q)
		*p = q + 1;
	while (*p < end && **p == ' ')
		(*p)++;
}

/* warn_message() - the line before p (a WARNING line) of log, into msg. */
static void warn_message(const char *log, const char *p, char *msg, size_t size)
{
	const char *end = p, *start;

	msg[0] = '\0';
	while (end > log && end[-1] != '\n')	/* p's line: "<4>[ time] WARNING" */
		end--;
	if (end <= log)
		return;
	end--;				/* the newline that ends the line before */
	start = end;
	while (start > log && start[-1] != '\n')
		start--;
	skip_prefix(&start, end);
	if (start < end && !memmem(start, end - start, "cut here", 8))
		snprintf(msg, size, "%.*s", (int)(end - start), start);
}

/*
 * collect_warnings() - the kernel WARNINGs after the first skip ones: their
 * location ("at FILE:LINE") and message.
 */
static void collect_warnings(struct ata_result *r, int skip)
{
	char *log = kernel_log(), *p;
	int n = 0;
	size_t len;

	if (!log) {
		r->log_err = 1;
		return;
	}
	for (p = log; (p = strstr(p, WARN_MARK)); p++) {
		char *at = strstr(p, " at ");

		if (n++ < skip || r->nr_warn >= MAX_WARN || !at)
			continue;
		at += 4;
		len = strcspn(at, "\n ");
		snprintf(r->warn_at[r->nr_warn], sizeof(r->warn_at[0]), "%.*s", (int)len, at);
		warn_message(log, p, r->warn_msg[r->nr_warn], sizeof(r->warn_msg[0]));
		r->nr_warn++;
	}
	free(log);
}

static void run_variant(struct ata_result *r, const char *variant, const char *avail)
{
	char path[LINE_LEN];
	int i;

	ko_path(path, sizeof(path), variant);
	r->load_err = load_module_path(path);
	if (r->load_err) {
		note("%s: finit_module: %s", path, strerror(-r->load_err));
		return;
	}
	r->disk = wait_path(DISK_SYS, 1, DISK_WAIT_MS);
	bound_device(ATA_DRIVER, r->pci, sizeof(r->pci));
	if (!r->pci[0])
		note("ata_piix bound no PCI device (%s is empty; QEMU -M pc has PIIX3 IDE)",
		     ATA_DRIVER);
	else
		note("ata_piix bound %s", r->pci);
	if (!r->disk) {
		note("no %s after %d s: no disk on the controller", DISK_SYS,
		     DISK_WAIT_MS / 1000);
		return;
	}
	r->read_err = read_disk(&r->crc, &r->bytes);
	for (i = 0; i < ATA_CYCLES; i++)
		r->cycle_ok[i] = r->pci[0] && cycle(r, i, avail);
	r->reread_err = read_disk(&r->recrc, &r->rebytes);
}

static void unload_variant(struct ata_result *r)
{
	if (r->load_err)
		return;
	if (syscall(SYS_delete_module, "ata_piix", O_NONBLOCK))
		r->unload_err = -errno;
	r->disk_gone = wait_path(DISK_SYS, 0, 10000);
	if (r->unload_err)
		note("delete_module(ata_piix): %s", strerror(-r->unload_err));
	else if (!r->disk_gone)
		note("%s still there after the unload", DISK_SYS);
}

/* read_ok() - a disk read matches the image (toolkit.disk=<crc>:<bytes>). */
static int read_ok(const char *what, int err, uint32_t crc,
		   unsigned long long bytes, const char *disk)
{
	char have[64];

	if (err) {
		out("    # %s: %s: %s", what, DISK_DEV, strerror(-err));
		return 0;
	}
	snprintf(have, sizeof(have), "%u:%llu", crc, bytes);
	out("    # %s: cksum %s, the image's %s", what, have, disk[0] ? disk : "(no toolkit.disk=)");
	return disk[0] && !strcmp(have, disk);
}

/* baseline_has() - did the baseline run give a WARNING at this location? */
static int baseline_has(const struct ata_result *base, const char *at)
{
	int i;

	for (i = 0; base && i < base->nr_warn; i++)
		if (!strcmp(base->warn_at[i], at))
			return 1;
	return 0;
}

/*
 * warnings_ok() - the kernel WARNINGs of a variant's run.  The baseline's
 * are the tree's own (its driver as shipped does it): named, and marked
 * for the host (scripts/stages/run-qemu.sh) as not a failure of this boot.  A
 * converted variant passes when each of its WARNINGs is one the baseline
 * gave too.
 */
static int warnings_ok(const struct ata_result *r, const struct ata_result *base)
{
	int i, ok = 1, own;

	if (r->log_err) {
		note("the kernel log is unreadable (klogctl)");
		return 0;
	}
	for (i = 0; i < r->nr_warn; i++) {
		own = !base || baseline_has(base, r->warn_at[i]);
		note("kernel WARNING at %s: %s: %s", r->warn_at[i],
		     r->warn_msg[i][0] ? r->warn_msg[i] : "(no message)",
		     !base ? "the tree's own driver does it (baseline)" :
		     own ? "the tree's own driver does it too (baseline)" :
			   "the converted driver only");
		if (own)
			note("toolkit: tree's own WARNING at %s", r->warn_at[i]);
		ok &= own;
	}
	return ok;
}

static void report_variant(struct ata_result *r, const struct ata_result *base,
			   const char *variant, int suite_nr, const char *disk)
{
	const char *skip = NULL;
	int i, ok, nr = 0, failed = 0;

	ok = !r->load_err;
	failed |= !ok;
	ktap_case(++nr, ok, "load", NULL);
	if (r->load_err)
		skip = "ata_piix did not load";
	ok = skip || (r->disk && r->pci[0]);
	failed |= !ok;
	ktap_case(++nr, ok, "disk", skip);
	if (!skip && !r->disk)
		skip = "no disk";
	ok = skip || read_ok("read", r->read_err, r->crc, r->bytes, disk);
	failed |= !ok;
	ktap_case(++nr, ok, "read", skip);
	for (i = 0; i < ATA_CYCLES; i++) {
		ok = skip || r->cycle_ok[i];
		failed |= !ok;
		out("    %sok %d suspend_%s%s%s", ok ? "" : "not ", ++nr, states[i],
		    skip ? " # SKIP " : "", skip ? skip : "");
	}
	ok = skip || read_ok("read_back", r->reread_err, r->recrc, r->rebytes, disk);
	failed |= !ok;
	ktap_case(++nr, ok, "read_back", skip);
	ok = !r->load_err && !r->unload_err && r->disk_gone;
	failed |= !ok;
	ktap_case(++nr, ok, "unload", r->load_err ? "ata_piix did not load" : NULL);
	ok = warnings_ok(r, base);
	failed |= !ok;
	ktap_case(++nr, ok, "warnings", NULL);
	/* a skipped case is not a pass: the suite fails when ata_piix did not work */
	failed |= skip != NULL;
	out("%sok %d ata_piix_%s", failed ? "not " : "", suite_nr, variant);
}

/* ata_run() - each variant present: load, test, unload, report. */
void ata_run(int *suite_nr)
{
	static struct ata_result results[ARRAY_SIZE(variants)];
	char path[LINE_LEN], avail[128], disk[64], *log;
	int i, skip;

	if (!ata_nr_suites())
		return;
	cmdline_value("toolkit.disk", disk, sizeof(disk));
	if (read_file("/sys/power/state", avail, sizeof(avail)) < 0)
		avail[0] = '\0';
	if (write_file("/sys/power/pm_test", "devices"))
		out("# ata: cannot set pm_test=devices");
	pmprobe_err = load_module_path(PMPROBE_KO);
	out("# ata: load %s: %s", PMPROBE_KO, pmprobe_err ? strerror(-pmprobe_err) : "ok");
	for (i = 0; i < ARRAY_SIZE(variants); i++) {
		ko_path(path, sizeof(path), variants[i]);
		if (!exists(path))
			continue;
		out("    KTAP version 1");
		out("    # Subtest: ata_piix_%s", variants[i]);
		out("    1..%d", 6 + ATA_CYCLES);
		note("%s", path);
		/* a WARN_ONCE the variant before printed may print again */
		write_file(CLEAR_WARN_ONCE, "1");
		log = kernel_log();
		skip = log ? count_warnings(log) : 0;
		free(log);
		run_variant(&results[i], variants[i], avail);
		unload_variant(&results[i]);
		collect_warnings(&results[i], skip);
		report_variant(&results[i], i ? &results[0] : NULL, variants[i],
			       ++*suite_nr, disk);
	}
	if (!pmprobe_err)
		syscall(SYS_delete_module, "pmprobe", O_NONBLOCK);
}
