/*
 * Names that merely contain "bcopy", a structure member called bcopy,
 * comments and strings: none of them is the removed bcopy().
 */
#include <linux/kernel.h>

struct dma_ops {
	void (*bcopy)(const void *src, void *dst, int len);
	int bcopy_count;
};

extern void gru_bcopy(void *dst, const void *src, unsigned int len);
extern void lpfc_sli_pcimem_bcopy(void *src, void *dest, unsigned int cnt);

static void my_copy(const void *src, void *dst, int len)
{
	gru_bcopy(dst, src, len);
}

static struct dma_ops ops = {
	.bcopy = my_copy,
};

/* bcopy(src, dst, len) would be wrong here: see gru_bcopy() */
static int dma_xfer(struct dma_ops *o, void *dst, void *src, int len)
{
	o->bcopy(src, dst, len);
	ops.bcopy(src, dst, len);
	o->bcopy_count++;
	lpfc_sli_pcimem_bcopy(src, dst, len);
	printk(KERN_DEBUG "bcopy(%p, %p, %d)\n", src, dst, len);
	return 0;
}
