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

@initialize:python@
@@
import os
import re

RULE = "pci_legacy_pm"
PM_CALLS = ("pci_save_state", "pci_restore_state", "pci_set_power_state",
            "pci_enable_wake", "pci_wake_from_d3", "pci_disable_device",
            "pci_prepare_to_sleep", "pci_back_from_sleep")
# a kernel API wired as a callback: what converting it takes
API = {
    "ata_pci_device_suspend": "libata's API: ata_pci_device_suspend() and"
    " ata_pci_device_resume() take a pm_message_t and are shared by about"
    " 48 drivers; libata would need dev_pm_ops helpers first",
    "ata_pci_device_resume": "libata's API: see ata_pci_device_suspend()",
}


class Driver(object):
    def __init__(self, name):
        self.name = name
        self.cb = {}            # "suspend"/"resume" -> callback name
        self.wire = {}          # "suspend"/"resume" -> position of S in .suspend = S
        self.has_pm = False
        self.decl = None        # where the pci_driver is declared
        self.driver_block = False  # it initializes .driver = { ... }
        self.reasons = []
        self.decided = False
        self.ok = False
        self.mode = None        # "rewrite" (the callbacks become dev_pm_ops
                                # callbacks) or "wrap" (they stay; dev_pm_ops
                                # wrappers call them with each event)


class Callback(object):
    def __init__(self, name):
        self.name = name
        self.defpos = None      # the definition (a static int f(...))
        self.param = None       # the struct pci_dev * parameter
        self.refs = []          # other references (lines)
        self.state_uses = []    # uses of the pm_message_t (positions)
        self.state_ok = set()   # ... inside a removable call
        self.calls = {}         # (line, col) -> name, the PM calls
        self.removable = set()  # (line, col) of the calls that go
        self.dev_taken = False  # "dev" is a name in the body
        self.param_uses = set() # where the pci_dev parameter is used
        self.stmts = set()      # where its statements start
        self.ret0 = set()       # where its "return 0;" and its
                                # "return pci_set_power_state(...);" start
        self.decls = False      # it declares locals
        self.early = []         # lines of a "return 0" before the sleep
        self.nosave = []        # lines of a return no pci_save_state() precedes


DRV = CB = STATIC = HELPERS = GUARDS = ANYDEF = WRAPPED = None


def target_has_ops():
    """The kernel the driver is carried to (FACTS_KERNEL, set by the
    runner; else the tree spatch runs in) has DEFINE_SIMPLE_DEV_PM_OPS.
    On an older one the legacy methods are its API: nothing to do.  Not
    told and no pm.h found (one file, a folder of cases): assume it has."""
    told = os.environ.get("FACTS_KERNEL")
    pm = os.path.join(told or os.getcwd(), "include", "linux", "pm.h")
    try:
        with open(pm, errors="replace") as src:
            return "DEFINE_SIMPLE_DEV_PM_OPS" in src.read()
    except OSError:
        return not told


TARGET_OK = target_has_ops()


def new_file():
    global DRV, CB, STATIC, HELPERS, GUARDS, ANYDEF, WRAPPED
    DRV = {}
    WRAPPED = set()             # legacy suspends dev_pm_ops wrappers call
    CB = {}
    STATIC = set()              # the callbacks defined static
    HELPERS = {}                # unwired definitions and prototypes
    ANYDEF = set()              # wired suspends defined with any signature
    GUARDS = {}                 # file -> list of #if stacks per line


def cb(name):
    return CB.setdefault(name, Callback(name))


def at(p):
    return (int(p.line), int(p.column))


def guards(path, line):
    """The #if/#ifdef lines open at LINE of PATH, outermost first: the
    preprocessor is what SmPL cannot match."""
    if path not in GUARDS:
        stacks, open_ = [], []
        try:
            with open(path, errors="replace") as src:
                text = src.read().split("\n")
        except OSError:
            text = []
        for ln in text:
            stacks.append(tuple(open_))
            m = re.match(r'\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)', ln)
            if not m:
                continue
            kw, rest = m.group(1), re.sub(r'\s+', ' ', m.group(2)).strip()
            if kw.startswith("if"):
                open_.append("#%s %s" % (kw, rest))
            elif kw == "endif" and open_:
                open_.pop()
            elif open_:
                open_[-1] = open_[-1] + " / #%s" % kw
        GUARDS[path] = stacks
    stacks = GUARDS[path]
    return stacks[line - 1] if 0 < line <= len(stacks) else ()


def decide(d):
    if d.decided:
        return d
    d.decided = True
    why = Reasons()             # reasons that stop any conversion
    body = Reasons()            # what stops rewriting the callbacks only
    order = why.order = body.order = []     # both, as found
    if d.has_pm:
        why.append("it has dev_pm_ops already")
    for kind in ("suspend", "resume"):
        name = d.cb.get(kind)
        if name is None:
            continue
        c = CB.get(name)
        if name in API:
            why.append("%s is %s" % (name, API[name]))
            continue
        if c is None or c.defpos is None:
            why.append("%s() is not defined in this file with the legacy"
                       " signature (or spatch could not parse it)" % name)
            continue
        if name not in STATIC:
            why.append("%s() is not static" % name)
        users = sorted(o.name for o in DRV.values()
                       if o.cb.get(kind) == name or
                       (name in o.cb.values() and o is not d))
        if len(users) > 1:
            why.append("%s() is shared by the pci_drivers %s (convert them"
                       " together by hand)" % (name, ", ".join(users)))
        for n in sorted(set(c.refs)):
            why.append("%s() is also referenced at line %d" % (name, n))
        body.extend(body_reasons(kind, name, c))
        wire = d.wire[kind]
        if guards(c.defpos.file, int(c.defpos.line)) != \
                guards(wire.file, int(wire.line)):
            why.append("%s() and its .%s entry are under different #if"
                       " guards (drop the #ifdef by hand)" % (name, kind))
    if d.driver_block:
        why.append("its pci_driver initializes .driver = { ... } (put .pm"
                   " into that block by hand: .driver.pm before it would be"
                   " overwritten)")
    taken = [o for o in DRV.values() if o is not d and o.cb and
             ops_name(o) == ops_name(d)]
    if taken or word_in_file(ops_name(d), d.decl.file if d.decl else None):
        why.append("the name %s is taken in this file" % ops_name(d))
    if "suspend" not in d.cb and d.cb:
        why.append("it has no .suspend (the legacy core left the device in"
                   " D0; with dev_pm_ops the PCI core would put it to sleep)")
    mode = "rewrite"
    if why:
        why = [t for t in order if t in why or t in body]
    elif body:
        # The callbacks stay as they are, the pm_message_t of each event given
        # by a wrapper, when the generic path then does what the legacy
        # one did around them (wrap_reasons()).
        mode = "wrap"
        why = wrap_reasons(d)
        if why:
            why = body + why
    if not why and d.cb:
        # the ops go where the callbacks and the entry both see them
        last = last_callback(d, mode)
        if at(last.defpos) > min(at(p) for p in d.wire.values()) and \
                guards(last.defpos.file, int(last.defpos.line)) != \
                guards(d.decl.file, int(d.decl.line)):
            why.append("%s() is defined after the pci_driver %s, under"
                       " another #if guard (drop the #ifdef by hand)"
                       % (last.name, d.name))
    d.reasons = why
    d.ok = not why and bool(d.cb) and TARGET_OK
    d.mode = mode if d.ok else None
    return d


class Reasons(list):
    """A list of reasons that also notes each in a shared order."""
    order = None

    def append(self, text):
        list.append(self, text)
        self.order.append(text)

    def extend(self, texts):
        for t in texts:
            self.append(t)


def body_reasons(kind, name, c):
    """What stops rewriting a callback into a dev_pm_ops one (the calls the
    core makes removed): its body does what the generic path would not."""
    why = []
    used = sorted(set(n for (n, col) in set(c.state_uses) - c.state_ok))
    if used:
        why.append("%s() uses its pm_message_t at line%s %s (passed on"
                   " or tested: a dev_pm_ops callback gets none; a"
                   " suspend that tells the events apart needs its own"
                   " .freeze/.poweroff callbacks)" % (
                       name, "s" if len(used) > 1 else "",
                       ", ".join(str(n) for n in used)))
    for (n, col) in sorted(c.calls):
        fn = c.calls[(n, col)]
        if (n, col) in c.removable:
            continue
        if fn == "pci_disable_device":
            why.append("%s() disables the device at line %d (with"
                       " dev_pm_ops the core would save the config space"
                       " of a disabled device)" % (name, n))
        elif fn in ("pci_enable_wake", "pci_wake_from_d3") and \
                kind == "suspend":
            why.append("%s() sets wake-up itself at line %d (the PCI"
                       " core arms it from the user's setting,"
                       " device_may_wakeup(); only an enable that"
                       " follows that setting can go)" % (name, n))
        else:
            why.append("%s() calls %s() at line %d where this rule"
                       " cannot drop it (not on every path, its result"
                       " used, or other arguments)" % (name, fn, n))
    sleeps = [k for k in c.removable
              if c.calls.get(k) == "pci_set_power_state"]
    if kind == "suspend" and not sleeps:
        why.append("%s() does not put the device into a low-power state"
                   " (the legacy core left it in D0; with dev_pm_ops the"
                   " PCI core would put it to sleep)" % name)
    for n in sorted(set(c.early)):
        why.append("%s() may return without an error at line %d before"
                   " it puts the device to sleep (the PCI core would put"
                   " it to sleep on that path too)" % (name, n))
    saves = sorted(k for k in c.removable
                   if c.calls.get(k) == "pci_save_state")
    if saves and sleeps:
        between = sorted(k for k in c.stmts - c.removable - c.ret0
                         if saves[0] < k < max(sleeps))
        if between:
            why.append("%s() does more between saving the state and"
                       " putting the device to sleep (line %d: the PCI"
                       " core would save the state after it)"
                       % (name, between[0][0]))
    return why


def wrap_reasons(d):
    """What stops keeping the callbacks and wrapping them.  The generic
    path calls .suspend, .freeze and .poweroff where the legacy one called
    the suspend with PMSG_SUSPEND, PMSG_FREEZE and PMSG_HIBERNATE, and
    .resume, .thaw and .restore where it called the resume.  Around them it
    differs in one way that matters: after a suspend that did not save the
    state of the device, the legacy core saved it and left the device as
    it was, the generic one puts it to sleep.  So the suspend must save the
    state on every path that may succeed, and a resume must be there (the
    legacy core re-enabled a device that had none, the generic one does
    not)."""
    why = []
    s = CB[d.cb["suspend"]]
    for n in sorted(set(s.nosave)):
        why.append("%s() may return at line %d without saving the device's"
                   " state (pci_save_state(): with dev_pm_ops the PCI core"
                   " would then put the device to sleep itself)" % (s.name, n))
    if "resume" not in d.cb:
        why.append("it has no .resume (the legacy core re-enabled the"
                   " device, the generic path would not)")
    for w in wrappers(d):
        if word_in_file(w, d.decl.file if d.decl else None):
            why.append("the name %s is taken in this file" % w)
    return why


def wrappers(d):
    """The names of the wrappers: suspend, freeze, poweroff and resume."""
    base = ops_name(d)[:-len("_ops")]
    return [base + "_" + ev for ev in ("suspend", "freeze", "poweroff", "resume")]


def word_in_file(word, path):
    """The identifier word occurs in the file at path."""
    if path is None:
        return False
    try:
        with open(path, errors="replace") as src:
            return re.search(r"\b%s\b" % re.escape(word), src.read()) is not None
    except OSError:
        return True


def early_era(d):
    """The suspend is defined here, but not with a pm_message_t: a 2.6.10
    u32 state, which the pm_message_t rule reports and converts first."""
    name = d.cb.get("suspend")
    return name is not None and name in ANYDEF and \
        (name not in CB or CB[name].defpos is None)


def ops_name(d):
    base = re.sub(r'_driver$', '', d.name)
    base = re.sub(r'_pci$', '', base)
    return base + "_pm_ops"


def dev_name(c):
    """The struct device parameter: dev, unless a name of the body (the
    pci_dev parameter itself) is dev."""
    if c.param == "dev":
        return "dev_d"
    return "dev_d" if c.dev_taken else "dev"


def trivial(d, mode="rewrite"):
    """The suspend of d, when the calls that go are all it does (and d has
    a resume): it goes too, the ops get NULL in its place."""
    name = d.cb.get("suspend")
    if mode != "rewrite" or name is None or "resume" not in d.cb:
        return None
    c = CB[name]
    if c.decls or c.refs or not c.stmts <= c.removable | c.ret0:
        return None
    return name


def last_callback(d, mode="rewrite"):
    """The callback defined last in the file (of those that stay)."""
    return max((CB[n] for n in d.cb.values() if n != trivial(d, mode)),
               key=lambda c: at(c.defpos))


def names(d):
    """OPS, the suspend and resume (or NULL) for the ops, and where the ops
    go: after the callback defined last (LAST) when the pci_driver follows
    it, else before the pci_driver (DRVB), and a suspend that goes (TRIV,
    trivial()).  What does not apply is NONE."""
    last = last_callback(d)
    after = at(last.defpos) < min(at(p) for p in d.wire.values())
    return (ops_name(d), trivial(d) and "NULL" or d.cb.get("suspend", "NULL"),
            d.cb.get("resume", "NULL"), last.name if after else NONE,
            NONE if after else d.name, trivial(d) or NONE)


NONE = "pci_legacy_pm_none"


def bind_names(out, d, S):
    """The names the edits of either mode take: those of the other mode
    are NONE, which names nothing in the file."""
    none = [NONE] * 8
    if d.mode == "rewrite":
        out.OPS, out.SX, out.RX, out.LAST, out.DRVB, out.TRIV = names(d)
        out.DEV, out.SR = dev_name(CB[S]), S
        w = none
    else:
        out.OPS = ops_name(d)
        out.SX = out.RX = out.LAST = out.DRVB = out.TRIV = out.DEV = NONE
        out.SR = NONE
        w = list(names_wrap(d))[1:]
    out.WS, out.WF, out.WP, out.WR, out.SC, out.RC, out.WLAST, out.WDRVB = w


def names_wrap(d):
    """OPS, the wrappers (suspend, freeze, poweroff, resume), the suspend
    and resume they call, and where they go: after the callback defined
    last (LAST) or before the pci_driver (DRVB), as names()."""
    last = last_callback(d, "wrap")
    after = at(last.defpos) < min(at(p) for p in d.wire.values())
    return tuple([ops_name(d)] + wrappers(d) +
                 [d.cb["suspend"], d.cb["resume"],
                  last.name if after else NONE, NONE if after else d.name])


def findings():
    out = []
    if not TARGET_OK:
        return out
    for d in sorted(DRV.values(), key=lambda d: d.name):
        decide(d)
        if not d.cb or early_era(d):
            continue
        kinds = [k for k in ("suspend", "resume") if k in d.cb]
        first = d.cb[kinds[0]]
        c = CB.get(first)
        pos = c.defpos if c is not None and c.defpos is not None \
            else d.wire[kinds[0]]
        for k in kinds:
            o = CB.get(d.cb[k])
            at_ = o.defpos if o is not None and o.defpos is not None \
                else d.wire[k]
            if d.ok and d.mode == "wrap":
                # the callback stays: named where its entry changes
                out.append((d.wire[k], "pci_driver %s: legacy .%s -> dev_pm_ops"
                            " (%s), kept and called by %s" % (
                                d.name, k, ops_name(d),
                                "the .suspend, .freeze and .poweroff wrappers"
                                " with PMSG_SUSPEND, PMSG_FREEZE and"
                                " PMSG_HIBERNATE" if k == "suspend" else
                                "the .resume, .thaw and .restore wrapper")))
            elif d.ok:
                out.append((at_, "pci_driver %s: legacy .%s -> dev_pm_ops"
                            " (%s)%s" % (d.name, k, ops_name(d),
                                         "; nothing left in it: removed"
                                         if d.cb[k] == trivial(d) else "")))
            elif at_ is pos:
                # one line per driver left alone: its first callback
                out.append((at_, "pci_driver %s: legacy PCI PM not"
                            " converted: %s" % (d.name, "; ".join(d.reasons))))
    wired = set(n for d in DRV.values() for n in d.cb.values())
    for name, (pos, what) in sorted(HELPERS.items()):
        if name in wired or name in WRAPPED:
            continue
        out.append((pos, "legacy PCI suspend %s() %s no pci_driver of this"
                    " file wires it: not converted (%s)" % (
                        name, what, API.get(name, "convert it with the"
                                        " drivers that wire it"))))
    return out

// ---------------------------------------------------------------------
// The pci_drivers and their legacy methods.

@script:python@
@@
new_file()

@wire_s@
identifier drv, S;
position pd, pi;
@@
struct pci_driver drv@pd = { ..., .suspend = S@pi, ... };

@script:python@
drv << wire_s.drv;
S << wire_s.S;
pd << wire_s.pd;
pi << wire_s.pi;
@@
d = DRV.setdefault(drv, Driver(drv))
d.decl = pd[0]
d.cb["suspend"] = S
d.wire["suspend"] = pi[0]

@wire_r@
identifier drv, R;
position pd, pi;
@@
struct pci_driver drv@pd = { ..., .resume = R@pi, ... };

@script:python@
drv << wire_r.drv;
R << wire_r.R;
pd << wire_r.pd;
pi << wire_r.pi;
@@
d = DRV.setdefault(drv, Driver(drv))
d.decl = pd[0]
d.cb["resume"] = R
d.wire["resume"] = pi[0]

@has_pm@
identifier drv;
expression E;
@@
struct pci_driver drv = { ..., .driver = { ..., .pm = E, ... }, ... };

@script:python@
drv << has_pm.drv;
@@
DRV.setdefault(drv, Driver(drv)).has_pm = True

@driver_block@
identifier drv, fld;
expression E;
@@
struct pci_driver drv = { ..., .driver = { ..., .fld = E, ... }, ... };

@script:python@
drv << driver_block.drv;
@@
DRV.setdefault(drv, Driver(drv)).driver_block = True

@has_pm_dot@
identifier drv;
expression E;
@@
struct pci_driver drv = { ..., .driver.pm = E, ... };

@script:python@
drv << has_pm_dot.drv;
@@
DRV.setdefault(drv, Driver(drv)).has_pm = True

// The callbacks' definitions (static or not), their other references.

@sdef@
identifier f, P, M;
position p;
@@
int f@p(struct pci_dev *P, pm_message_t M) { ... }

@script:python@
f << sdef.f;
P << sdef.P;
p << sdef.p;
@@
c = cb(f)
c.defpos, c.param = p[0], P
HELPERS[f] = (p[0], "is defined here but")

@sdef_static@
identifier sdef.f;
position p;
@@
static int f@p(...) { ... }

@script:python@
f << sdef.f;
p << sdef_static.p;
@@
STATIC.add(f)

@rdef@
identifier wire_r.R, P;
position p;
@@
int R@p(struct pci_dev *P) { ... }

@script:python@
R << wire_r.R;
P << rdef.P;
p << rdef.p;
@@
c = cb(R)
c.defpos, c.param = p[0], P

@rdef_static@
identifier wire_r.R;
position p;
@@
static int R@p(...) { ... }

@script:python@
R << wire_r.R;
p << rdef_static.p;
@@
STATIC.add(R)

@sproto@
identifier f, P, M;
position p;
@@
int f@p(struct pci_dev *P, pm_message_t M);

@script:python@
f << sproto.f;
p << sproto.p;
@@
HELPERS.setdefault(f, (p[0], "is declared here but"))

@sproto_anon@
identifier f;
position p;
@@
int f@p(struct pci_dev *, pm_message_t);

@script:python@
f << sproto_anon.f;
p << sproto_anon.p;
@@
HELPERS.setdefault(f, (p[0], "is declared here but"))

// A legacy suspend a dev_pm_ops wrapper calls with an event (what wrap
// mode makes, run again): done, not an unwired one.

@wrapped@
identifier f, d;
symbol PMSG_SUSPEND, PMSG_FREEZE, PMSG_HIBERNATE;
@@
f(to_pci_dev(d), \(PMSG_SUSPEND\|PMSG_FREEZE\|PMSG_HIBERNATE\))

@script:python@
f << wrapped.f;
@@
WRAPPED.add(f)

// A suspend defined with another signature (a 2.6.10 u32 state): the
// pm_message_t rule's business first; nothing is said of its driver here.

@anydef_s@
identifier wire_s.S;
position p;
@@
S@p(...) { ... }

@script:python@
S << wire_s.S;
p << anydef_s.p;
@@
ANYDEF.add(S)

@ref_s@
identifier wire_s.S;
position p != wire_s.pi;
@@
S@p

@script:python@
S << wire_s.S;
p << ref_s.p;
@@
cb(S).refs.extend(int(q.line) for q in p)

@ref_r@
identifier wire_r.R;
position p != wire_r.pi;
@@
R@p

@script:python@
R << wire_r.R;
p << ref_r.p;
@@
cb(R).refs.extend(int(q.line) for q in p)

@dev_s@
identifier sdef.f, P, M;
symbol dev;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) { <+... dev@p ...+> }

@script:python@
f << sdef.f;
p << dev_s.p;
@@
cb(f).dev_taken = True

@dev_r@
identifier wire_r.R, P;
symbol dev;
position p;
@@
int R(struct pci_dev *P) { <+... dev@p ...+> }

@script:python@
R << wire_r.R;
p << dev_r.p;
@@
cb(R).dev_taken = True

@param_use_s@
identifier sdef.f, P, M;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) { <... P@p ...> }

@script:python@
f << sdef.f;
p << param_use_s.p;
@@
cb(f).param_uses.update(at(q) for q in p)

@param_use_r@
identifier wire_r.R, P;
position p;
@@
int R(struct pci_dev *P) { <... P@p ...> }

@script:python@
R << wire_r.R;
p << param_use_r.p;
@@
cb(R).param_uses.update(at(q) for q in p)

// The pm_message_t: every use, and those inside a call that goes.

@state_use@
identifier sdef.f, P, M;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) { <... M@p ...> }

@script:python@
f << sdef.f;
p << state_use.p;
@@
cb(f).state_uses.extend(at(q) for q in p)

@state_ok@
identifier sdef.f, P, M;
expression E;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  <...
(
  pci_set_power_state(P, pci_choose_state(P, M@p))
|
  pci_enable_wake(P, pci_choose_state(P, M@p), E)
)
  ...>
}

@script:python@
f << sdef.f;
p << state_ok.p;
@@
cb(f).state_ok.update(at(q) for q in p)

// The PCI power calls, and those the core now makes (on every path, as
// statements).

@pm_call@
identifier sdef.f, P, M;
identifier fn =~ "^pci_(save_state|restore_state|set_power_state|enable_wake|wake_from_d3|disable_device|prepare_to_sleep|back_from_sleep)$";
position p;
@@
int f(struct pci_dev *P, pm_message_t M) { <... fn@p(...) ...> }

@script:python@
f << sdef.f;
fn << pm_call.fn;
p << pm_call.p;
@@
cb(f).calls.update((at(q), fn) for q in p)

@pm_call_r@
identifier wire_r.R, P;
identifier fn =~ "^pci_(save_state|restore_state|set_power_state|enable_wake|wake_from_d3|prepare_to_sleep|back_from_sleep)$";
position p;
@@
int R(struct pci_dev *P) { <... fn@p(...) ...> }

@script:python@
R << wire_r.R;
fn << pm_call_r.fn;
p << pm_call_r.p;
@@
cb(R).calls.update((at(q), fn) for q in p)

// A call goes when it is a statement on every path of the callback
// (one rule each: "..." stops at the first match of what follows it).

@core_save@
identifier sdef.f, P, M;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ...
  pci_save_state@p(P);
  ...
}

@script:python@
f << sdef.f;
p << core_save.p;
@@
cb(f).removable.update(at(q) for q in p)

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

@script:python@
f << sdef.f;
p << core_sleep.p;
@@
cb(f).removable.update(at(q) for q in p)

@core_sleep_ret@
identifier sdef.f, P, M;
position p, r;
symbol PCI_D3hot;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ...
  return@r pci_set_power_state@p(P, \(pci_choose_state(P, M)\|PCI_D3hot\));
  ...
}

@script:python@
f << sdef.f;
p << core_sleep_ret.p;
r << core_sleep_ret.r;
@@
cb(f).removable.update(at(q) for q in p)
cb(f).ret0.update(at(q) for q in r)

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

@script:python@
f << sdef.f;
p << core_wake.p;
@@
cb(f).removable.update(at(q) for q in p)

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

@script:python@
f << sdef.f;
p << core_wake_d3.p;
@@
cb(f).removable.update(at(q) for q in p)

@core_d0@
identifier wire_r.R, P;
position p;
@@
int R(struct pci_dev *P) {
  ...
  pci_set_power_state@p(P, \(PCI_D0\|0\));
  ...
}

@script:python@
R << wire_r.R;
p << core_d0.p;
@@
cb(R).removable.update(at(q) for q in p)

@core_restore@
identifier wire_r.R, P;
position p;
@@
int R(struct pci_dev *P) {
  ...
  pci_restore_state@p(P);
  ...
}

@script:python@
R << wire_r.R;
p << core_restore.p;
@@
cb(R).removable.update(at(q) for q in p)

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

@script:python@
R << wire_r.R;
p << core_unwake.p;
@@
cb(R).removable.update(at(q) for q in p)

@core_unwake_d3@
identifier wire_r.R, P;
position p;
@@
int R(struct pci_dev *P) {
  ...
  pci_wake_from_d3@p(P, \(0\|false\));
  ...
}

@script:python@
R << wire_r.R;
p << core_unwake_d3.p;
@@
cb(R).removable.update(at(q) for q in p)

// What else a suspend does: its statements, its "return 0;" and its
// locals (one with nothing left to do goes, trivial()).

@stmt_s exists@
identifier sdef.f, P, M;
statement S;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when any
  S@p
  ... when any
}

@script:python@
f << sdef.f;
p << stmt_s.p;
@@
cb(f).stmts.update(at(q) for q in p)

@ret0_s exists@
identifier sdef.f, P, M;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when any
  return@p 0;
}

@script:python@
f << sdef.f;
p << ret0_s.p;
@@
cb(f).ret0.update(at(q) for q in p)

@decl_s exists@
identifier sdef.f, P, M, x;
type T;
expression E;
position p;
@@
int f(struct pci_dev *P, pm_message_t M) {
  ... when any
  T x@p = E;
  ... when any
}

@script:python@
f << sdef.f;
p << decl_s.p;
@@
cb(f).decls = True

// A suspend that returns 0 before it puts its device to sleep: the legacy
// core left the device in D0 there, the PCI core would put it to sleep.

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
f << sdef.f;
p << early_return.p;
@@
cb(f).early.extend(int(q.line) for q in p)

// A path of the suspend to a return that may succeed on which the state
// is not saved (libata's ata_pci_device_do_suspend() saves it first
// thing): the callbacks are not kept and wrapped then (wrap_reasons()).

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
f << sdef.f;
p << nosave.p;
@@
cb(f).nosave.extend(int(q.line) for q in p)

// ---------------------------------------------------------------------
// The decision, per pci_driver: its names for the edits.

@script:python ok@
drv << wire_s.drv;
S << wire_s.S;
OPS;
DEV;
SR;
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
d = decide(DRV[drv])
if not d.ok:
    cocci.include_match(False)
else:
    bind_names(coccinelle, d, S)

@script:python ok_r@
drv << wire_r.drv;
R << wire_r.R;
DEV;
RR;
RDRV;
RCB;
@@
d = decide(DRV[drv])
if not d.ok:
    cocci.include_match(False)
else:
    coccinelle.DEV = dev_name(CB[R])
    coccinelle.RR = R if d.mode == "rewrite" else NONE
    coccinelle.RDRV, coccinelle.RCB = drv, R

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

@s_proto depends on patch@
identifier ok.SR, ok.DEV;
type T1, T2;
@@
 static int SR(
- T1, T2
+ struct device *DEV
 );

@r_body depends on patch@
identifier ok_r.RR, P, ok_r.DEV;
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

@r_proto depends on patch@
identifier ok_r.RR, ok_r.DEV;
type T1;
@@
 static int RR(
- T1
+ struct device *DEV
 );

// A blank line after the pci_dev local, where a statement follows it.

@blank_s depends on patch@
identifier ok.SR, P, ok.DEV;
statement St;
@@
 static int SR(struct device *DEV) {
  struct pci_dev *P = to_pci_dev(DEV);
+
  St
  ...
 }

@blank_r depends on patch@
identifier ok_r.RR, P, ok_r.DEV;
statement St;
@@
 static int RR(struct device *DEV) {
  struct pci_dev *P = to_pci_dev(DEV);
+
  St
  ...
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

// The pci_dev local goes again where nothing uses it any more.

@unused_s depends on patch@
identifier ok.SR, P, ok.DEV;
@@
 static int SR(struct device *DEV) {
- struct pci_dev *P = to_pci_dev(DEV);
  ... when != P
 }

@unused_r depends on patch@
identifier ok_r.RR, P, ok_r.DEV;
@@
 static int RR(struct device *DEV) {
- struct pci_dev *P = to_pci_dev(DEV);
  ... when != P
 }

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
identifier wire_s.drv, wire_s.S, ok.OPS;
@@
 struct pci_driver drv = {
  ...,
- .suspend = S,
+ .driver.pm = pm_sleep_ptr(&OPS),
  ...
 };

@wire_r_drop depends on patch@
identifier ok_r.RDRV, ok_r.RCB;
@@
 struct pci_driver RDRV = {
  ...,
- .resume = RCB,
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
