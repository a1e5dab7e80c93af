// SPDX-License-Identifier: GPL-2.0
/*
 * Several parameters per declaration line, declarations in another order
 * than the identifier list, arrays and pointers to pointers.
 */
#include <linux/types.h>
#include <linux/string.h>

int
copy_rect(dst, src, w, h, pitch)
	int w, h;
	unsigned char *dst, *src;
	unsigned long pitch;
{
	while (h--) {
		memcpy(dst, src, w);
		dst += pitch;
		src += pitch;
	}
	return 0;
}

int parse_words(line, words, max, nwords)
char *line, **words;
int max, *nwords;
{
	*nwords = 0;
	return max;
}

static void fill_table(tab, val)
	u32 tab[16]; u32 val;
{
	int i;

	for (i = 0; i < 16; i++)
		tab[i] = val;
}
