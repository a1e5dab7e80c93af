/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Between scripts/guest/init.c (the boot test's /init: console, helpers,
 * the pm_test, edu_legacy, lamp_legacy and modules suites) and the suites
 * it calls that live in their own file (ata.c).
 */
#ifndef TOOLKIT_GUEST_INIT_H
#define TOOLKIT_GUEST_INIT_H

#include <stddef.h>

#define MODULE_DIR	"/lib/modules/toolkit"
#define NAME_LEN	64
#define LINE_LEN	512
#define PM_EVENT_SUSPEND 2	/* include/linux/pm.h */
#define ARRAY_SIZE(a)	((int)(sizeof(a) / sizeof((a)[0])))

/* init.c */
void out(const char *fmt, ...);
int read_file(const char *path, char *buf, size_t size);
int write_file(const char *path, const char *val);
long read_long(const char *path);
int has_word(const char *list, const char *word);
void cmdline_value(const char *key, char *val, size_t size);
int load_module_path(const char *path);
void bound_device(const char *driver_dir, char *dev, size_t size);
void ktap_case(int nr, int ok, const char *name, const char *skip);
int suspend_cycle(const char *state, const char *states, int pm_test_err);
char *kernel_log(void);
int kernel_warnings(void);

/* ata.c: the ata_piix_baseline and ata_piix_converted suites */
int ata_nr_suites(void);
void ata_run(int *suite_nr);

#endif
