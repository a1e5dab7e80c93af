// SPDX-License-Identifier: GPL-2.0-only
///
/// Suspend callbacks take the power state as pm_message_t since 2.6.11, and
/// pm_message_t is a structure (its .event field) since 2.6.12; 2.6.10 code
/// took it as a plain integer (u32, __u32 or unsigned int).  Such a callback
/// no longer matches the method it is wired to, and each use of the state as
/// an integer no longer compiles or means something else.  This converts the
/// parameter and, inside the callback, every use of the state the way the
/// 2005 conversion did:
///  - pci_set_power_state(pdev, state) and pci_enable_wake(pdev, state, e)
///    take pci_choose_state(pdev, state); a literal D-state 0..3 given to
///    them becomes PCI_D0, PCI_D1, PCI_D2 or PCI_D3hot;
///  - state compared with 0 or PM_SUSPEND_ON, !state, if (state) and a
///    suspended? flag (fb_set_suspend) test state.event against PM_EVENT_ON;
///    3 and PM_SUSPEND_MEM become PM_EVENT_SUSPEND (2.6.11's PMSG_SUSPEND
///    was 3); switch (state) switches on state.event with its labels mapped;
///  - state printed (printk, dev_*, pr_*, *printf, driver debug macros)
///    prints state.event;
///  - dev->power.power_state compared with 0 or 3 compares its .event, and
///    assigned 0 or 3 takes PMSG_ON or PMSG_SUSPEND.
/// A callback that hands its state to a function of the same file is
/// followed into it, and that function's other callers passing 0 or 3 pass
/// PMSG_ON or PMSG_SUSPEND.  The decision is per function: its parameter
/// changes only when every use of its state converts, since a pm_message_t
/// parameter beside an unconverted use would not compile, or would compare
/// a structure's event with a 2.6.10 number.  Any other value (1, 2,
/// PM_SUSPEND_STANDBY, PM_SUSPEND_DISK: D-state or ACPI S-state numbers
/// with no PM_EVENT_* equivalent), an ordered comparison (a range check), a
/// cast (through void *), a store into an integer or a place whose type
/// is not seen, a return, a macro or a
/// callee outside the file leaves the function untouched, together with
/// every function its state travels to or comes from; report mode names
/// each blocking use.  PM_EVENT_FREEZE and PM_EVENT_HIBERNATE did not exist
/// in 2.6.11 (freeze was 3 as well), so "== 3" means "is suspending" there
/// and becomes == PM_EVENT_SUSPEND: review drivers that must also treat
/// hibernation.
/// A state stored into a place whose type the file shows (a field of a
/// structure the file defines, a local variable) follows that type: a
/// pci_power_t place held a D-state in 2.6.10 and takes
/// pci_choose_state(pdev, state), pdev being the function's one
/// struct pci_dev * parameter (without one the function is left); a
/// pm_message_t place takes the state as is; an integer place refuses
/// (a pm_message_t does not fit it and the rule retypes no field: the
/// report names the field's other uses, file:line).  Likewise a state
/// handed to a function of the file whose parameter is declared
/// pci_power_t (a D-state helper) is passed as pci_choose_state(pdev,
/// state) and the helper stays as it is; one declared pm_message_t takes
/// it as is.  A helper whose parameter is an int, or any integer but a
/// u32, is left even when its only use is pci_set_power_state()'s
/// D-state: handing it a pci_power_t would compile but make the
/// restricted type an int (sparse flags it), and making the parameter a
/// pci_power_t would retype what every other caller passes (and its
/// prototypes), which this rule does not prove; the report says so.  A
/// helper with a u32 parameter is followed as a state helper, as above.
/// A 2.6.10 device_driver callback, suspend(dev, state, level) or
/// resume(dev, level) wired as .suspend/.resume of a struct device_driver
/// (or of the .driver of a bus driver), loses its u32 level: 2.6.10's bus
/// called it once per level, 6.1 calls suspend(dev, state) and resume(dev)
/// once.  Which levels ran depends on the bus (its .bus, or the driver
/// structure it sits in): the platform bus called suspend with
/// SUSPEND_DISABLE, SUSPEND_SAVE_STATE, SUSPEND_POWER_DOWN and resume with
/// RESUME_POWER_ON, RESUME_RESTORE_STATE, RESUME_ENABLE, in that order,
/// stopping at the first error; the i2c core and ieee1394 called each once
/// with level 0.  The one 6.1 call keeps the work of every level its bus
/// called, in the bus's order: an if (level == X) branch loses its test,
/// a level test beside others in an && condition loses only that test, an
/// if (level != X) return 0; guard goes, and a branch for a level the bus
/// never passed is dead code, dropped and reported.  This is done only
/// when the one call provably runs what the calls did, in the same order:
/// the level is tested only in conditions of the body's own if statements,
/// no other statement ran at more than one call, the branches follow the
/// bus's order, no branch but the last returns or jumps (an error return
/// stopped the bus too), a returned value other than 0 did not decide
/// whether later levels ran, and no kept branch's declarations end up
/// after a statement.  Otherwise, or on a bus the rule does not know, the
/// function is left alone (a suspend's state too) and report mode says
/// why.
/// A bus core in the target decides the levels of its drivers: a
/// bus_type whose .suspend (.resume) calls dev->driver->suspend(dev,
/// state, LEVEL) (->resume(dev, LEVEL)) as plain calls or as a chain
/// "ret = call; if (!ret) ret = call; ..." tells the levels, their order
/// and whether the bus stopped at the first error (a chain did, plain
/// calls did not); the rule learns them from the same file, or, run with
/// -D facts=FILE, from the FACT lines its -D collect run printed over the
/// whole target.  The sequence becomes one 6.1 call without the level,
/// dev->driver->suspend(dev, state) / ->resume(dev), in which the driver
/// now does every level's work.  Any other form (a loop over the levels,
/// a return between two levels, a level that is not a constant, ...)
/// leaves the bus function alone, its state too, and the drivers of that
/// bus with it, each with the file:line and why.
/// Functions are recognised as suspend callbacks when their address is given
/// to a .suspend field (initializer, assignment, a macro the text shows, or
/// GCC's old "suspend: fn" designator)
/// or as the suspend argument of snd_card_set_{,dev_,isa_}pm_callback, their
/// first parameter is a device of a 2.6.10 bus (pci_dev, device, snd_card,
/// usb_interface, sys_device, ...) and their second the integer state:
/// callbacks of other APIs that take a u32 (the SOF DSP ops' target_state,
/// isa_driver's unit number beside a pm_message_t) and resume callbacks
/// stay.  A header is seen alone, so there a prototype is converted when its
/// name says suspend and its parameters are those of a callback (a named
/// integer must be named like a state: pm_schedule_suspend(dev, unsigned
/// int delay) stays); report
/// mode asks to check the definition converted too.  Forward declarations
/// in the .c file follow their definition.  "#spatch --smpl-spacing" keeps
/// replaced case labels as "case PM_EVENT_ON:" (checkpatch-clean).
/// Across files ("// Facts: collect"): run with -D collect, the rule edits
/// and reports nothing and prints FACT:pm_message_t lines (FACT_FORMATS
/// below: the functions taking an integer state, where each state goes,
/// the uses that do not convert, wired callbacks, prototypes).  Gathered
/// over a whole target, with scripts/kernel-decls.py's lookups of the
/// callees outside it in the kernel's headers, and given back as
/// -D facts=FILE, they make a chain (a callback, the functions of any
/// file of the target its state flows to, their prototypes) convert
/// together when every use along it converts; a callee outside the target
/// takes the state as is when the kernel declares a pm_message_t there,
/// otherwise (unknown, another type, a use that does not convert, an
/// unmappable caller) the whole chain stays and each part of it names the
/// use, file:line.  With facts a callback is also recognised by the
/// method it is wired to: a struct initializer's .suspend whose member
/// (in the kernel's struct definition, or the target's) takes the
/// callback's first parameter type and a pm_message_t, so a
/// struct mmc_card * or struct hid_device * callback counts as a
/// struct pci_dev * one does.  With facts a store into a field of a
/// structure the file does not define (the driver's header, the
/// kernel's: pdev->current_state) also follows the field's type, as
/// the target's struct definition or the kernel's headers declare it.
/// Without facts (make coccicheck) nothing of this changes: such a store
/// is refused, per file.
/// On a large target the facts are gathered where they are needed
/// ("// Facts-demand: probe"): the real run, given -D probe, also prints
/// where facts could change its verdict (probe_emit), and each collect
/// names the files it needs next (follow lines, FACT_FORMATS).
///
// Confidence: Moderate
// Copyright: (C) 2025 The 2.6.11 transition toolkit authors
// Subject: convert suspend() to pm_message_t
// Subject-short: pm_message_t
// Commit-why: 2
// Follow-up: /by hand\b|cannot/
// Options: --no-includes --include-headers
// Facts: collect
// Facts-demand: probe
// Facts-must-contain: /\b(?:u32|__u32|uint32_t|unsigned(?:\s+int)?)\s+\w*(?:state|level)\w*\s*[,)]|\bpm_message_t\b|\bpci_power_t\s+\w+\s*;/
// Facts-must-contain: /(?i:suspend|resume)|pm_callback|\bpm_message_t\b|\b(?:u32|__u32|uint32_t|unsigned(?:\s+int)?)\s+(?i:\w*(?:state|mesg|msg)\w*|s|st|pm|pmsg)\b(?!\s*[=;\[])|(?:\b(?!sizeof\b|typeof\b|__typeof__\b|alignof\b|_Alignof\b)\w+\s*\(|,|^)\s*(?:const\s+)?(?:u32|__u32|uint32_t|unsigned(?:\s+int)?)\s*(?:[,)]|$)|\b(?:u32|__u32|uint32_t|unsigned(?:\s+int)?)\s*$|\bpci_power_t\s+\w+\s*;/
// (the second clause: a fact needs a suspend/resume text (a wired method, a suspend-named callee, a struct's suspend slot, a bus), a snd_card_set_*pm_callback, a pm_message_t, an integer parameter named like a state (STATE_PARAM), an unnamed one (a prototype), or a pci_power_t member (a field fact))
// Promise: /convert it to pm_message_t$|: drop [A-Za-z_0-9]+ and keep /
// Must-contain(*.c): /(\.|->) (suspend|resume)\b|[{,] suspend :/ | power_state | snd_card_set_pm_callback | snd_card_set_isa_pm_callback | snd_card_set_dev_pm_callback
// Must-contain(*.h): /(?i)suspend\w* \(/ | /(\.|->) (suspend|resume)\b|[{,] suspend :/ | power_state | snd_card_set_pm_callback | snd_card_set_isa_pm_callback | snd_card_set_dev_pm_callback
// Must-contain: u32 | __u32 | unsigned | uint32_t | power_state
// Residue: /(?i:suspend)\w* \( (?:const\s+)?(?:struct\s+\w+|snd_card_t) \* \w* , (?:u32|__u32|uint32_t|unsigned(?:\s+int)?) (?:(?:state|level)\b )?[,)]/ integer-pm-state
// Residue: /\bdriver -> suspend \( [^,;()]+ , [^,;()]+ , [^,;()]+ \)|\bdriver -> resume \( [^,;()]+ , [^,;()]+ \)/ levelled-call
#spatch --smpl-spacing

virtual patch
virtual context
virtual org
virtual report
virtual collect
virtual probe

// "// Facts-must-contain:" is for a runner's collecting run (a PCRE a
// line of the file must match): a function with an integer parameter
// named like a state or a level (a callback, a helper of a bus core, its
// prototype), or any pm_message_t (a struct whose method slot takes one,
// a function that already does), or a pci_power_t member or variable (a
// field a state is stored into).  A bus core's file that defines a helper
// has no ".suspend" and would fail the lines below; with facts, the real
// run also gets every file the facts name in a "file" line.
// "// Must-contain:" above is read by scripts/spatch-report.sh; coccicheck
// ignores it.  spatch derives no grep query for this rule (its fact rules
// match any function), so without it every file of a tree is parsed.  A
// match needs one of: a function wired as a method, in the file's own
// text, by ".suspend =" or "->suspend =" (initializer, assignment or a
// macro: wired, scan()) or "{ suspend: fn" / ", suspend: fn" (GCC's old
// designator: scan()), ".resume =" (a level resume: lwired_r) or an
// snd_card_set_*pm_callback; a power_state field; or, in a header seen
// alone, a prototype whose name says suspend, in any case, followed by
// its "(" (the (?i) regex; regexes are read over the whole file, and a
// space in them stands for any white space or comments, line breaks
// included).  A .c file's prototypes and callers count only for a
// function wired in the same file.  All but the power_state rules also
// need the integer state's type spelled out.

