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

virtual patch
virtual context
virtual org
virtual report

// How it is written: every fact is an SmPL rule, and so is every reason a
// driver is not converted as it is; a reason's script only says it.  The
// Python holds the messages, the #if guards of a line (Coccinelle sees no
// preprocessor lines), the names the edits take, and the verdict: a
// driver with a "stop" reason is left alone; one with "body" reasons
// only (its callbacks do what the generic path would not) is kept and
// wrapped, unless a "wrap" reason stops that too; else it is rewritten.

@initialize:python@
@@
# The decisions are Python: cocci/pci_legacy_pm.py, beside this file (the runner
# and make coccicheck give spatch this file's path), with its unit tests
# in scripts/lib/test_rule_helpers.py.
import os
import sys

sys.dont_write_bytecode = True
helper_dir = os.path.dirname(os.path.realpath(cocci.cocci_file))
if not os.path.isfile(os.path.join(helper_dir, "pci_legacy_pm.py")):
    raise ImportError("%s: its helper pci_legacy_pm.py is not beside it: copy cocci/pci_legacy_pm.py along" %
                      cocci.cocci_file) from None
sys.path.insert(0, helper_dir)
from pci_legacy_pm import *  # noqa: E402,F401,F403


// ---------------------------------------------------------------------
// The pci_drivers, their legacy methods and what else they initialize.

@script:python@
@@
new_file()

@wire@
identifier drv, CB;
identifier kind = {suspend, resume};
position pd, pi;
@@
struct pci_driver drv@pd = { ..., .kind = CB@pi, ... };

@script:python@
drv << wire.drv;
kind << wire.kind;
CB << wire.CB;
pd << wire.pd;
pi << wire.pi;
@@
wire(drv, kind, CB, pd[0], pi[0])

// (the resumes again, for the rules that read a resume only)

@wire_r@
identifier drv, R;
@@
struct pci_driver drv = { ..., .resume = R, ... };

@has_pm@
identifier drv;
expression E;
@@
struct pci_driver drv = { ..., .driver = { ..., .pm = E, ... }, ... };

@script:python@
drv << has_pm.drv;
@@
say(drv, (0,), "it has dev_pm_ops already")

@has_pm_dot@
identifier drv;
expression E;
@@
struct pci_driver drv = { ..., .driver.pm = E, ... };

@script:python@
drv << has_pm_dot.drv;
@@
say(drv, (0,), "it has dev_pm_ops already")

@driver_block@
identifier drv, fld;
expression E;
@@
struct pci_driver drv = { ..., .driver = { ..., .fld = E, ... }, ... };

@script:python@
drv << driver_block.drv;
@@
say(drv, (2,), "its pci_driver initializes .driver = { ... } (put .pm into that block by hand: .driver.pm before it would be overwritten)")

@has_s@
identifier wire.drv, S;
@@
struct pci_driver drv = { ..., .suspend = S, ... };

@script:python depends on !has_s@
drv << wire.drv;
@@
say(drv, (4,), "it has no .suspend (the legacy core left the device in D0; with dev_pm_ops the PCI core would put it to sleep)")

@has_r@
identifier wire.drv, R;
@@
struct pci_driver drv = { ..., .resume = R, ... };

@script:python depends on !has_r@
drv << wire.drv;
@@
say(drv, (5, 1), "it has no .resume (the legacy core re-enabled the device, the generic path would not)", "wrap")

// ---------------------------------------------------------------------
// The callbacks: defined here with the legacy signature, static, not
// referenced but by their entry, not shared, under the #if guards of
// their entry.  (A suspend defined with a 2.6.10 u32 state is the
// pm_message_t rule's: its driver is not named here.)

@def@
identifier wire.CB, P, M;
position p;
@@
(
int CB@p(struct pci_dev *P, pm_message_t M) { ... }
|
int CB@p(struct pci_dev *P) { ... }
)

@script:python@
drv << wire.drv;
kind << wire.kind;
CB << wire.CB;
P << def.P;
p << def.p;
pi << wire.pi;
@@
DEF[CB] = p[0]
if P == "dev":
    DEVS.add(CB)
if guards(p[0]) != guards(pi[0]):
    say(drv, (1, K[kind], 6), "%s() and its .%s entry are under different #if guards (drop the #ifdef by hand)" % (CB, kind))
if len(USERS[CB]) > 1:
    say(drv, (1, K[kind], 3), "%s() is shared by the pci_drivers %s (convert them together by hand)" % (CB, ", ".join(sorted(USERS[CB]))))

// (a method defined with the other method's signature: a .suspend
// without its pm_message_t is the pm_message_t rule's, as a u32 one is;
// a .resume with one is not the legacy resume)

@is_s@
identifier wire.drv, wire.CB;
@@
struct pci_driver drv = { ..., .suspend = CB, ... };

@short_s depends on is_s@
identifier wire.CB, P;
@@
int CB(struct pci_dev *P) { ... }

@script:python depends on short_s@
drv << wire.drv;
@@
SKIP.add(drv)

@long_r depends on !is_s@
identifier wire.CB, P, M;
@@
int CB(struct pci_dev *P, pm_message_t M) { ... }

@script:python depends on long_r@
drv << wire.drv;
CB << wire.CB;
@@
say(drv, (1, 1, 1), "%s() is not defined in this file with the legacy signature (or spatch could not parse it)" % CB)

@any_def@
identifier wire.CB;
@@
CB(...) { ... }

@script:python depends on any_def && !def@
drv << wire.drv;
kind << wire.kind;
CB << wire.CB;
@@
if kind == "suspend":
    SKIP.add(drv)
else:
    say(drv, (1, 1, 1), "%s() is not defined in this file with the legacy signature (or spatch could not parse it)" % CB)

@script:python depends on !any_def@
drv << wire.drv;
kind << wire.kind;
CB << wire.CB;
@@
say(drv, (1, K[kind], 1), "%s is %s" % (CB, API[CB]) if CB in API else "%s() is not defined in this file with the legacy signature (or spatch could not parse it)" % CB)

@is_static@
identifier wire.CB;
@@
static int CB(...) { ... }

@script:python depends on def && !is_static@
drv << wire.drv;
kind << wire.kind;
CB << wire.CB;
@@
say(drv, (1, K[kind], 2), "%s() is not static" % CB)

@ref@
identifier wire.CB;
position p != wire.pi;
@@
CB@p

@script:python depends on def@
drv << wire.drv;
kind << wire.kind;
CB << wire.CB;
p << ref.p;
@@
for q in p:
    say(drv, (1, K[kind], 4, int(q.line)), "%s() is also referenced at line %s" % (CB, q.line))

// "dev" already a name in the callback: the struct device is dev_d.

@dev_taken@
identifier wire.CB;
symbol dev;
@@
CB(...) { <+... dev ...+> }

@script:python depends on dev_taken@
CB << wire.CB;
@@
DEVS.add(CB)

// Legacy suspends no pci_driver of the file wires (a helper, libata's
// API), and those a dev_pm_ops wrapper calls with an event (what wrap
// mode makes: done).

@sdef@
identifier f, P, M;
position p;
@@
int f@p(struct pci_dev *P, pm_message_t M) { ... }

@script:python@
f << sdef.f;
p << sdef.p;
@@
HELPERS[f] = (p[0], "is defined here but")

@sproto@
identifier f, P, M;
position p;
@@
\(int f@p(struct pci_dev *P, pm_message_t M);\|int f@p(struct pci_dev *, pm_message_t);\)

@script:python@
f << sproto.f;
p << sproto.p;
@@
HELPERS.setdefault(f, (p[0], "is declared here but"))

@wrapped@
identifier f, d;
symbol PMSG_SUSPEND, PMSG_FREEZE, PMSG_HIBERNATE;
@@
f(to_pci_dev(d), \(PMSG_SUSPEND\|PMSG_FREEZE\|PMSG_HIBERNATE\))

@script:python@
f << wrapped.f;
@@
WRAPPED.add(f)

// ---------------------------------------------------------------------
// What the PCI core does for a dev_pm_ops driver, as a statement on every
// path of the callback ("..." stops at the first match of what follows
// it: one rule each).  These calls go.

@core_save@
identifier sdef.f, P, M;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ...
  pci_save_state@p(P);
  ...
}

@core_sleep@
identifier sdef.f, P, M;
position p;
symbol PCI_D3hot;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ...
  pci_set_power_state@p(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
  ...
}

@core_sleep_ret@
identifier sdef.f, P, M;
position p;
symbol PCI_D3hot;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ...
  return pci_set_power_state@p(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
  ...
}

@core_wake@
identifier sdef.f, P, M;
position p;
symbol PCI_D3hot, PCI_D3cold, true;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ...
  pci_enable_wake@p(P, \(pci_choose_state(P, M)\|PCI_D3hot\|PCI_D3cold\), \(1\|true\));
  ...
}

@core_wake_d3@
identifier sdef.f, P, M;
position p;
symbol true;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ...
  pci_wake_from_d3@p(P, \(1\|true\));
  ...
}

@core_d0@
identifier wire_r.R, P;
position p;
@@
int R(struct pci_dev *P) {
  ...
  pci_set_power_state@p(P, \(PCI_D0\|0\));
  ...
}

@core_restore@
identifier wire_r.R, P;
position p;
@@
int R(struct pci_dev *P) {
  ...
  pci_restore_state@p(P);
  ...
}

@core_unwake@
identifier wire_r.R, P;
position p;
symbol PCI_D0, false;
@@
int R(struct pci_dev *P) {
  ...
  pci_enable_wake@p(P, PCI_D0, \(0\|false\));
  ...
}

@core_unwake_d3@
identifier wire_r.R, P;
position p;
symbol false;
@@
int R(struct pci_dev *P) {
  ...
  pci_wake_from_d3@p(P, \(0\|false\));
  ...
}

// ---------------------------------------------------------------------
// "body" reasons: the callback does what the generic path would not.  Its
// pm_message_t used other than in a call that goes:

@state_ok@
identifier sdef.f, P, M;
expression E;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  <...
\(
  pci_set_power_state(P, pci_choose_state(P, M@p))
\|
  pci_enable_wake(P, pci_choose_state(P, M@p), E)
\)
  ...>
}

@state_use@
identifier sdef.f, P, M;
position p != state_ok.p;
@@
int f(struct pci_dev *P, pm_message_t M) { <... M@p ...> }

@script:python@
CB << sdef.f;
p << state_use.p;
@@
n = sorted(set(int(q.line) for q in p))
say_s(CB, (1, 0, 5, 0), "%s() uses its pm_message_t at line%s %s (passed on or tested: a dev_pm_ops callback gets none; a suspend that tells the events apart needs its own .freeze/.poweroff callbacks)" % (CB, "s" if len(n) > 1 else "", ", ".join(map(str, n))), "body")

// a PCI power call that does not go (at suspend: one that disables the
// device, or sets wake-up other than the core does):

@pm_call@
identifier sdef.f, P, M;
identifier fn =~ "^pci_(save_state|restore_state|set_power_state|prepare_to_sleep|back_from_sleep)$";
position p != {core_save.p, core_sleep.p, core_sleep_ret.p};
@@
int f(struct pci_dev *P, pm_message_t M) { <... fn@p(...) ...> }

@script:python@
CB << sdef.f;
fn << pm_call.fn;
p << pm_call.p;
@@
for q in p:
    say_s(CB, (1, 0, 5, 1) + at(q), "%s() calls %s() at line %s %s" % (CB, fn, q.line, CANNOT), "body")

@pm_disable@
identifier sdef.f, P, M;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) { <... pci_disable_device@p(...) ...> }

@script:python@
CB << sdef.f;
p << pm_disable.p;
@@
for q in p:
    say_s(CB, (1, 0, 5, 1) + at(q), "%s() disables the device at line %s (with dev_pm_ops the core would save the config space of a disabled device)" % (CB, q.line), "body")

@pm_wake@
identifier sdef.f, P, M;
identifier fn = {pci_enable_wake, pci_wake_from_d3};
position p != {core_wake.p, core_wake_d3.p};
@@
int f(struct pci_dev *P, pm_message_t M) { <... fn@p(...) ...> }

@script:python@
CB << sdef.f;
p << pm_wake.p;
@@
for q in p:
    say_s(CB, (1, 0, 5, 1) + at(q), "%s() sets wake-up itself at line %s %s" % (CB, q.line, WAKE), "body")

@pm_call_r@
identifier wire_r.R, P;
identifier fn =~ "^pci_(save_state|restore_state|set_power_state|enable_wake|wake_from_d3|prepare_to_sleep|back_from_sleep)$";
position p != {core_d0.p, core_restore.p, core_unwake.p, core_unwake_d3.p};
@@
int R(struct pci_dev *P) { <... fn@p(...) ...> }

@script:python@
drv << wire_r.drv;
CB << wire_r.R;
fn << pm_call_r.fn;
p << pm_call_r.p;
@@
for q in p:
    say(drv, (1, 1, 5, 1) + at(q), "%s() calls %s() at line %s %s" % (CB, fn, q.line, CANNOT), "body")

// a suspend that does not put the device to sleep (on every path):

@script:python depends on !core_sleep && !core_sleep_ret@
CB << sdef.f;
@@
say_s(CB, (1, 0, 5, 2), "%s() does not put the device into a low-power state (the legacy core left it in D0; with dev_pm_ops the PCI core would put it to sleep)" % CB, "body")

// a suspend that returns 0 before it puts its device to sleep:

@early_return exists@
identifier sdef.f, P, M;
expression E, R;
constant C;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when != pci_set_power_state(P, E)
\(
  return -C;
\|
  return pci_set_power_state(P, E);
\|
  return@p R;
\|
  return@p;
\)
}

@script:python@
CB << sdef.f;
p << early_return.p;
@@
say_s(CB, (1, 0, 5, 3, int(p[0].line)), "%s() may return without an error at line %s before it puts the device to sleep (the PCI core would put it to sleep on that path too)" % (CB, p[0].line), "body")

// a suspend that does more between saving the state and sleeping (the
// PCI core would save the state after it):

@between exists@
identifier sdef.f, P, M;
statement St;
position core_save.p, ps;
symbol PCI_D3hot, PCI_D3cold, true;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when any
  pci_save_state@p(P);
  ... when any
\(
  pci_save_state(P);
\|
  pci_enable_wake(P, \(pci_choose_state(P, M)\|PCI_D3hot\|PCI_D3cold\), \(1\|true\));
\|
  pci_wake_from_d3(P, \(1\|true\));
\|
  return 0;
\|
  pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
\|
  return pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
\|
  St@ps
\)
  ... when any
\(
  pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
\|
  return pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
\)
  ... when any
}

@script:python@
CB << sdef.f;
p << between.ps;
@@
say_s(CB, (1, 0, 5, 4, int(p[0].line)), "%s() does more between saving the state and putting the device to sleep (line %s: the PCI core would save the state after it)" % (CB, p[0].line), "body", True)

// A suspend with nothing else to do (only what goes and "return 0;") goes.

@other exists@
identifier sdef.f, P, M;
statement St;
position p;
symbol PCI_D3hot, PCI_D3cold, true;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when any
\(
  pci_save_state(P);
\|
  pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
\|
  return pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
\|
  pci_enable_wake(P, \(pci_choose_state(P, M)\|PCI_D3hot\|PCI_D3cold\), \(1\|true\));
\|
  pci_wake_from_d3(P, \(1\|true\));
\|
  return 0;
\|
  St@p
\)
  ... when any
}

// (other matches any suspend with a statement, through any branch: its
// script runs only where the last branch bound a statement)

@script:python@
CB << sdef.f;
p << other.p;
@@
OTHER.add(CB)

@decl_s exists@
identifier sdef.f, P, M, x;
type T;
expression E;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when any
  T x = E;
  ... when any
}

@script:python depends on !decl_s@
CB << sdef.f;
@@
if CB not in OTHER:
    TRIVIAL.add(CB)

// "wrap" reasons: a path of the suspend to a return that may succeed on
// which the state is not saved (libata's ata_pci_device_do_suspend()
// saves it first thing): the generic path would put the device to sleep.

@nosave exists@
identifier sdef.f, P, M;
expression E;
constant C;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when != pci_save_state(P)
      when != ata_pci_device_do_suspend(P, ...)
\(
  return -C;
\|
  return@p E;
\)
}

@script:python@
CB << sdef.f;
p << nosave.p;
@@
say_s(CB, (5, 0, int(p[0].line)), "%s() may return at line %s without saving the device's state (pci_save_state(): with dev_pm_ops the PCI core would then put the device to sleep itself)" % (CB, p[0].line), "wrap")

// ---------------------------------------------------------------------
// The verdict, per pci_driver and method: the names its edits take.

@script:python ok@
drv << wire.drv;
kind << wire.kind;
CB << wire.CB;
OPS;
EDRV;
DEV;
SE;
RE;
SR;
RR;
SX;
RX;
LAST;
DRVB;
TRIV;
WS;
WF;
WP;
WR;
SC;
RC;
WLAST;
WDRVB;
@@
mode = verdict(drv)[0]
if mode:
    bind(coccinelle, drv, kind, CB, mode)
else:
    cocci.include_match(False)

// ---------------------------------------------------------------------
// Patch mode.

@s_body depends on patch@
identifier ok.SR, P, M, ok.DEV;
symbol PCI_D3hot, PCI_D3cold, true;
@@
 static int SR(
- struct pci_dev *P, pm_message_t M
+ struct device *DEV
 ) {
+ struct pci_dev *P = to_pci_dev(DEV);
  <...
(
- pci_save_state(P);
|
- pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
|
  return
- pci_set_power_state(P, \(pci_choose_state(P, M)\|PCI_D3hot\))
+ 0
  ;
|
- pci_enable_wake(P, \(pci_choose_state(P, M)\|PCI_D3hot\|PCI_D3cold\), \(1\|true\));
|
- pci_wake_from_d3(P, \(1\|true\));
)
  ...>
 }

@r_body depends on patch@
identifier ok.RR, P, ok.DEV;
symbol PCI_D0, false;
@@
 static int RR(
- struct pci_dev *P
+ struct device *DEV
 ) {
+ struct pci_dev *P = to_pci_dev(DEV);
  <...
(
- pci_set_power_state(P, \(PCI_D0\|0\));
|
- pci_restore_state(P);
|
- pci_enable_wake(P, PCI_D0, \(0\|false\));
|
- pci_wake_from_d3(P, \(0\|false\));
)
  ...>
 }

@s_proto depends on patch@
identifier ok.SR, ok.DEV;
type T1, T2;
@@
 static int SR(
- T1, T2
+ struct device *DEV
 );

@r_proto depends on patch@
identifier ok.RR, ok.DEV;
type T1;
@@
 static int RR(
- T1
+ struct device *DEV
 );

// A blank line after the pci_dev local, where a statement follows it;
// the local goes again where nothing uses it any more.

@blank depends on patch@
identifier CB = {ok.SR, ok.RR};
identifier P, ok.DEV;
statement St;
@@
 static int CB(struct device *DEV) {
  struct pci_dev *P = to_pci_dev(DEV);
+
  St
  ...
 }

@unused depends on patch@
identifier CB = {ok.SR, ok.RR};
identifier P, ok.DEV;
@@
 static int CB(struct device *DEV) {
- struct pci_dev *P = to_pci_dev(DEV);
  ... when != P
 }

// A suspend with nothing left to do goes, with its prototype.

@drop_trivial depends on patch@
identifier ok.TRIV;
@@
- static int TRIV(...) { ... }

@drop_trivial_proto depends on patch@
identifier ok.TRIV;
@@
- static int TRIV(...);

@ops_s depends on patch@
identifier ok.LAST, ok.OPS, ok.SX, ok.RX;
declarer name DEFINE_SIMPLE_DEV_PM_OPS;
@@
 static int LAST(...) { ... }
+
+static DEFINE_SIMPLE_DEV_PM_OPS(OPS, SX, RX);

@ops_s_before depends on patch@
identifier ok.DRVB, ok.OPS, ok.SX, ok.RX;
declarer name DEFINE_SIMPLE_DEV_PM_OPS;
@@
+static DEFINE_SIMPLE_DEV_PM_OPS(OPS, SX, RX);
+
 struct pci_driver DRVB = { ... };

@wire_s_pm depends on patch@
identifier ok.EDRV, ok.SE, ok.OPS;
@@
 struct pci_driver EDRV = {
  ...,
- .suspend = SE,
+ .driver.pm = pm_sleep_ptr(&OPS),
  ...
 };

@wire_r_drop depends on patch@
identifier ok.EDRV, ok.RE;
@@
 struct pci_driver EDRV = {
  ...,
- .resume = RE,
  ...
 };

// Wrap mode: the callbacks stay; a wrapper per event calls them with the
// pm_message_t the legacy core gave, and the ops name the wrappers.

@ops_w depends on patch@
identifier ok.WLAST, ok.WS, ok.SC;
symbol dev, PMSG_SUSPEND;
@@
 static int WLAST(...) { ... }
+
+static int WS(struct device *dev)
+{
+	return SC(to_pci_dev(dev), PMSG_SUSPEND);
+}

@ops_w_before depends on patch@
identifier ok.WDRVB, ok.WS, ok.SC;
symbol dev, PMSG_SUSPEND;
@@
+static int WS(struct device *dev)
+{
+	return SC(to_pci_dev(dev), PMSG_SUSPEND);
+}
+
 struct pci_driver WDRVB = { ... };

// One rule a definition: spatch keeps the blank line that leads an
// addition, not one between two added definitions.

@ops_w_freeze depends on patch@
identifier ok.WS, ok.WF, ok.SC;
symbol dev, PMSG_FREEZE;
@@
 static int WS(...) { ... }
+
+static int WF(struct device *dev)
+{
+	return SC(to_pci_dev(dev), PMSG_FREEZE);
+}

@ops_w_poweroff depends on patch@
identifier ok.WF, ok.WP, ok.SC;
symbol dev, PMSG_HIBERNATE;
@@
 static int WF(...) { ... }
+
+static int WP(struct device *dev)
+{
+	return SC(to_pci_dev(dev), PMSG_HIBERNATE);
+}

@ops_w_resume depends on patch@
identifier ok.WP, ok.WR, ok.RC;
symbol dev;
@@
 static int WP(...) { ... }
+
+static int WR(struct device *dev)
+{
+	return RC(to_pci_dev(dev));
+}

@ops_w_ops depends on patch@
identifier ok.WR, ok.OPS, ok.WS, ok.WF, ok.WP;
@@
 static int WR(...) { ... }
+
+static const struct dev_pm_ops OPS = {
+	.suspend = WS,
+	.resume = WR,
+	.freeze = WF,
+	.thaw = WR,
+	.poweroff = WP,
+	.restore = WR,
+};

// ---------------------------------------------------------------------
// Report, org and context modes: one line per pci_driver, and each
// legacy suspend no pci_driver of the file wires.

@script:python depends on report@
@@
for (pos, msg) in findings():
    coccilib.report.print_report(pos, msg)

@script:python depends on org@
@@
for (pos, msg) in findings():
    coccilib.org.print_todo(pos, msg)

@ctx depends on context@
identifier drv, S;
@@
 struct pci_driver drv = {
  ...,
* .suspend = S,
  ...
 };
