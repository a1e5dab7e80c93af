/* SPDX-License-Identifier: GPL-2.0 */
/*
 * knr_port.h - shared between the files of the knr_port driver
 */
#ifndef _KNR_PORT_H
#define _KNR_PORT_H

#include <linux/types.h>
#include <linux/spinlock.h>

#define KNR_REG_STATUS		0x00
#define  KNR_STATUS_READY	0x01
#define KNR_REG_DATA		0x01
#define KNR_REG_CONTROL		0x02
#define  KNR_CONTROL_IRQ	0x01

#define KNR_BUF_SIZE		256

struct pci_dev;

struct knr_port {
	struct pci_dev *pdev;
	unsigned long io;
	spinlock_t lock;		/* protects buf and len */
	u8 buf[KNR_BUF_SIZE];
	unsigned int len;
};

/* knr_fifo.c */
void knr_fifo_init(struct knr_port *port);
int knr_fifo_put(struct knr_port *port, int c);
unsigned int knr_fifo_take(struct knr_port *port, u8 *dst, unsigned int n);

#endif /* _KNR_PORT_H */
