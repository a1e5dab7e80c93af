/*
 * isdn_hdlc: casts and side effects in bcopy() arguments.  The order in
 * which C evaluates arguments is unspecified, so swapping them is safe;
 * the casts stay as they are.
 */
#include <linux/types.h>

typedef char *caddr_t;

struct hdlc_frame {
	u8 addr;
	u8 ctrl;
	u8 data[256];
};

static int hdlc_put(struct hdlc_frame *f, u8 **wp, const u8 *src, int n)
{
	bcopy((caddr_t)src, (caddr_t)f->data, n);
	bcopy((const char *)&f->addr, (char *)(*wp)++, 1);
	bcopy(src + n, *wp, n--);
	bcopy((void *)(unsigned long)f, (void *)*wp, sizeof(*f));
	return n;
}
