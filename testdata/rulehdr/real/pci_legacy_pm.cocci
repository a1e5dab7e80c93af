// SPDX-License-Identifier: GPL-2.0
/// A pci_driver's legacy .suspend/.resume methods become dev_pm_ops.
///
/// The PCI core still calls a driver's legacy .suspend(struct pci_dev *,
/// pm_message_t) and .resume(struct pci_dev *), the last methods of the
/// pm_message_t era; a driver with dev_pm_ops gets the generic PCI power
/// management instead, in which the core saves the config space, picks
/// the low-power state, arms wake-up and restores it all on resume.  So
/// the callbacks take a struct device (struct pci_dev *pdev =
/// to_pci_dev(dev)), the driver gets static DEFINE_SIMPLE_DEV_PM_OPS(),
/// which like the legacy path serves suspend, freeze and poweroff, and
/// resume, thaw and restore, and .driver.pm = pm_sleep_ptr(&x_pm_ops).
///
/// What the core now does goes: pci_save_state() and pci_set_power_state()
/// with pci_choose_state() or PCI_D3hot at suspend, and
/// pci_set_power_state(PCI_D0) and pci_restore_state() at resume.
/// pci_enable_wake(..., true) or pci_wake_from_d3(..., true) at suspend
/// goes: the core arms wake-up the same way, as the user's setting
/// (device_may_wakeup()) allows; pci_enable_wake(PCI_D0, false) at resume
/// goes (the core does it).
/// pci_enable_device() and pci_set_master() at resume stay: 6.1's
/// pci_pm_resume() does not re-enable the device of a driver with
/// dev_pm_ops.  A suspend left with nothing else to do goes, and the ops
/// get NULL in its place.
///
/// Where the generic path would not do what the legacy one did around a
/// rewritten callback (a suspend that uses its pm_message_t: passes it on,
/// or tells freeze from suspend; that never puts the device to sleep or
/// may return without an error before it does; that does more between
/// saving the state and sleeping, or disables the device; that sets
/// wake-up its own way; a PCI power call not on every path or whose result
/// is used), the callbacks stay as they are and the driver gets wrappers:
/// .suspend, .freeze and .poweroff call the legacy suspend with
/// PMSG_SUSPEND, PMSG_FREEZE and PMSG_HIBERNATE, as the legacy core did,
/// and .resume, .thaw and .restore call the legacy resume, in a
/// struct dev_pm_ops of its own.  The generic path then differs in one way
/// that matters: after a suspend that did not save the state, the legacy
/// core left the device as it was, the generic one puts it to sleep; so a
/// suspend is wrapped only when it saves the state (pci_save_state(), or
/// libata's ata_pci_device_do_suspend()) on every path that may succeed,
/// and only with a .resume (the legacy core re-enabled a device that had
/// none).  (At resume the generic path also disarms wake-up,
/// pci_enable_wake(PCI_D0, false), which a legacy driver may have left
/// armed.)
///
/// Left alone and reported with the reason: a suspend that cannot be
/// rewritten and may return without saving the state, or has no .resume;
/// a driver with no .suspend, a callback called, referenced or shared
/// other than by its one pci_driver, one defined in another file (libata's
/// ata_pci_device_suspend(): its API converts as a whole), a driver with
/// dev_pm_ops already or a .driver = { } block, an ops or wrapper name
/// already taken, and a callback whose #if guard is not that of its
/// pci_driver entry ("#else #define x_suspend NULL": drop the #ifdef by
/// hand).  A suspend that still takes a 2.6.10 u32 state is left
/// to the pm_message_t rule, which runs first.  On a kernel without
/// DEFINE_SIMPLE_DEV_PM_OPS (before 5.17) the rule does nothing.  The ops
/// go beside the callbacks, inside their #ifdef CONFIG_PM; Coccinelle reads
/// an #ifdef as a comment, so the rule cannot drop it: convert-drivers
/// does, after the rule (scripts/lib/pm_ifdef.py), where only rewritten
/// callbacks and their ops are left under it (make coccicheck keeps it).
///
// Confidence: Moderate
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: use generic power management
// Subject-short: dev_pm_ops
// Commit-why: 2
// Follow-up: /not converted: /
// Options: --no-includes --include-headers
// Promise: /-> dev_pm_ops/
// After: pm_message_t
// Post-pass: pm_ifdef
// Leftover-builds: yes
// Residue-when: include/linux/pm.h DEFINE_SIMPLE_DEV_PM_OPS
// Residue: /\b(?!pci_choose_state\b)(?P<pmfn>[A-Za-z_]\w*) \( struct pci_dev \* \w* , pm_message_t\b(?![\s\S]*\b(?P=pmfn) \( to_pci_dev \( \w+ \) , PMSG_)/ pci-legacy-suspend
// Must-contain: /\bstruct pci_driver\b|\bstruct pci_dev \* \w* , pm_message_t\b/
// Must-contain: /\.(?:suspend|resume) =|\bpm_message_t\b/

