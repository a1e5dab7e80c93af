/* SPDX-License-Identifier: GPL-2.0 */
#ifndef FOO_HELPER_H
#define FOO_HELPER_H

extern int foo_pci_device_suspend(struct pci_dev *pdev, pm_message_t mesg);
extern int foo_pci_device_resume(struct pci_dev *pdev);

#endif
