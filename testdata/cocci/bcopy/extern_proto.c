/*
 * fbmono: a frame buffer driver that declared bcopy itself instead of
 * including the string header.
 */
#include <linux/fb.h>

extern void bcopy(const char *, char *, int);
extern int fbmono_probe(struct fb_info *info);

static void fbmono_scroll(struct fb_info *info, int lines)
{
	char *fb = info->screen_base;
	int stride = info->fix.line_length;

	bcopy(fb + lines * stride, fb, (info->var.yres - lines) * stride);
}
