// SPDX-License-Identifier: GPL-2.0
/*
 * fb-legacy.c - frame buffer driver for a simple PCI display, 2.6.10 style
 *
 * The display (an S3 Trio-like chip reduced to its essentials) has its
 * video memory in BAR0, 640x480 at 8 bits per pixel, and three registers
 * in BAR1: a palette index, a palette data word (0x00RRGGBB) and a display
 * enable.  Drawing is done by the CPU into the mapped video memory.
 *
 * Power management is written the way the 2.6.10 frame buffer drivers did
 * it: suspend(pdev, u32 state) compares the state with PM_SUSPEND_MEM and
 * with pdev->dev.power.power_state, and records the state there.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/fb.h>
#include <linux/console.h>
#include <linux/io.h>

#define DRV_NAME		"fb_legacy"

#define FBL_XRES		640
#define FBL_YRES		480
#define FBL_VRAM_SIZE		(FBL_XRES * FBL_YRES)

#define FBL_REG_PAL_INDEX	0x00
#define FBL_REG_PAL_DATA	0x04
#define FBL_REG_ENABLE		0x08

struct fbl_par {
	void __iomem *mmio;
	u32 palette[256];
	u32 enabled;
};

static int fbl_setcolreg(unsigned int regno, unsigned int red,
			 unsigned int green, unsigned int blue,
			 unsigned int transp, struct fb_info *info)
{
	struct fbl_par *par = info->par;

	if (regno >= ARRAY_SIZE(par->palette))
		return -EINVAL;
	par->palette[regno] = (red >> 8) << 16 | (green >> 8) << 8 | blue >> 8;
	writel(regno, par->mmio + FBL_REG_PAL_INDEX);
	writel(par->palette[regno], par->mmio + FBL_REG_PAL_DATA);
	return 0;
}

static void fbl_load_palette(struct fbl_par *par)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(par->palette); i++) {
		writel(i, par->mmio + FBL_REG_PAL_INDEX);
		writel(par->palette[i], par->mmio + FBL_REG_PAL_DATA);
	}
}

static int fbl_blank(int blank, struct fb_info *info)
{
	struct fbl_par *par = info->par;

	par->enabled = blank == FB_BLANK_UNBLANK;
	writel(par->enabled, par->mmio + FBL_REG_ENABLE);
	return 0;
}

static u8 __iomem *fbl_pixel(struct fb_info *info, u32 x, u32 y)
{
	return (u8 __iomem *)info->screen_base + y * info->fix.line_length + x;
}

static void fbl_fillrect(struct fb_info *info, const struct fb_fillrect *r)
{
	u32 y;

	if (r->dx >= FBL_XRES || r->dy >= FBL_YRES)
		return;
	for (y = r->dy; y < r->dy + r->height && y < FBL_YRES; y++)
		memset_io(fbl_pixel(info, r->dx, y), r->color,
			  min_t(u32, r->width, FBL_XRES - r->dx));
}

/* Copy pixel by pixel in the direction that is safe for overlapping areas. */
static void fbl_copyarea(struct fb_info *info, const struct fb_copyarea *a)
{
	bool down = a->dy > a->sy || (a->dy == a->sy && a->dx > a->sx);
	u32 i, j;

	if (max(a->sx, a->dx) + a->width > FBL_XRES ||
	    max(a->sy, a->dy) + a->height > FBL_YRES)
		return;
	for (i = 0; i < a->height; i++) {
		u32 y = down ? a->height - 1 - i : i;

		for (j = 0; j < a->width; j++) {
			u32 x = down ? a->width - 1 - j : j;

			fb_writeb(fb_readb(fbl_pixel(info, a->sx + x, a->sy + y)),
				  fbl_pixel(info, a->dx + x, a->dy + y));
		}
	}
}

static void fbl_imageblit(struct fb_info *info, const struct fb_image *image)
{
	u32 pitch = DIV_ROUND_UP(image->width, 8);
	u32 x, y;

	if (image->dx + image->width > FBL_XRES ||
	    image->dy + image->height > FBL_YRES)
		return;
	for (y = 0; y < image->height; y++) {
		for (x = 0; x < image->width; x++) {
			u8 pixel;

			if (image->depth == 1)
				pixel = image->data[y * pitch + x / 8] &
					(0x80 >> (x % 8)) ?
					image->fg_color : image->bg_color;
			else
				pixel = image->data[y * image->width + x];
			fb_writeb(pixel, fbl_pixel(info, image->dx + x,
						   image->dy + y));
		}
	}
}

static const struct fb_ops fbl_ops = {
	.owner		= THIS_MODULE,
	.fb_setcolreg	= fbl_setcolreg,
	.fb_blank	= fbl_blank,
	.fb_fillrect	= fbl_fillrect,
	.fb_copyarea	= fbl_copyarea,
	.fb_imageblit	= fbl_imageblit,
};

static int fbl_suspend(struct pci_dev *pdev, u32 state)
{
	struct fb_info *info = pci_get_drvdata(pdev);
	struct fbl_par *par = info->par;

	if (state == pdev->dev.power.power_state)
		return 0;

	/*
	 * For suspend to disk keep drawing until the image is written: the
	 * chip keeps its state, and resume has nothing to restore.
	 */
	if (state != PM_SUSPEND_MEM)
		goto done;

	console_lock();
	fb_set_suspend(info, 1);
	writel(0, par->mmio + FBL_REG_ENABLE);
	console_unlock();

	pci_save_state(pdev);
	pci_set_power_state(pdev, 3);
done:
	pdev->dev.power.power_state = state;
	return 0;
}

static int fbl_resume(struct pci_dev *pdev)
{
	struct fb_info *info = pci_get_drvdata(pdev);
	struct fbl_par *par = info->par;

	if (pdev->dev.power.power_state == 0)
		return 0;

	if (pdev->dev.power.power_state == PM_SUSPEND_MEM) {
		pci_set_power_state(pdev, 0);
		pci_restore_state(pdev);
		console_lock();
		fbl_load_palette(par);
		writel(par->enabled, par->mmio + FBL_REG_ENABLE);
		fb_set_suspend(info, 0);
		console_unlock();
	}
	pdev->dev.power.power_state = PMSG_ON;
	return 0;
}

static int fbl_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct fb_info *info;
	struct fbl_par *par;
	int ret;

	if (pci_resource_len(pdev, 0) < FBL_VRAM_SIZE)
		return -ENODEV;
	info = framebuffer_alloc(sizeof(*par), &pdev->dev);
	if (!info)
		return -ENOMEM;
	par = info->par;

	ret = pci_enable_device(pdev);
	if (ret)
		goto err_release_fb;
	ret = pci_request_regions(pdev, DRV_NAME);
	if (ret)
		goto err_disable;
	info->screen_base = pci_iomap(pdev, 0, FBL_VRAM_SIZE);
	par->mmio = pci_iomap(pdev, 1, 0);
	if (!info->screen_base || !par->mmio) {
		ret = -ENOMEM;
		goto err_unmap;
	}

	strscpy(info->fix.id, "fb_legacy", sizeof(info->fix.id));
	info->fix.smem_start = pci_resource_start(pdev, 0);
	info->fix.smem_len = FBL_VRAM_SIZE;
	info->fix.type = FB_TYPE_PACKED_PIXELS;
	info->fix.visual = FB_VISUAL_PSEUDOCOLOR;
	info->fix.line_length = FBL_XRES;
	info->var.xres = FBL_XRES;
	info->var.yres = FBL_YRES;
	info->var.xres_virtual = FBL_XRES;
	info->var.yres_virtual = FBL_YRES;
	info->var.bits_per_pixel = 8;
	info->var.red.length = 8;
	info->var.green.length = 8;
	info->var.blue.length = 8;
	info->var.activate = FB_ACTIVATE_NOW;
	info->fbops = &fbl_ops;
	info->screen_size = FBL_VRAM_SIZE;

	ret = fb_alloc_cmap(&info->cmap, 256, 0);
	if (ret)
		goto err_unmap;
	par->enabled = 1;
	writel(par->enabled, par->mmio + FBL_REG_ENABLE);
	pci_set_drvdata(pdev, info);
	ret = register_framebuffer(info);
	if (ret)
		goto err_cmap;
	fb_info(info, "%dx%d, 8 bpp\n", FBL_XRES, FBL_YRES);
	return 0;

err_cmap:
	fb_dealloc_cmap(&info->cmap);
err_unmap:
	if (par->mmio)
		pci_iounmap(pdev, par->mmio);
	if (info->screen_base)
		pci_iounmap(pdev, info->screen_base);
	pci_release_regions(pdev);
err_disable:
	pci_disable_device(pdev);
err_release_fb:
	framebuffer_release(info);
	return ret;
}

static void fbl_remove(struct pci_dev *pdev)
{
	struct fb_info *info = pci_get_drvdata(pdev);
	struct fbl_par *par = info->par;

	unregister_framebuffer(info);
	fb_dealloc_cmap(&info->cmap);
	pci_iounmap(pdev, par->mmio);
	pci_iounmap(pdev, info->screen_base);
	pci_release_regions(pdev);
	pci_disable_device(pdev);
	framebuffer_release(info);
}

static const struct pci_device_id fbl_ids[] = {
	{ PCI_DEVICE(PCI_VENDOR_ID_S3, 0x8811) },
	{ }
};
MODULE_DEVICE_TABLE(pci, fbl_ids);

static struct pci_driver fbl_driver = {
	.name		= DRV_NAME,
	.id_table	= fbl_ids,
	.probe		= fbl_probe,
	.remove		= fbl_remove,
	.suspend	= fbl_suspend,
	.resume		= fbl_resume,
};

static int __init fbl_init(void)
{
	return pci_register_driver(&fbl_driver);
}

static void __exit fbl_exit(void)
{
	pci_unregister_driver(&fbl_driver);
}

module_init(fbl_init);
module_exit(fbl_exit);

MODULE_DESCRIPTION("Frame buffer for a simple PCI display (2.6.10-era API)");
MODULE_LICENSE("GPL");
