/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * A userspace (uapi) header, as 6.1's include/uapi/linux/mroute6.h: its
 * macros call the C library's bcopy() and bzero(), which userspace still
 * has.  The rule leaves it alone and report mode says why.
 */
#ifndef _UAPI_MROUTE_LIKE_H
#define _UAPI_MROUTE_LIKE_H

typedef struct ml_set {
	unsigned int bits[8];
} ml_set;

#define ML_COPY(f, t)	bcopy(f, t, sizeof(*(f)))
#define ML_ZERO(p)	bzero(p, sizeof(*(p)))

#endif
