/*
 * compat.h: a BSD-compatibility header shipped inside a driver directory.
 */
#ifndef _XFS_COMPAT_H
#define _XFS_COMPAT_H

#include <linux/string.h>

#define bzero(p, n)		memset((p), 0, (n))
#define bcopy(s, d, n)		memcpy((d), (s), (n))
#define ovbcopy(s, d, n)	memmove((d), (s), (n))

static inline void compat_copy_name(char *dst, const char *src, int len)
{
	bcopy(src, dst, len);
	dst[len] = '\0';
}

#define COMPAT_COPY_HDR(s, d)	bcopy((s), (d), sizeof(struct compat_hdr))

#endif /* _XFS_COMPAT_H */
