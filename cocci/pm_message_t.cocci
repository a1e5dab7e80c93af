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
/// and reports nothing and prints FACT:pm_message_t lines (FACT_FORMATS in
/// cocci/pm_message_t.py: the functions taking an integer state, where
/// each state goes, the uses that do not convert, wired callbacks,
/// prototypes).  Gathered
/// over a whole target, with scripts/lib/kernel-decls.py's lookups of the
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
// "// Must-contain:" above is read by scripts/stages/spatch-report.sh; coccicheck
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

@initialize:python@
@@
# The decisions are Python: cocci/pm_message_t.py, beside this file (the runner
# and make coccicheck give spatch this file's path), with its unit tests
# in scripts/lib/test_rule_helpers.py.
import os
import sys

sys.dont_write_bytecode = True
helper_dir = os.path.dirname(os.path.realpath(cocci.cocci_file))
if not os.path.isfile(os.path.join(helper_dir, "pm_message_t.py")):
    raise ImportError("%s: its helper pm_message_t.py is not beside it: copy cocci/pm_message_t.py along" %
                      cocci.cocci_file) from None
sys.path.insert(0, helper_dir)
from pm_message_t import *  # noqa: E402,F401,F403


@initialize:python depends on collect@
@@
COLLECT["on"] = True

@initialize:python@
facts << virtual.facts;
@@
load_facts(facts)

@script:python begin@
@@
reset()

// ---------------------------------------------------------------------
// Facts, gathered in every mode; nothing is edited before they are in.
// ---------------------------------------------------------------------

// Functions wired as suspend methods.
@wired@
identifier fn, I, fld;
expression E, E2, N;
type T;
position p;
@@
(
T I = { ..., .suspend = fn@p, ...};
|
T I = { ..., .suspend = &fn@p, ...};
|
T I = { ..., .fld = { ..., .suspend = fn@p, ...}, ...};
|
T I = { ..., .fld = { ..., .suspend = &fn@p, ...}, ...};
|
T I[] = { ..., { ..., .suspend = fn@p, ...}, ...};
|
T I[N] = { ..., { ..., .suspend = fn@p, ...}, ...};
|
E.suspend = fn@p
|
E->suspend = fn@p
|
E.suspend = &fn@p
|
E->suspend = &fn@p
|
snd_card_set_pm_callback(E, fn@p, ...)
|
snd_card_set_isa_pm_callback(E, fn@p, ...)
|
snd_card_set_dev_pm_callback(E, E2, fn@p, ...)
)

@script:python@
fn << wired.fn;
p << wired.p;
@@
F["wired"].add(fn)
F.setdefault("wfile", set()).add((fn, p[0].file))

@defined@
identifier fn;
type T;
position p;
@@
T fn@p(...) { ... }

@script:python@
fn << defined.fn;
p << defined.p;
@@
F["defined"].add(fn)
scan(p[0].file)

// Cheap gate: the state rules below only run where a function wired as
// a suspend method has an integer second parameter.
@rootish@
identifier fn : script:python() { is_wired(fn) };
identifier x, S;
type T, T0;
typedef u32, __u32, uint32_t;
@@
T fn(T0 *x, \(u32\|__u32\|unsigned int\|unsigned\|uint32_t\) S, ...) { ... }

// and the power_state rules where power_state is.
@has_pstate@
expression E;
@@
(
E.power.power_state
|
E->power.power_state
)

// device_driver-style callbacks with a level (2.6.10): suspend(dev,
// state, level) and resume(dev, level) wired in a struct device_driver,
// or in the .driver of a bus driver (platform_driver), with C99 or GCC's
// old "suspend: fn" designators.
@lwired@
identifier fn, I;
@@
(
struct device_driver I = { ..., .suspend = fn, ...};
|
struct device_driver I = { ..., .suspend = &fn, ...};
|
struct device_driver I = { ..., suspend: fn, ...};
|
struct device_driver I = { ..., suspend: &fn, ...};
)

@script:python@
fn << lwired.fn;
I << lwired.I;
@@
F["lwired"].setdefault(fn, set()).add("suspend")
level_var(fn, I, "struct device_driver")

@lwired_n@
identifier fn, I;
type T;
@@
(
T I = { ..., .driver = { ..., .suspend = fn, ...}, ...};
|
T I = { ..., .driver = { ..., .suspend = &fn, ...}, ...};
|
T I = { ..., driver: { ..., suspend: fn, ...}, ...};
|
T I = { ..., driver: { ..., suspend: &fn, ...}, ...};
)

@script:python@
fn << lwired_n.fn;
I << lwired_n.I;
T << lwired_n.T;
@@
F["lwired"].setdefault(fn, set()).add("suspend")
level_var(fn, I, T)

@lwired_r@
identifier fn, I;
@@
(
struct device_driver I = { ..., .resume = fn, ...};
|
struct device_driver I = { ..., .resume = &fn, ...};
|
struct device_driver I = { ..., resume: fn, ...};
|
struct device_driver I = { ..., resume: &fn, ...};
)

@script:python@
fn << lwired_r.fn;
I << lwired_r.I;
@@
F["lwired"].setdefault(fn, set()).add("resume")
level_var(fn, I, "struct device_driver")

@lwired_rn@
identifier fn, I;
type T;
@@
(
T I = { ..., .driver = { ..., .resume = fn, ...}, ...};
|
T I = { ..., .driver = { ..., .resume = &fn, ...}, ...};
|
T I = { ..., driver: { ..., resume: fn, ...}, ...};
|
T I = { ..., driver: { ..., resume: &fn, ...}, ...};
)

@script:python@
fn << lwired_rn.fn;
I << lwired_rn.I;
T << lwired_rn.T;
@@
F["lwired"].setdefault(fn, set()).add("resume")
level_var(fn, I, T)

// The bus a levelled device_driver sits on decides the levels it was
// called with (BUSES).
@lbus depends on lwired || lwired_n || lwired_r || lwired_rn@
identifier I, B;
type T;
@@
(
struct device_driver I = { ..., .bus = &B, ...};
|
struct device_driver I = { ..., bus: &B, ...};
|
T I = { ..., .driver = { ..., .bus = &B, ...}, ...};
|
T I = { ..., driver: { ..., bus: &B, ...}, ...};
)

@script:python@
I << lbus.I;
B << lbus.B;
@@
level_bus(I, B)

@lvl_s depends on lwired || lwired_n || lwired_r || lwired_rn@
identifier fn, d, S, L;
type T;
typedef u32, __u32, uint32_t;
position p, q;
@@
T fn@p(struct device *d, \(u32\|__u32\|unsigned int\|unsigned\|uint32_t\) S, \(u32\|__u32\|unsigned int\|unsigned\|uint32_t\) L@q) { ... }

@script:python@
fn << lvl_s.fn;
L << lvl_s.L;
p << lvl_s.p;
q << lvl_s.q;
@@
level_fn("suspend", fn, L, type_before(q[0]), p[0])

@lvl_r depends on lwired || lwired_n || lwired_r || lwired_rn@
identifier fn, d, L;
type T;
typedef u32, __u32, uint32_t;
position p, q;
@@
T fn@p(struct device *d, \(u32\|__u32\|unsigned int\|unsigned\|uint32_t\) L@q) { ... }

@script:python@
fn << lvl_r.fn;
L << lvl_r.L;
p << lvl_r.p;
q << lvl_r.q;
@@
level_fn("resume", fn, L, type_before(q[0]), p[0])

@lids depends on lwired || lwired_n || lwired_r || lwired_rn@
identifier L : script:python() { is_level_name(L) };
position q;
@@
L@q

@script:python@
L << lids.L;
q << lids.q;
@@
F["lids"].setdefault(L, []).append(q[0])

// Each integer parameter of each function.
// The parameter's type is a metavariable, tested in Python: a disjunction
// of the integer types there costs time exponential in the number of
// unsigned parameters (make_scp_header() of hda's patch_ca0132.c, eight
// of them, took over 120 s; this, under a second).
@cand depends on rootish@
identifier fn, S;
parameter list[n] ps;
type T, TS;
position p, q;
@@
T fn@p(ps, TS S@q, ...) { ... }

@script:python cand_u32@
fn << cand.fn;
S << cand.S;
n << cand.n;
p << cand.p;
q << cand.q;
TS << cand.TS;
@@
if norm(TS) in U32:
    F["cand"].setdefault(fn, {})[n] = (S, p[0], type_before(q[0]))

// Which of them are static (a fact of collect mode), and each one's
// struct pci_dev * parameters and whether its body assigns them
// (pdev_of(): what pci_choose_state() is given).
@cand_static depends on rootish@
identifier fn : script:python() { takes_state(fn) };
type T;
@@
static T fn(...) { ... }

@script:python@
fn << cand_static.fn;
@@
F["static"].add(fn)

@cand_pdev depends on rootish@
identifier fn : script:python() { takes_state(fn) };
identifier P;
type T;
@@
T fn(..., struct pci_dev *P, ...) { ... }

@script:python@
fn << cand_pdev.fn;
P << cand_pdev.P;
@@
F["pdevs"].setdefault(fn, set()).add(P)

@cand_pdev_set@
identifier cand_pdev.fn, cand_pdev.P;
expression E;
type T;
@@
T fn(...) { <+... P = E ...+> }

@script:python depends on cand_pdev_set@
fn << cand_pdev.fn;
@@
F["pdevset"].add(fn)

@first depends on rootish@
identifier fn : script:python() { is_wired(fn) };
identifier x;
type T, T0;
@@
T fn(T0 *x, ...) { ... }

@script:python@
fn << first.fn;
T0 << first.T0;
@@
F["first"][fn] = norm(T0) + "*"

@haspm depends on rootish@
identifier fn, x;
type T;
typedef pm_message_t;
@@
T fn(..., pm_message_t x, ...) { ... }

@script:python@
fn << haspm.fn;
@@
F["haspm"].add(fn)

// Every occurrence of a state's name; collect_uses() keeps those spatch
// places in the function whose parameter it is (current_element).
// (<+... S ...+> sees one occurrence per statement.)
@ids depends on rootish@
identifier S;
position q : script:python() { is_use(q) };
@@
S@q

@script:python@
S << ids.S;
q << ids.q;
@@
F["ids"].setdefault(S, []).append(q[0])

// What each occurrence is.
@k_choose depends on rootish@
identifier S;
expression E, E2;
position q : script:python() { is_use(q) };
@@
(
pci_set_power_state(E, S@q)
|
pci_enable_wake(E, S@q, E2)
)

@script:python@
q << k_choose.q;
@@
ok(q[0], "choose")

@k_keep depends on rootish@
identifier S, fld;
expression E;
position q : script:python() { is_use(q) };
@@
(
pci_choose_state(E, S@q)
|
E.power.power_state = S@q
|
E->power.power_state = S@q
|
E->fld.suspend(..., S@q, ...)
|
E->suspend(..., S@q, ...)
|
E.suspend(..., S@q, ...)
)

@script:python@
q << k_keep.q;
@@
ok(q[0], "keep")

@k_cmp depends on rootish disable commeq, commneq, is_zero, isnt_zero, is_null, isnt_null1, not_int1, not_int2, not_ptr1, not_ptr2@
identifier S;
expression C;
position c;
position q : script:python() { is_use(q) };
@@
(
S@q == C@c
|
S@q != C@c
)

@script:python@
q << k_cmp.q;
C << k_cmp.C;
c << k_cmp.c;
@@
cmp_fact(q[0], C, c[0])

@k_cmp2 depends on rootish disable commeq, commneq, is_zero, isnt_zero, is_null, isnt_null1, not_int1, not_int2, not_ptr1, not_ptr2@
identifier S;
expression C;
position c;
position q : script:python() { is_use(q) };
@@
(
C@c == S@q
|
C@c != S@q
)

@script:python@
q << k_cmp2.q;
C << k_cmp2.C;
c << k_cmp2.c;
@@
cmp_fact(q[0], C, c[0])

@k_gt0 depends on rootish disable gtr_lss@
identifier S;
position q : script:python() { is_use(q) };
@@
(
S@q > 0
|
0 < S@q
)

@script:python@
q << k_gt0.q;
@@
ok(q[0], "gt0")

@k_rel depends on rootish disable gtr_lss, gtr_lss_eq@
identifier S;
expression E;
position q : script:python() { is_use(q) };
@@
(
S@q < E
|
S@q <= E
|
S@q > E
|
S@q >= E
)

@script:python@
q << k_rel.q;
@@
bad(q[0], "ordered comparison (a range check on 2.6.10 state numbers): "
    "PM events are not ordered")

@k_rel2 depends on rootish disable gtr_lss, gtr_lss_eq@
identifier S;
expression E;
position q : script:python() { is_use(q) };
@@
(
E < S@q
|
E <= S@q
|
E > S@q
|
E >= S@q
)

@script:python@
q << k_rel2.q;
@@
bad(q[0], "ordered comparison (a range check on 2.6.10 state numbers): "
    "PM events are not ordered")

@k_not depends on rootish disable not_int1, not_ptr1, is_zero, is_null@
identifier S;
position q : script:python() { is_use(q) };
@@
!S@q

@script:python@
q << k_not.q;
@@
ok(q[0], "not")

@k_bool depends on rootish disable not_int2, not_ptr2, isnt_zero, isnt_null1@
identifier S;
expression E, E2;
statement S1, S2;
position q : script:python() { is_use(q) };
@@
(
if (S@q) S1 else S2
|
if (S@q) S1
|
while (S@q) S1
|
S@q && E
|
S@q || E
|
S@q ? E : E2
|
fb_set_suspend(E, S@q)
)

@script:python@
q << k_bool.q;
@@
ok(q[0], "bool")

@k_bool2 depends on rootish disable not_int2, not_ptr2, isnt_zero, isnt_null1@
identifier S;
expression E;
position q : script:python() { is_use(q) };
@@
(
E && S@q
|
E || S@q
)

@script:python@
q << k_bool2.q;
@@
ok(q[0], "bool")

// The case labels of a switch, in two rules: as one disjunction whose
// label and position a script reads, spatch 1.1.1 takes time exponential
// in the number of cases (x3.6 a case: 15 cases, 130 s).
@k_label depends on rootish@
identifier S;
expression C;
statement S1;
position c;
position q : script:python() { is_use(q) };
@@
switch (S@q) { case C@c: S1 }

@script:python@
q << k_label.q;
C << k_label.C;
c << k_label.c;
@@
label_fact(q[0], C, c[0])

@k_label_fall depends on rootish@
identifier S;
expression C;
position c;
position q : script:python() { is_use(q) };
@@
switch (S@q) { case C@c: ... }

@script:python@
q << k_label_fall.q;
C << k_label_fall.C;
c << k_label_fall.c;
@@
label_fact(q[0], C, c[0])

@k_print depends on rootish@
identifier S, f;
position q : script:python() { is_use(q) };
@@
f(..., S@q, ...)

@script:python@
q << k_print.q;
f << k_print.f;
@@
if PRINTF.match(f):
    ok(q[0], "event")

@k_call depends on rootish@
identifier S, g;
expression list[k] es;
position q : script:python() { is_use(q) };
@@
g(es, S@q, ...)

@script:python@
q << k_call.q;
g << k_call.g;
k << k_call.k;
@@
F["edges"][key(q[0])] = (g, k)
F["epos"][key(q[0])] = q[0]
if g in F["defined"]:
    bad(q[0], "passed to %s(), whose parameter %d is not an integer state"
        % (g, int(k) + 1))
elif g in macros(q[0].file):
    bad(q[0], "passed to the macro %s(): convert it by hand" % g)
else:
    bad(q[0], "passed to %s(), which is not defined in this file: convert "
        "it first, or by hand" % g)

@k_cast depends on rootish disable drop_cast@
identifier S;
type T;
position q : script:python() { is_use(q) };
@@
 (T)S@q

@script:python@
q << k_cast.q;
T << k_cast.T;
@@
bad(q[0], "cast to %s: pm_message_t is a structure" % norm(T))

@k_ret depends on rootish@
identifier S;
position q : script:python() { is_use(q) };
@@
return S@q;

@script:python@
q << k_ret.q;
@@
bad(q[0], "returned as an integer")

// ---------------------------------------------------------------------
// Typed stores and D-state helpers.  A state stored into a place whose
// type spatch infers from the file (a field of a structure the file
// defines, a local), or handed to a function of the file whose parameter
// is declared pci_power_t: pci_power_t takes pci_choose_state(PDEV, S)
// (PDEV: the function's one struct pci_dev * parameter), pm_message_t
// the state as is; an integer, or a type spatch cannot see, refuses.
// ---------------------------------------------------------------------


@k_store depends on rootish@
identifier S, fld;
expression E;
type T, TX;
T E2;
TX X;
position q : script:python() { is_use(q) };
@@
(
E2 = S@q
|
X->fld = S@q
|
X.fld = S@q
|
E = S@q
)

@script:python@
q << k_store.q;
T << k_store.T = "";
E << k_store.E = "";
E2 << k_store.E2 = "";
X << k_store.X = "";
TX << k_store.TX = "";
fld << k_store.fld = "";
@@
store_fact(q[0], T, E2 or E or "%s%s%s" % (
    X, "->" if TX.strip().endswith("*") else ".", fld), TX, fld)

@k_decl depends on rootish@
identifier S, x;
type T;
position q : script:python() { is_use(q) };
@@
T x = S@q;

@script:python@
q << k_decl.q;
T << k_decl.T;
x << k_decl.x;
@@
store_fact(q[0], T, x)

@k_ptype depends on rootish@
identifier g : script:python() { state_callee(g) };
identifier x;
parameter list[k] ps;
type T, TP;
@@
T g(ps, TP x, ...) { ... }

@script:python@
g << k_ptype.g;
k << k_ptype.k;
TP << k_ptype.TP;
@@
ptype_fact(g, k, TP)

// Calls of functions that take an integer state.
@k_callers depends on rootish@
identifier g : script:python() { is_cand(g) };
expression list[k] es;
expression A;
position a;
@@
g(es, A@a, ...)

@script:python@
g << k_callers.g;
k << k_callers.k;
A << k_callers.A;
a << k_callers.a;
@@
if cand_call(g, k, a[0]):
    F["calls"].append((g, k, A, a[0]))

// Literal D-states given to pci_set_power_state/pci_enable_wake.
@k_dlit depends on rootish@
identifier fn;
constant C;
expression E, E2;
position c;
@@
fn(...) {
<+...
(
pci_set_power_state(E, C@c)
|
pci_enable_wake(E, C@c, E2)
)
...+>
}

@script:python@
fn << k_dlit.fn;
C << k_dlit.C;
c << k_dlit.c;
@@
if re.match(r"^[0-3]$", C.strip()):
    F["dlit"].append((fn, C.strip(), c[0]))

// Prototypes: forward declarations and headers.
// (The integer type tested in Python, as in cand.)
@proto@
identifier fn, x;
parameter list[n] ps;
type T, TS;
position p;
@@
(
T fn@p(ps, TS, ...);
|
T fn@p(ps, TS x, ...);
)

@script:python@
fn << proto.fn;
n << proto.n;
p << proto.p;
TS << proto.TS;
@@
if norm(TS) in U32:
    F["protos"].append((fn, n, "u32", p[0]))

@pname@
identifier fn, x;
parameter list[n] ps;
type T, TS;
@@
T fn(ps, TS x, ...);

@script:python@
fn << pname.fn;
n << pname.n;
x << pname.x;
TS << pname.TS;
@@
if norm(TS) in U32:
    F["pname"][(fn, n)] = x

@pfirst@
identifier fn, x;
type T, T0;
@@
(
T fn(T0 *, ...);
|
T fn(T0 *x, ...);
)

@script:python@
fn << pfirst.fn;
T0 << pfirst.T0;
@@
F["pfirst"][fn] = norm(T0) + "*"

@ppm@
identifier fn, x;
type T;
typedef pm_message_t;
@@
(
T fn(..., pm_message_t, ...);
|
T fn(..., pm_message_t x, ...);
)

@script:python@
fn << ppm.fn;
@@
F["ppm"].add(fn)

// dev->power.power_state used as an integer, anywhere in the file.
@k_pcmp depends on has_pstate disable commeq, commneq, is_zero, isnt_zero, is_null, isnt_null1, not_int1, not_int2, not_ptr1, not_ptr2@
expression X, C;
position c;
position px : script:python() { is_pstate(px) };
@@
(
X@px == C@c
|
X@px != C@c
)

@script:python@
X << k_pcmp.X;
C << k_pcmp.C;
px << k_pcmp.px;
c << k_pcmp.c;
@@
if POWER_STATE.match(norm(X)):
    F["pstate"].append(("cmp", norm(X), C, c[0], px[0]))

@k_pcmp2 depends on has_pstate disable commeq, commneq, is_zero, isnt_zero, is_null, isnt_null1, not_int1, not_int2, not_ptr1, not_ptr2@
expression X, C;
position c;
position px : script:python() { is_pstate(px) };
@@
(
C@c == X@px
|
C@c != X@px
)

@script:python@
X << k_pcmp2.X;
C << k_pcmp2.C;
px << k_pcmp2.px;
c << k_pcmp2.c;
@@
if POWER_STATE.match(norm(X)):
    F["pstate"].append(("cmp", norm(X), C, c[0], px[0]))

@k_pset depends on has_pstate@
expression X, C;
position c;
position px : script:python() { is_pstate(px) };
@@
X@px = C@c

@script:python@
X << k_pset.X;
C << k_pset.C;
px << k_pset.px;
c << k_pset.c;
@@
if POWER_STATE.match(norm(X)):
    F["pstate"].append(("set", norm(X), C, c[0], px[0]))

@k_pnot depends on has_pstate disable not_int1, not_ptr1, is_zero, is_null@
expression X;
position px : script:python() { is_pstate(px) };
@@
!X@px

@script:python@
X << k_pnot.X;
px << k_pnot.px;
@@
if POWER_STATE.match(norm(X)):
    F["pstate"].append(("not", norm(X), None, None, px[0]))

@k_pbool depends on has_pstate disable not_int2, not_ptr2, isnt_zero, isnt_null1@
expression X, E, E2;
statement S1, S2;
position px : script:python() { is_pstate(px) };
@@
(
if (X@px) S1 else S2
|
if (X@px) S1
|
X@px && E
|
X@px || E
|
X@px ? E : E2
)

@script:python@
X << k_pbool.X;
px << k_pbool.px;
@@
if POWER_STATE.match(norm(X)):
    F["pstate"].append(("bool", norm(X), None, None, px[0]))

@k_pbool2 depends on has_pstate disable not_int2, not_ptr2, isnt_zero, isnt_null1@
expression X, E;
position px : script:python() { is_pstate(px) };
@@
(
E && X@px
|
E || X@px
)

@script:python@
X << k_pbool2.X;
px << k_pbool2.px;
@@
if POWER_STATE.match(norm(X)):
    F["pstate"].append(("bool", norm(X), None, None, px[0]))

@k_pprint depends on has_pstate@
expression X;
identifier f;
position px : script:python() { is_pstate(px) };
@@
f(..., X@px, ...)

@script:python@
X << k_pprint.X;
f << k_pprint.f;
px << k_pprint.px;
@@
if POWER_STATE.match(norm(X)) and PRINTF.match(f):
    F["pstate"].append(("event", norm(X), None, None, px[0]))

// ---------------------------------------------------------------------
// Bus cores in the target: a bus_type whose .suspend/.resume call their
// drivers' levelled methods, dev->driver->suspend(dev, state, LEVEL) and
// dev->driver->resume(dev, LEVEL), decides the levels of its drivers.  The
// rule learns them from that code (the same file, or with -D facts=FILE
// the facts a "-D collect" run printed for the whole target), and makes
// the sequence of level calls one 6.1 call.
// ---------------------------------------------------------------------


@bc_bus@
identifier B, fs;
@@
(
struct bus_type B = { ..., .suspend = fs, ...};
|
struct bus_type B = { ..., .suspend = &fs, ...};
)

@bc_bus_r@
identifier B, fs;
@@
(
struct bus_type B = { ..., .resume = fs, ...};
|
struct bus_type B = { ..., .resume = &fs, ...};
)

@bc_name@
identifier B;
expression N;
@@
struct bus_type B = { ..., .name = N, ...};

@bc_def depends on bc_bus@
identifier bc_bus.fs;
type T;
position p;
@@
T fs@p(...) { ... }

@bc_def_r depends on bc_bus_r@
identifier bc_bus_r.fs;
type T;
position p;
@@
T fs@p(...) { ... }

@script:python@
B << bc_bus.B;
fs << bc_bus.fs;
p << bc_def.p;
@@
bus_learn(B, F.get("bname", {}).get(B), "suspend", fs, p[0])

@script:python@
B << bc_bus_r.B;
fs << bc_bus_r.fs;
p << bc_def_r.p;
@@
bus_learn(B, F.get("bname", {}).get(B), "resume", fs, p[0])

@script:python@
B << bc_name.B;
N << bc_name.N;
@@
F.setdefault("bname", {})[B] = N
if B in F.get("bcore", {}):
    F["bcore"][B]["name"] = N

@script:python depends on collect@
@@
bus_setup(None, True)

@script:python depends on !collect@
facts << virtual.facts;
@@
bus_setup(facts, False)

@script:python depends on !collect@
@@
if not F.get("bcdone"):
    bus_setup(None, False)


// ---------------------------------------------------------------------
// Patch mode: the edits decided above, by position.
// ---------------------------------------------------------------------

// All edits inside functions are made by this one rule: once a rule has
// changed a function, spatch reparses it and the positions found above
// no longer apply.
@edit depends on patch disable not_int1, not_int2, not_ptr1, not_ptr2, is_zero, isnt_zero, is_null, isnt_null1, gtr_lss, commeq, commneq@
identifier S;
identifier fn : script:python() { edit_fn(fn) };
expression D, E, E2;
position qc : script:python() { want("choose", qc) };
position qn : script:python() { want("not", qn) };
position qg : script:python() { want("gt0", qg) };
position qb : script:python() { want("bool", qb) };
position qe : script:python() { want("event", qe) };
position qk : script:python() { want_const(qk) };
fresh identifier K = script:python(qk) { const_for(qk) };
position qp : script:python() { want("pchoose", qp) };
fresh identifier P = script:python(qp) { pdev_for(qp) };
@@
fn(...) {
<...
(
pci_set_power_state(D,
-                   S@qc
+                   pci_choose_state(D, S)
 )
|
pci_enable_wake(D,
-               S@qc
+               pci_choose_state(D, S)
 , E2)
|
- !E@qn
+ E.event == PM_EVENT_ON
|
- S@qg > 0
+ S.event != PM_EVENT_ON
|
- 0 < S@qg
+ S.event != PM_EVENT_ON
|
- E@qb
+ E.event != PM_EVENT_ON
|
- E@qe
+ E.event
|
- E@qk
+ K
|
- S@qp
+ pci_choose_state(P, S)
)
...>
}

// The parameters of the functions that convert, and the labels of the
// switches on them, by name (edit changed the functions, so positions no
// longer apply), in one instance of each rule: an instance per function
// (cv, an "identifier cv.f2") ran each rule over the whole file once per
// converted function.
@fixdef depends on patch@
identifier f : script:python() { conv_fn(f) };
identifier S : script:python(f) { conv_param(f, S) };
parameter list ps;
type T, TS;
typedef pm_message_t;
@@
T f(ps,
- TS
+ pm_message_t
  S, ...) { ... }

// The labels of a switch on the state.  A label replaced inside the main
// rule would print as "case X :", so whole case lines are replaced here,
// found by the switch on S.event that only the main rule can have made.
@case_on depends on patch@
identifier f : script:python() { switch_fn(f) };
identifier S : script:python() { switch_name(S) };
statement S1;
@@
f(...) {
<...
switch (S.event) {
- case \(0\|PM_SUSPEND_ON\):
+ case PM_EVENT_ON:
  S1
}
...>
}

@case_on_fall depends on patch@
identifier f : script:python() { switch_fn(f) };
identifier S : script:python() { switch_name(S) };
@@
f(...) {
<...
switch (S.event) {
- case \(0\|PM_SUSPEND_ON\):
+ case PM_EVENT_ON:
  ...
}
...>
}

@case_suspend depends on patch@
identifier f : script:python() { switch_fn(f) };
identifier S : script:python() { switch_name(S) };
statement S1;
@@
f(...) {
<...
switch (S.event) {
- case \(3\|PM_SUSPEND_MEM\):
+ case PM_EVENT_SUSPEND:
  S1
}
...>
}

@case_suspend_fall depends on patch@
identifier f : script:python() { switch_fn(f) };
identifier S : script:python() { switch_name(S) };
@@
f(...) {
<...
switch (S.event) {
- case \(3\|PM_SUSPEND_MEM\):
+ case PM_EVENT_SUSPEND:
  ...
}
...>
}

@script:python cvp depends on patch@
fn << proto.fn;
n << proto.n;
f3;
@@
decide()
if (fn, n) in F["pparams"]:
    coccinelle.f3 = fn
else:
    coccinelle.f3 = NOMATCH

@fixproto depends on patch@
identifier cvp.f3, x;
parameter list[proto.n] ps;
type T, TS;
typedef pm_message_t;
@@
(
T f3(ps,
- TS
+ pm_message_t
  x, ...);
|
T f3(ps,
- TS
+ pm_message_t
  , ...);
)

// device_driver levels: each test of the level gets the edit the plan
// decided for it (level_plan: then, else, unwrap, drop, and), then the
// parameter goes.  A use is found by its rank among the level's uses in
// its function (lact), not by position: earlier rules changed the
// function.  One instance of each rule serves every levelled callback:
// script rules that bound the function and its level by name (lvs, lvr)
// made an instance per callback, each over the whole file (quadratic:
// 58 s of CPU on 1,941 lines of platform drivers).
@lv_body depends on patch@
identifier f4 : script:python() { ldrop_fn(f4, None) };
identifier l4 : script:python() { ldrop_name(l4) };
expression C, A;
statement S1, S2;
statement list SL;
position q1 : script:python() { lact(q1, "then") };
position q2 : script:python() { lact(q2, "else") };
position q3 : script:python() { lact(q3, "unwrap") };
position q4 : script:python() { lact(q4, "drop") };
position q5 : script:python() { lact(q5, "and") };
@@
f4(...) {
<...
(
- if (\(l4@q1 == C\|C == l4@q1\|l4@q1 != C\|C != l4@q1\)) {
  SL
- } else S2
|
- if (\(l4@q1 == C\|C == l4@q1\|l4@q1 != C\|C != l4@q1\))
  S1
- else S2
|
- if (\(l4@q2 == C\|C == l4@q2\|l4@q2 != C\|C != l4@q2\)) S1 else {
  SL
- }
|
- if (\(l4@q2 == C\|C == l4@q2\|l4@q2 != C\|C != l4@q2\)) S1 else
  S2
|
- if (\(l4@q3 == C\|C == l4@q3\|l4@q3 != C\|C != l4@q3\)) {
  SL
- }
|
- if (\(l4@q3 == C\|C == l4@q3\|l4@q3 != C\|C != l4@q3\))
  S1
|
- if (\(l4@q4 == C\|C == l4@q4\|l4@q4 != C\|C != l4@q4\)) S1
|
  if (
- A && \(l4@q5 == C\|C == l4@q5\|l4@q5 != C\|C != l4@q5\)
+ A
  ) S1
|
  if (
- \(l4@q5 == C\|C == l4@q5\|l4@q5 != C\|C != l4@q5\) && A
+ A
  ) S1
)
...>
}

@lvs_param depends on patch@
identifier f4 : script:python() { ldrop_fn(f4, "suspend") };
identifier l4 : script:python(f4) { ldrop_level(f4, l4) };
identifier d, S;
type T, T0, TS, TL;
@@
T f4(T0 d, TS S
- , TL l4
  ) { ... }

@lvr_param depends on patch@
identifier f5 : script:python() { ldrop_fn(f5, "resume") };
identifier l5 : script:python(f5) { ldrop_level(f5, l5) };
type T, TL;
identifier d;
@@
T f5(struct device *d
- , TL l5
  ) { ... }

// Bus cores: the sequence of level calls of a bus function that converts
// (bus_report) becomes one call without the level.  By name: earlier
// rules changed the function; and not inherited from a script rule (one
// that drops a match drops the bindings of the other rules with it).
@bcs_chain depends on patch@
identifier f6 : script:python() { bus_sel(f6, "suspend", None) };
expression E, D, S, R, L;
@@
f6(...) {
<...
(
- if (\(!R\|R == 0\|0 == R\)) R = E->suspend(D, S, L);
|
- if (\(!R\|R == 0\|0 == R\)) { R = E->suspend(D, S, L); }
)
...>
}

@bcs_plain depends on patch@
identifier f6 : script:python() { bus_sel(f6, "suspend", None) };
expression E, D, S, L, L2;
@@
f6(...) {
<...
  E->suspend(D, S, L);
- E->suspend(D, S, L2);
...>
}

@bcs_one depends on patch@
identifier f6 : script:python() { bus_sel(f6, "suspend", None) };
expression E, D, S, L;
@@
f6(...) {
<...
  E->suspend(D, S
- , L
  )
...>
}

@bcs_braces depends on patch@
identifier f6 : script:python() { bus_sel(f6, "suspend", None) };
expression C, E, D, S, R;
@@
f6(...) {
<...
(
- if (C) {
-	R = E->suspend(D, S);
- }
+ if (C)
+	R = E->suspend(D, S);
|
- if (C) {
-	E->suspend(D, S);
- }
+ if (C)
+	E->suspend(D, S);
)
...>
}

@bcr_chain depends on patch@
identifier f7 : script:python() { bus_sel(f7, "resume", None) };
expression E, D, R, L;
@@
f7(...) {
<...
(
- if (\(!R\|R == 0\|0 == R\)) R = E->resume(D, L);
|
- if (\(!R\|R == 0\|0 == R\)) { R = E->resume(D, L); }
)
...>
}

@bcr_plain depends on patch@
identifier f7 : script:python() { bus_sel(f7, "resume", None) };
expression E, D, L, L2;
@@
f7(...) {
<...
  E->resume(D, L);
- E->resume(D, L2);
...>
}

@bcr_one depends on patch@
identifier f7 : script:python() { bus_sel(f7, "resume", None) };
expression E, D, L;
@@
f7(...) {
<...
  E->resume(D
- , L
  )
...>
}

@bcr_braces depends on patch@
identifier f7 : script:python() { bus_sel(f7, "resume", None) };
expression C, E, D, R;
@@
f7(...) {
<...
(
- if (C) {
-	R = E->resume(D);
- }
+ if (C)
+	R = E->resume(D);
|
- if (C) {
-	E->resume(D);
- }
+ if (C)
+	E->resume(D);
)
...>
}

// ---------------------------------------------------------------------
// Context, report and org modes: what converts and what blocks.  Report
// and org print every message from flush(); the * rules run in context
// mode only (in report mode they also printed a context diff, and asked
// python about every expression of the file).
// ---------------------------------------------------------------------

@script:python g_rep depends on context && !collect@
@@
decide()
if not F["report"]:
    cocci.include_match(False)

@ctx_fn depends on context && g_rep@
identifier fn;
type T;
position p : script:python() { reported(p) };
@@
* T
  fn@p(...) { ... }

@ctx_proto depends on context && g_rep@
identifier fn;
type T;
position p : script:python() { reported(p) };
@@
* T
  fn@p(...);

@ctx_use depends on context && g_rep@
identifier fn : script:python() { report_fn(fn) };
expression E;
position p : script:python() { reported(p) };
@@
fn(...) {
<...
* E@p
...>
}

@script:python depends on report@
@@
flush(coccilib.report.print_report)

@script:python depends on org@
@@
flush(coccilib.org.print_todo)

// ---------------------------------------------------------------------
// Collect mode (-D collect, "// Facts: collect"): nothing is edited or
// reported; this file's facts are printed as FACT:pm_message_t lines
// (collect_emit, FACT_FORMATS).
// ---------------------------------------------------------------------

// Where a function of the target already takes a pm_message_t.
@c_pm depends on collect@
identifier fn, x;
parameter list[n] ps;
type T;
typedef pm_message_t;
position p;
@@
T fn@p(ps, pm_message_t x, ...) { ... }

@script:python@
fn << c_pm.fn;
n << c_pm.n;
p << c_pm.p;
@@
F.setdefault("pmpos", []).append((fn, n, p[0]))

@c_pmproto depends on collect@
identifier fn, x;
parameter list[n] ps;
type T;
typedef pm_message_t;
position p;
@@
(
T fn@p(ps, pm_message_t x, ...);
|
T fn@p(ps, pm_message_t, ...);
)

@script:python@
fn << c_pmproto.fn;
n << c_pmproto.n;
p << c_pmproto.p;
@@
F.setdefault("pmpos", []).append((fn, n, p[0]))


// Which structure a suspend method is wired in, and the suspend members
// of the structures the file defines: a callback is also recognised by
// its slot (see chain_fixpoint).
@c_wired depends on collect@
identifier fn, I;
type T;
position p;
@@
(
T I = { ..., .suspend = fn@p, ...};
|
T I = { ..., .suspend = &fn@p, ...};
|
T I[] = { ..., { ..., .suspend = fn@p, ...}, ...};
|
T I[] = { ..., { ..., .suspend = &fn@p, ...}, ...};
)

@script:python@
fn << c_wired.fn;
T << c_wired.T;
p << c_wired.p;
@@
tag = re.sub(r"^(const\s+)?struct\s+", "", T.strip())
if re.match(r"^\w+$", tag) and T.strip() != tag:
    F.setdefault("wslot", set()).add((fn, tag, p[0].file))

// The members of the structures the file defines, and those of an
// anonymous union or structure in one (member(): slots and fields).
@c_field depends on collect@
identifier S, fld;
type T;
position p;
@@
struct S { ...
\(  T fld@p;
\|  union { ... T fld@p; ... };
\|  struct { ... T fld@p; ... };
\)  ... };

@script:python@
S << c_field.S;
fld << c_field.fld;
T << c_field.T;
p << c_field.p;
@@
member(S, fld, T, p[0])

// Last: every fact of the file is in.
@script:python depends on collect@
@@
collect_emit()

@script:python depends on probe && !collect@
@@
probe_emit()
