# SPDX-License-Identifier: GPL-2.0
"""The Python of cocci/pci_legacy_pm.cocci: which pci_driver legacy callbacks
are rewritten, wrapped or left, and why.

The rule's initialize imports its names (README, Layout: cocci/);
scripts/lib/test_rule_helpers.py tests it without spatch.
"""
import os
import re

API = {
    "ata_pci_device_suspend": "libata's API: ata_pci_device_suspend() and"
    " ata_pci_device_resume() take a pm_message_t and are shared by about"
    " 48 drivers; libata would need dev_pm_ops helpers first",
    "ata_pci_device_resume": "libata's API: see ata_pci_device_suspend()",
}
K = {"suspend": 0, "resume": 1}  # the order of the reasons
NONE = "pci_legacy_pm_none"     # names nothing: an edit that does not apply
CANNOT = "where this rule cannot drop it (not on every path, its result used, or other arguments)"
WAKE = "(the PCI core arms it from the user's setting, device_may_wakeup(); only an enable that follows that setting can go)"


def target_has_ops():
    # The kernel the driver is carried to (FACTS_KERNEL, set by the
    # runner; else the tree spatch runs in) has DEFINE_SIMPLE_DEV_PM_OPS.
    # Not told and no pm.h found (a folder of cases): assume it has.
    told = os.environ.get("FACTS_KERNEL")
    try:
        with open(os.path.join(told or os.getcwd(), "include/linux/pm.h")) as src:
            return "DEFINE_SIMPLE_DEV_PM_OPS" in src.read()
    except OSError:
        return not told


TARGET_OK = target_has_ops()


CBS, WIRE, DECL, DEF, USERS, WHY, HELPERS = {}, {}, {}, {}, {}, {}, {}
SKIP, TRIVIAL, DEVS, WRAPPED, OTHER = set(), set(), set(), set(), set()


def new_file():
    # Every table emptied in place: the rule's script rules hold these
    # very objects (a new binding would not reach them).
    for t in (CBS, WIRE, DECL, DEF, USERS, WHY, HELPERS, SKIP, TRIVIAL, DEVS, WRAPPED, OTHER):
        t.clear()


def say(drv, order, text, cls="stop", first=False):
    # A reason drv is not converted as it is, sorted by order; first:
    # only the first of the reasons whose order differs in the last item.
    why = WHY.setdefault(drv, {})
    same = [t for t, (o, c) in why.items() if first and o[:-1] == order[:-1]]
    if all(why[t][0] > order for t in same):
        for t in same:
            del why[t]
        why.setdefault(text, (order, cls))


def say_s(f, order, text, cls, first=False):
    # say() for each pci_driver whose .suspend f is
    for drv in [d for d in CBS if CBS[d].get("suspend") == f]:
        say(drv, order, text, cls, first)


def wire(drv, kind, name, pd, pi):
    CBS.setdefault(drv, {})[kind] = name
    WIRE.setdefault(drv, {})[kind] = pi
    DECL[drv] = pd
    USERS.setdefault(name, set()).add(drv)
    for i, w in enumerate([ops_name(drv)] + wrappers(drv)):
        if taken(w, pd.file):
            say(drv, (5, 2, i) if i else (3,), "the name %s is taken in this file" % w, "wrap" if i else "stop")


def taken(word, path):
    try:
        with open(path, errors="replace") as src:
            return re.search(r"\b%s\b" % re.escape(word), src.read()) is not None
    except OSError:
        return True


def guards(p):
    # The #if lines open at position p, outermost first.
    open_ = []
    with open(p.file, errors="replace") as src:
        for ln in src.read().split("\n")[:int(p.line) - 1]:
            m = re.match(r'\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)', ln)
            if m and m.group(1).startswith("if"):
                open_.append("#%s %s" % (m.group(1), " ".join(m.group(2).split())))
            elif m and m.group(1) == "endif" and open_:
                open_.pop()
            elif m and open_:
                open_[-1] += " / #%s" % m.group(1)
    return tuple(open_)


def at(p):
    return (int(p.line), int(p.column))


def ops_name(drv):
    return re.sub(r'_pci$', '', re.sub(r'_driver$', '', drv)) + "_pm_ops"


def wrappers(drv):
    return [ops_name(drv)[:-4] + "_" + e for e in ("suspend", "freeze", "poweroff", "resume")]


def trivial(drv, mode):
    # The suspend that goes (nothing left in it; the driver has a resume).
    s = CBS[drv].get("suspend")
    return s if mode == "rewrite" and s in TRIVIAL and "resume" in CBS[drv] else None


def where(drv, mode):
    # The ops go after the callback defined last (of those that stay)
    # when the pci_driver follows it (LAST), else before the pci_driver.
    last = max((n for n in CBS[drv].values() if n != trivial(drv, mode)), key=lambda n: at(DEF[n]))
    after = at(DEF[last]) < min(at(p) for p in WIRE[drv].values())
    return last, [last, NONE] if after else [NONE, drv]


def verdict(drv):
    # rewrite, wrap or None (left alone), and the reasons, in order.
    if [o for o in CBS if o != drv and ops_name(o) == ops_name(drv)]:
        say(drv, (3,), "the name %s is taken in this file" % ops_name(drv))
    why = WHY.get(drv, {})
    of = lambda *cls: [t for o, t in sorted((o, t) for t, (o, c) in why.items() if c in cls)]
    if drv in SKIP or not TARGET_OK or of("stop") or of("body") and of("wrap"):
        return None, of("stop", "body") if of("stop") else of("body", "wrap")
    mode = "wrap" if of("body") else "rewrite"
    last, place = where(drv, mode)
    if place[1] != NONE and guards(DEF[last]) != guards(DECL[drv]):
        return None, ["%s() is defined after the pci_driver %s, under another"
                      " #if guard (drop the #ifdef by hand)" % (last, drv)]
    return mode, []


def bind(out, drv, kind, cb, mode):
    # The names the edits take; those that do not apply are NONE.
    cbs, place = CBS[drv], where(drv, mode)[1]
    s, rw = kind == "suspend", mode == "rewrite"
    triv = trivial(drv, mode)
    out.OPS, out.EDRV, out.DEV = ops_name(drv), drv, "dev_d" if cb in DEVS else "dev"
    out.SE, out.RE = (cb, NONE) if s else (NONE, cb)
    out.SR, out.RR = (cb if s else NONE, NONE if s else cb) if rw else (NONE, NONE)
    out.SX, out.RX = (triv and "NULL" or cb, cbs.get("resume", "NULL")) if s and rw else (NONE, NONE)
    out.LAST, out.DRVB = place if s and rw else [NONE] * 2
    out.TRIV = triv or NONE
    w = wrappers(drv) + [cb, cbs["resume"]] + place if s and not rw else [NONE] * 8
    out.WS, out.WF, out.WP, out.WR, out.SC, out.RC, out.WLAST, out.WDRVB = w


def findings():
    out = []
    for drv in sorted(CBS) if TARGET_OK else []:
        mode, why = verdict(drv)
        kinds = [k for k in ("suspend", "resume") if k in CBS[drv] and drv not in SKIP]
        for k in kinds:
            name = CBS[drv][k]
            text = "pci_driver %s: legacy .%s -> dev_pm_ops (%s)" % (drv, k, ops_name(drv))
            if mode == "wrap":
                out.append((WIRE[drv][k], text + ", kept and called by " + (
                    "the .suspend, .freeze and .poweroff wrappers with PMSG_SUSPEND, PMSG_FREEZE and"
                    " PMSG_HIBERNATE" if k == "suspend" else "the .resume, .thaw and .restore wrapper")))
            elif mode:
                out.append((DEF[name], text + ("; nothing left in it: removed" if name == trivial(drv, mode) else "")))
            elif k == kinds[0]:
                out.append((DEF.get(name, WIRE[drv][k]),
                            "pci_driver %s: legacy PCI PM not converted: %s" % (drv, "; ".join(why))))
    for name, (pos, what) in sorted(HELPERS.items()) if TARGET_OK else []:
        if name not in USERS and name not in WRAPPED:
            out.append((pos, "legacy PCI suspend %s() %s no pci_driver of this file wires it: not converted (%s)" % (
                name, what, API.get(name, "convert it with the drivers that wire it"))))
    return out
