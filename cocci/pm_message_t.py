# SPDX-License-Identifier: GPL-2.0-only
"""The Python of cocci/pm_message_t.cocci: which functions' integer state
converts (per function, then along chains of calls), the level plans of
2.6.10 device_driver callbacks and bus cores, facts in and out.

The rule's initialize imports its names (README, Layout: cocci/);
scripts/lib/test_rule_helpers.py tests it without spatch.

What the C source says comes from the rule's SmPL where a rule can
match it: a state's uses in its function (collect_uses: spatch's
current_element), a function's linkage and struct pci_dev * parameter,
a structure's members (c_field), an __init function.  The file's text is
read only where spatch has no view or the rule's plan is one of
statements in order:
 - the text at a position spatch gave: the integer type as written
   (type_before), is_use, is_pstate;
 - #define lines: macros(), macro() and chain_apply() (a callee that is
   a macro);
 - .suspend wiring in code spatch cannot parse (scan);
 - case labels spatch does not see, under an #ifdef or from a macro
   (switch_cases: the labels in the text against those the rule saw);
 - the statement plans of levelled callbacks and bus cores: level_plan,
   level_decide (level_ords), bus_sequence, bus_block_state and
   bus_report (levelled_calls), each over a body found by counting
   braces from the function's name (body_range) in blanked text, and
   refused at any preprocessor line or statement they cannot delimit;
   lact() finds a level use's callback and rank in the text spatch
   re-parsed after earlier rules' edits (lact_bodies);
 - for a message only, the other lines a field is used on (field_lines).
"""
import bisect
import os
import re

# Types a 2.6.10 driver declared its suspend state with (no whitespace).
U32 = {"u32", "__u32", "unsignedint", "unsigned", "uint32_t"}
# First parameter of a 2.6.10 suspend method (no whitespace).
DEVICES = {
    "structpci_dev*", "structdevice*", "snd_card_t*", "structsnd_card*",
    "structplatform_device*", "structusb_interface*", "structusb_device*",
    "structusb_hcd*", "structserio*", "structi2c_client*",
    "structsys_device*", "structclass_device*", "structpcmcia_device*",
    "structpnp_dev*", "structamba_device*", "structmacio_dev*",
    "structof_device*", "structsa1111_dev*", "structlocomo_dev*",
    "structmcp*", "structvio_dev*", "structccwgroup_device*",
    "structccw_device*", "structeisa_device*", "structparisc_device*",
    "structgameport*",
}
# printk-style functions and the usual driver debug macros.
PRINTF = re.compile(
    r"^(printk|early_printk|v?s(c|n)?printf|seq_printf|pr_[a-z_]+|"
    r"dev_(v?dbg|info|notice|warn|err|crit|alert|emerg|printk)|"
    r"[dD]?[pP][rR][iI][nN][tT][kK][A-Za-z0-9_]*|DBG|dbg|"
    r"[A-Za-z0-9_]*_(dbg|DBG|printk|PRINTK|debug|DEBUG|info|INFO|warn|"
    r"WARN|err|ERR|log|LOG))$")
SUSPEND_NAME = re.compile(r"suspend", re.I)
WIRED_TEXT = re.compile(
    r"(?:\.|->)\s*suspend\s*=\s*&?\s*([A-Za-z_]\w*)\s*(?=[,;})\\]|$)", re.M)
# GCC's old "suspend: fn" designator (2.6.10 drivers still had some), an
# element of a brace list: after "{" or ",", before "," or "}".
GNU_WIRED = re.compile(
    r"[{,]\s*suspend\s*:\s*&?\s*([A-Za-z_]\w*)\s*(?=[,}\\]|$)", re.M)
POWER_STATE = re.compile(r"^[A-Za-z_]\w*(\[[^]]*\])?((\.|->)[A-Za-z_]\w*"
                         r"(\[[^]]*\])?)*(\.|->)power\.power_state$")
# A 2.6.10/2.6.11 state value as a PM event (see the header).
EVENT = {"0": "PM_EVENT_ON", "PM_SUSPEND_ON": "PM_EVENT_ON",
         "PMSG_ON": "PM_EVENT_ON", "3": "PM_EVENT_SUSPEND",
         "PM_SUSPEND_MEM": "PM_EVENT_SUSPEND",
         "PMSG_SUSPEND": "PM_EVENT_SUSPEND", "PMSG_FREEZE": "PM_EVENT_FREEZE"}
MSG = {"PM_EVENT_ON": "PMSG_ON", "PM_EVENT_SUSPEND": "PMSG_SUSPEND",
       "PM_EVENT_FREEZE": "PMSG_FREEZE"}
PMSG = set(MSG.values())
# What cvp binds when a prototype does not convert: a name no function
# has.  (cocci.include_match(False) in such a script rule dropped every
# environment, not the one: a levelled resume that converts stayed
# unconverted when its suspend did not, case level_mixed.)
NOMATCH = "cocci_no_match"
# Case labels of a switch on the state the rule rewrites (see case_on).
LABEL = {"0", "PM_SUSPEND_ON", "3", "PM_SUSPEND_MEM"}
# device_driver levels (2.6.10): the level whose call did the work, and
# all the levels of the method.
LEVELS = {
    "suspend": ("SUSPEND_POWER_DOWN", {"SUSPEND_NOTIFY", "SUSPEND_SAVE_STATE",
                                       "SUSPEND_DISABLE",
                                       "SUSPEND_POWER_DOWN"}),
    "resume": ("RESUME_POWER_ON", {"RESUME_POWER_ON", "RESUME_RESTORE_STATE",
                                   "RESUME_ENABLE"}),
}
DSTATE = {"0": "PCI_D0", "1": "PCI_D1", "2": "PCI_D2", "3": "PCI_D3hot"}
NOMAP = "no certain PM_EVENT_* equivalent (1, 2, STANDBY, DISK: D-states or " \
        "ACPI S-states in 2.6.10)"
# Rewrites by position: event (E -> E.event), bool (E -> E.event !=
# PM_EVENT_ON), not (!E -> E.event == PM_EVENT_ON), gt0 (E > 0 -> E.event
# != PM_EVENT_ON), choose (E -> pci_choose_state(dev, E)), const (E ->
# REPLACE[span]).
F = {}


def reset():
    F.clear()
    F.update(wired=set(), defined=set(), cand={}, first={}, haspm=set(),
             uses={}, ids={}, ok={}, bad={}, edges={}, labels={}, switches={}, calls=[], dlit=[],
             protos=[], pname={}, pfirst={}, ppm=set(), pstate=[], scanned=set(),
             decided=False, params=set(), pparams=set(), todo={},
             replace={}, report={}, order=[], printed=set(),
             lwired={}, lfn={}, lids={}, ldrop=set(), ltype={},
             lvar={}, ibus={}, lplan={}, lact={}, macros=None, reach=None,
             efn=set(), rfn=set(), epos={}, pdev={}, static=set(),
             pdevs={}, pdevset=set())


reset()


# A header prototype's integer is a PM state only when its name says so
# (or it has none): pm_schedule_suspend(struct device *, unsigned int
# delay) is not a suspend callback.
STATE_PARAM = re.compile(r"state|mesg|msg|^(s|st|pm|pmsg)$", re.I)


def state_param_name(x):
    return x is None or STATE_PARAM.search(x) is not None


def lines_of(fname):
    if F.get("linesfile") != fname:
        F["lines"] = text_of(fname).split("\n")
        F["linesfile"] = fname
    return F["lines"]


def type_before(q):
    """The integer type written just before the parameter name at q."""
    try:
        line = lines_of(q.file)[int(q.line) - 1][:int(q.column)]
    except IndexError:
        return "u32"
    m = re.search(r"(unsigned\s+int|unsigned|__u32|u32|uint32_t)\s*$", line)
    return m.group(1) if m else "u32"


def key(p):
    return (p.file, p.line, p.column)


def span(p):
    return (p.file, p.line, p.column, p.line_end, p.column_end)


def norm(s):
    return re.sub(r"\s+", "", s)


def const(c):
    """Canonical text of a state value: 3U, 0x3, (3) -> 3."""
    c = norm(c)
    while c.startswith("(") and c.endswith(")"):
        c = c[1:-1]
    m = re.match(r"^(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*$", c)
    if m:
        return str(int(m.group(1), 0))
    return c


def text_of(fname):
    if F.get("fname") != fname:
        try:
            with open(fname, errors="replace") as f:
                F["text"] = f.read()
        except OSError:
            F["text"] = ""
        F["fname"] = fname
    return F["text"]


def uncomment(text):
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)),
                  text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def scan(fname):
    """.suspend = fn in text spatch cannot parse (macros, odd initializers)."""
    if fname in F["scanned"]:
        return
    F["scanned"].add(fname)
    text = uncomment(text_of(fname))
    for m in list(WIRED_TEXT.finditer(text)) + list(GNU_WIRED.finditer(text)):
        F["wired"].add(m.group(1))


def switch_cases(q):
    """Number of case labels in the text of the switch on the state at q
    (read in the file's text with comments and strings blanked, made once
    per file)."""
    lo, hi = body_range(q)
    return len(re.findall(r"\bcase\b", F["blank"][lo:hi])) if lo >= 0 else -1


def ok(q, kind, extra=None):
    F["ok"].setdefault(key(q), (kind, extra))


def bad(q, why):
    F["bad"].setdefault(key(q), why)


def todo(kind, p):
    """Edit p: kind is choose, not, gt0, bool, event or the new text."""
    F["todo"].setdefault(kind, set()).add(span(p))
    F["efn"].add(p.current_element)


def edit_fn(fn):
    """fn holds an edit (edit looks into no other function)."""
    decide()
    return fn in F["efn"]


def say(p, msg):
    k = key(p)
    if k not in F["report"]:
        F["report"][k] = (p, [])
        F["order"].append(k)
        F["rfn"].add(p.current_element)
    if msg not in F["report"][k][1]:
        F["report"][k][1].append(msg)


def root(fn):
    return (fn in F["wired"] and "1" in F["cand"].get(fn, {})
            and fn not in F["haspm"] and F["first"].get(fn) in DEVICES)


def reached():
    """The (function, parameter) nodes a suspend callback's state reaches
    in this file; needs every fact but the callers (k_callers)."""
    if F["reach"] is not None:
        return F["reach"]
    collect_uses()
    cand, uses, edges = F["cand"], F["uses"], F["edges"]
    check_switches()
    roots = set((fn, "1") for fn in cand if root(fn))
    # With facts, the tree-wide chains this file's functions are part of.
    starts, F["gdown"] = chain_apply(cand, uses, edges)
    # Follow the state into the functions of this file it is handed to.
    nodes, work = roots | starts, list(roots | starts)
    while work:
        node = work.pop()
        for q in uses.get(node, []):
            e = edges.get(key(q))
            if e and e[1] in cand.get(e[0], {}) and key(q) not in F["ok"] \
                    and e not in nodes:
                nodes.add(e)
                work.append(e)
    F["reach"] = nodes
    return nodes


def check_switches():
    if F.get("switched"):
        return
    F["switched"] = True
    for k, q in F["switches"].items():
        labs = F["labels"][k]
        nomap = [norm(l) for (l, lq) in labs if norm(l) not in LABEL]
        if nomap:
            bad(q, "switch with case %s: %s" % (", ".join(nomap), NOMAP))
        elif switch_cases(q) != len(labs):
            bad(q, "switch with case labels the rule cannot see (macro, "
                "#ifdef or nested switch)")
        else:
            ok(q, "switch")


def decide():
    """Once per file, after every fact is in: what converts, what is said."""
    if F["decided"]:
        return
    F["decided"] = True
    if COLLECT["on"]:
        reached()
        return
    cand, uses, edges = F["cand"], F["uses"], F["edges"]
    roots = set((fn, "1") for fn in cand if root(fn))
    reach = reached()
    gdown = F["gdown"]
    owner, links, blocked = {}, {}, {}
    for node in reach:
        for q in uses.get(node, []):
            owner[key(q)] = node
    for node in reach:
        for q in uses.get(node, []):
            k = key(q)
            if k in F["ok"]:
                continue
            e = edges.get(k)
            if e in reach:
                links.setdefault(node, set()).add(e)
                links.setdefault(e, set()).add(node)
                continue
            why = F["bad"].get(k, "a use the rule cannot convert safely")
            blocked.setdefault(node, []).append((q, why))
    # The other callers of a function that converts.
    callfix = []
    for (g, n, arg, a) in F["calls"]:
        node, c = (g, n), const(arg)
        if (node not in reach and not xconv(node, a.file)) or c in PMSG:
            continue
        if key(a) in owner and edges.get(key(a)) == node:
            continue
        if c in EVENT:
            callfix.append((node, a, MSG[EVENT[c]]))
        elif node not in reach:
            # with facts: a function another file converts, called here
            # with a value the collecting run did not see (its callers
            # are recorded when its name says suspend)
            say(a, "%s() takes a pm_message_t once converted (defined in "
                "another file), but is called here with %s, which is not "
                "a state the rule can map: convert this call by hand"
                % (g, norm(arg)))
        else:
            blocked.setdefault(node, []).append(
                (a, "%s() is also called with %s, which is not a state the "
                 "rule can map to a pm_message_t" % (g, norm(arg))))
    lprob = level_problems()
    for fn, probs in lprob.items():
        if probs and F["lfn"][fn][0] == "suspend" and (fn, "1") in reach:
            blocked.setdefault((fn, "1"), []).extend(probs)
    # A wired callback with an integer after its state that the level
    # rules did not see in a device_driver (wired at run time, through a
    # macro, ...): retyping the state alone would leave a method with a
    # level that no 6.1 bus calls.
    for fn in sorted(cand):
        extra = [n for n in cand[fn] if n not in ("0", "1")]
        if extra and fn not in F["lfn"] and root(fn) and (fn, "1") in reach:
            S, p, ts = cand[fn][extra[0]]
            blocked.setdefault((fn, "1"), []).append(
                (p, "%s() takes %s %s after its state, like a 2.6.10 "
                 "device_driver level, but is not wired in a device_driver "
                 "the rule can see: the levels its bus passed are not known"
                 % (fn, ts, S)))
    # A function that keeps its u32 state keeps every state it shares.
    # With facts, a chain refused in another file leaves the rest.
    down, cause, work = set(blocked), {}, list(blocked)
    for seeds in (None, gdown):
        if seeds:
            work = [node for node in sorted(seeds) if node not in down]
            down |= set(work)
        while work:
            node = work.pop()
            for other in links.get(node, ()):
                if other not in down:
                    down.add(other)
                    cause[other] = node
                    work.append(other)
    conv = reach - down
    F["params"] = conv
    for node in sorted(conv):
        fn, n = node
        S, p, ts = cand[fn][n]
        for q in uses.get(node, []):
            kind, extra = F["ok"].get(key(q), (None, None))
            if kind == "cmp":
                todo("event", q)
                c, pc = extra
                if c in EVENT:
                    todo(EVENT[c], pc)
                else:
                    todo("event", pc)
            elif kind == "switch":
                todo("event", q)
            elif kind in ("event", "bool", "not", "gt0", "choose"):
                todo(kind, q)
            elif kind == "pchoose":
                todo(kind, q)
                F["pdev"][span(q)] = extra
        if node in roots or groot(node, p):
            say(p, "suspend callback %s() takes the PM state as %s: convert "
                "it to pm_message_t" % (fn, ts))
        else:
            say(p, "%s() gets the PM state of a suspend callback as %s: "
                "convert it to pm_message_t" % (fn, ts))
    for (node, a, msg) in callfix:
        if node in conv or xconv(node, a.file):
            todo(msg, a)
    for (fn, c, pc) in F["dlit"]:
        if any((fn, n) in conv for n in cand.get(fn, {})):
            todo(DSTATE[c], pc)
    for node in sorted(down):
        fn, n = node
        S, p, ts = cand[fn][n]
        if node in blocked:
            names = sorted(set(i[2] if len(i) > 2 else S
                               for i in blocked[node]))
            say(p, "%s() takes the PM state as %s but a use of %s cannot be "
                "converted safely: left unconverted, convert by hand"
                % (fn, ts, " and ".join(names)))
            for item in blocked[node]:
                say(item[0], "%s of %s(): %s"
                    % (item[2] if len(item) > 2 else S, fn, item[1]))
        elif node in gdown and node not in cause:
            say(p, "%s() takes the PM state as %s but it, or a function of "
                "another file it shares the state with, cannot be converted "
                "(%s): left unconverted" % (fn, ts, gdown[node]))
        else:
            say(p, "%s() takes the PM state as %s but shares it with %s(), "
                "which cannot be converted: left unconverted"
                % (fn, ts, cause[node][0]))
    # Prototypes: of converted functions; in a header, by their name.
    for (fn, n, ts, p) in F["protos"]:
        if (fn, n) in conv:
            F["pparams"].add((fn, n))
        elif chain_proto(fn, n, p):
            continue
        elif p.file.endswith(".h"):
            if n == "1" and ts in U32 and SUSPEND_NAME.search(fn) \
                    and F["pfirst"].get(fn) in DEVICES and fn not in F["ppm"] \
                    and state_param_name(F["pname"].get((fn, n))):
                F["pparams"].add((fn, n))
                say(p, "prototype of suspend callback %s() takes the PM "
                    "state as an integer: convert it to pm_message_t, "
                    "with its definition (recognised by its name)" % fn)
        elif n == "1" and ts in U32 and fn in F["wired"] \
                and fn not in F["defined"] and fn not in F["ppm"] \
                and F["pfirst"].get(fn) in DEVICES:
            say(p, "suspend callback %s() is defined in another file: "
                "convert it there, then this prototype" % fn)
    level_decide(conv, lprob)
    # dev->power.power_state used as an integer.
    for (kind, x, c, pc, px) in F["pstate"]:
        cc = const(c) if c else None
        if kind == "cmp":
            if cc in EVENT:
                todo("event", px)
                todo(EVENT[cc], pc)
                say(px, "%s is a pm_message_t: compare its .event" % x)
            elif key(pc) in owner and owner[key(pc)] in conv:
                say(px, "%s is a pm_message_t: compare its .event" % x)
            elif not POWER_STATE.match(norm(c)):
                say(px, "%s compared with %s: %s" % (x, norm(c), NOMAP))
        elif kind == "set":
            if cc in PMSG:
                pass
            elif cc in EVENT:
                todo(MSG[EVENT[cc]], pc)
                say(px, "%s is a pm_message_t: assign %s"
                    % (x, MSG[EVENT[cc]]))
            elif key(pc) in owner or cc in PMSG:
                pass
            elif re.match(r"^[0-9]+$", cc):
                say(px, "%s assigned %s: %s" % (x, cc, NOMAP))
        else:
            todo(kind, px)
            say(px, "%s is a pm_message_t: %s its .event" %
                (x, "print" if kind == "event" else "test"))


# 2.6.10 buses that called a device_driver's levelled methods, and the
# levels they passed, in their order (../LEGACY_API.md): the platform bus
# called suspend three times and stopped at the first error; the i2c core
# and the ieee1394 node manager called each method once with level 0.
BUSES = {
    "platform": {"suspend": ["SUSPEND_DISABLE", "SUSPEND_SAVE_STATE",
                             "SUSPEND_POWER_DOWN"],
                 "resume": ["RESUME_POWER_ON", "RESUME_RESTORE_STATE",
                            "RESUME_ENABLE"]},
    "i2c": {"suspend": ["SUSPEND_NOTIFY"], "resume": ["RESUME_POWER_ON"]},
    "ieee1394": {"suspend": ["SUSPEND_NOTIFY"], "resume": ["RESUME_POWER_ON"]},
}
# A device_driver's bus: its .bus, or the driver structure it sits in.
BUS_OF = {"platform_bus_type": "platform", "i2c_bus_type": "i2c",
          "ieee1394_bus_type": "ieee1394",
          "structplatform_driver": "platform", "structi2c_driver": "i2c",
          "structhpsb_protocol_driver": "ieee1394"}
# What the in-kernel buses above call on 6.1 in place of a device_driver's
# .suspend/.resume (drivers/base/platform.c: platform_pm_suspend(); the
# i2c core: dev_pm_ops only; the ieee1394 stack is gone): a converted
# callback of theirs compiles but never runs, a follow-up for a human.
BUS_CALLS_61 = {
    "platform": "dev_pm_ops or the platform_driver's own .suspend/.resume",
    "i2c": "dev_pm_ops (the i2c_driver's driver.pm) only",
    "ieee1394": "nothing (6.1 has no ieee1394 bus: firewire replaced it)",
}
LEVEL_NUM = {"SUSPEND_NOTIFY": 0, "SUSPEND_SAVE_STATE": 1,
             "SUSPEND_DISABLE": 2, "SUSPEND_POWER_DOWN": 3,
             "RESUME_POWER_ON": 0, "RESUME_RESTORE_STATE": 1,
             "RESUME_ENABLE": 2}
# Initialisers that only look something up: running them once instead of
# once per level changes nothing.
PURE_INIT = re.compile(r"^(dev_get_drvdata|platform_get_drvdata|"
                       r"i2c_get_clientdata|dev_get_platdata|container_of|"
                       r"to_[a-z0-9_]+|[a-z0-9_]+_get_drvdata)$")
DECL = re.compile(r"^(?:(?:static|const|volatile|register|unsigned|signed)"
                  r"\s+)*(?:(?:struct|union|enum)\s+)?[A-Za-z_]\w*"
                  r"[\s*]+[A-Za-z_]\w*\s*(?:=|;|\[|,)")
KEYWORDS = {"return", "goto", "break", "continue", "case", "default", "else",
            "do", "sizeof"}


class LevelRefusal(Exception):
    pass


def close_of(t, i, end):
    """Offset of the bracket closing the one at t[i]."""
    depth = 0
    for j in range(i, end):
        if t[j] in "({[":
            depth += 1
        elif t[j] in ")}]":
            depth -= 1
            if depth == 0:
                return j
    raise LevelRefusal("unbalanced brackets")


def skip_ws(t, i, end):
    while i < end and t[i].isspace():
        i += 1
    return i


def word_at(t, i):
    m = re.compile(r"[A-Za-z_]\w*").match(t, i)
    return (m.group(0), m.end()) if m else ("", i)


def statement(t, i, end):
    """(start, stop, kind, parts) of the statement at i; parts of an if:
    (cond_start, cond_stop, then, else)."""
    i = skip_ws(t, i, end)
    if t[i] == "#":
        raise LevelRefusal("a preprocessor line inside the callback")
    if t[i] == "{":
        return (i, close_of(t, i, end) + 1, "block", None)
    w, k = word_at(t, i)
    if w in ("if", "while", "for", "switch"):
        k = skip_ws(t, k, end)
        c = close_of(t, k, end)
        then = statement(t, c + 1, end)
        if w != "if":
            return (i, then[1], w, None)
        e = skip_ws(t, then[1], end)
        if word_at(t, e)[0] == "else":
            other = statement(t, e + 4, end)
            return (i, other[1], "if", (k + 1, c, then, other))
        return (i, then[1], "if", (k + 1, c, then, None))
    if w == "do":
        body = statement(t, k, end)
        e = t.find(";", close_of(t, t.index("(", body[1]), end))
        return (i, e + 1, "do", None)
    depth = 0
    for j in range(i, end):
        if t[j] in "({[":
            depth += 1
        elif t[j] in ")}]":
            depth -= 1
        elif t[j] == ";" and depth == 0:
            return (i, j + 1, "simple", None)
    raise LevelRefusal("a statement the rule cannot delimit")


def top_statements(t, lo, hi):
    out, i = [], lo + 1
    while skip_ws(t, i, hi) < hi:
        s = statement(t, i, hi)
        out.append(s)
        i = s[1]
    return out


def strip_parens(c):
    c = c.strip()
    while c.startswith("(") and c.endswith(")"):
        try:
            if close_of(c, 0, len(c)) != len(c) - 1:
                break
        except LevelRefusal:
            break
        c = c[1:-1].strip()
    return c


def split_top(c, op):
    """c split at the top-level occurrences of op (&&, ||)."""
    parts, depth, last, j = [], 0, 0, 0
    while j < len(c):
        if c[j] in "({[":
            depth += 1
        elif c[j] in ")}]":
            depth -= 1
        elif depth == 0 and c.startswith(op, j):
            parts.append(c[last:j])
            last = j + len(op)
            j += len(op)
            continue
        j += 1
    parts.append(c[last:])
    return [p.strip() for p in parts]


def level_test(c, L, kind):
    """The levels of kind for which the test c of L holds, or None."""
    m = re.match(r"^(\w+)\s*(==|!=)\s*(\w+)$", strip_parens(c))
    if not m:
        return None
    a, op, b = m.groups()
    other = b if a == L else a if b == L else None
    if other is None:
        return None
    names = [n for n in LEVEL_NUM if n.startswith(kind.upper() + "_")]
    if other.isdigit():
        hit = [n for n in names if LEVEL_NUM[n] == int(other)]
    elif other in names:
        hit = [other]
    else:
        return None
    return set(hit) if op == "==" else set(names) - set(hit)


def uses_in(offs, a, b):
    return [o for o in offs if a <= o < b]


def line_of(o):
    return bisect.bisect_right(F["lineoff"], o)


def is_return0(t, s):
    txt = re.sub(r"[{};\s]+", " ", t[s[0]:s[1]]).strip()
    return re.match(r"^return \(?0\)?$", txt) is not None


def exits(txt):
    """A return or goto other than an error return (the bus stopped on an
    error too)."""
    txt = re.sub(r"\breturn\s*\(?\s*-\s*E[A-Z0-9]+\s*\)?\s*;", "", txt)
    return re.search(r"\b(return|goto)\b", txt) is not None


def starts_decl(txt):
    return DECL.match(txt) is not None and word_at(txt, 0)[0] not in KEYWORDS


def pure_decl(txt):
    if not DECL.match(txt) or word_at(txt, 0)[0] in KEYWORDS:
        return False
    return all(PURE_INIT.match(f) for f in re.findall(r"(\w+)\s*\(", txt))


def pure_exit(txt):
    """if (C) return E; with no call or assignment in C."""
    m = re.match(r"^if\s*\((.*)\)\s*return\b[^;]*;$", txt, re.S)
    return m is not None and "(" not in m.group(1) and \
        re.search(r"[^=!<>]=[^=]|\+\+|--", m.group(1)) is None


def level_plan(fn):
    """How a levelled callback becomes one 6.1 call: the edit at each test
    of its level, or LevelRefusal with the reason."""
    kind, L, p = F["lfn"][fn]
    bus = bus_of(fn)
    why = bus_refused(bus, kind, p)
    if why:
        raise LevelRefusal(why)
    if bus not in BUSES:
        raise LevelRefusal(
            "the bus of its device_driver is %s, so the levels 2.6.10 "
            "passed it are not known (platform: %s; i2c, ieee1394: level 0)"
            % ("not given (no .bus = &..._bus_type)" if bus is None
               else "not one the rule knows (%s)" % bus,
               ", ".join(BUSES["platform"][kind])))
    calls = BUSES[bus][kind]
    lo, hi = body_range(p)
    t = F["blank"]
    offs = [offset(q) for q in F["lids"].get(L, []) if q.file == p.file]
    offs = [o for o in offs if lo < o < hi]
    stmts = top_statements(t, lo, hi)
    acts, items, seen_level = {}, [], False
    for n, s in enumerate(stmts):
        txt = t[s[0]:s[1]].strip()
        here = uses_in(offs, s[0], s[1])
        last = n == len(stmts) - 1
        if not here:
            if pure_decl(txt) or (not seen_level and pure_exit(txt)):
                continue
            if last and re.match(r"^return\b", txt):
                items.append((n, "return", None))
                continue
            items.append((n, "work", None))
            continue
        seen_level = True
        if s[2] == "switch":
            raise LevelRefusal("line %d switches on %s: convert by hand "
                               "(keep the work of every level the bus "
                               "called, in its order)"
                               % (line_of(here[0]), L))
        if s[2] != "if":
            raise LevelRefusal("line %d uses %s other than in the condition "
                               "of an if of the callback's body"
                               % (line_of(here[0]), L))
        cs, ce, then, other = s[3]
        if uses_in(offs, ce, s[1]):
            raise LevelRefusal("line %d tests %s inside a branch of another "
                               "test of it" % (line_of(uses_in(offs, ce,
                                                               s[1])[0]), L))
        conj = split_top(t[cs:ce], "&&")
        lv = [c for c in conj if re.search(r"\b%s\b" % L, c)]
        if len(lv) != 1 or len(split_top(lv[0], "||")) != 1:
            raise LevelRefusal("line %d: a condition on %s the rule cannot "
                               "split" % (line_of(here[0]), L))
        when = level_test(lv[0], L, kind)
        if when is None or len(here) != 1:
            raise LevelRefusal("line %d compares %s with something other "
                               "than a %s level" % (line_of(here[0]), L,
                                                    kind))
        q = here[0]
        whole = len(conj) == 1
        if other is None and whole and is_return0(t, then):
            items.append((n, "guard", when))
            acts[q] = "drop"
            continue
        if other is None:
            if not whole and conj.index(lv[0]) not in (len(conj) - 1,
                                                       0 if len(conj) == 2
                                                       else -1):
                raise LevelRefusal("line %d: %s tested in the middle of a "
                                   "condition" % (line_of(q), L))
            items.append((n, "if", when))
            acts[q] = ("and" if not whole else "unwrap") \
                if when & set(calls) else "drop"
            continue
        if not whole:
            raise LevelRefusal("line %d: an if/else whose condition tests "
                               "%s beside something else" % (line_of(q), L))
        on = when & set(calls)
        off = set(calls) - when
        if on and off:
            raise LevelRefusal("line %d: both branches of the if/else on %s "
                               "ran on the %s bus" % (line_of(q), L, bus))
        items.append((n, "ifelse", when))
        acts[q] = "then" if on else "else"
    # What 2.6.10 ran, call after call, and what the one 6.1 call runs.
    ran, busy, ranv = [], set(), []
    for v in calls:
        for (n, what, when) in items:
            if what == "return" or (what == "guard" and v in when):
                break
            if what in ("work", "ifelse") or (what == "if" and v in when):
                ran.append(n)
                ranv.append(v)
                busy.add(v)
    kept = [n for (n, what, when) in items
            if what in ("work", "ifelse") or
            (what == "if" and when & set(calls))]
    if ran != kept:
        twice = sorted(set(n for n in ran if ran.count(n) > 1))
        never = [n for n in kept if n not in ran]
        if twice:
            raise LevelRefusal(
                "line %d ran at %d of the %s bus's calls (%s): 6.1 calls "
                "once" % (line_of(stmts[twice[0]][0]), ran.count(twice[0]),
                          bus, ", ".join(calls)))
        if never:
            raise LevelRefusal(
                "line %d never ran on the %s bus (it called with %s): dead "
                "code the rule will not bring back to life"
                % (line_of(stmts[never[0]][0]), bus, ", ".join(calls)))
        raise LevelRefusal(
            "its level branches are not in the %s bus's order (%s): one "
            "6.1 call would run them in another order"
            % (bus, ", ".join(calls)))
    for i, n in enumerate(ran):
        s = stmts[n]
        if i and s[2] == "if" and t[s[3][2][0]] == "{" and \
                acts.get(uses_in(offs, s[0], s[1])[0]) in ("unwrap", "then") \
                and starts_decl(t[s[3][2][0] + 1:s[3][2][1]].strip()):
            raise LevelRefusal(
                "line %d: the branch declares variables, which would follow "
                "the work of the earlier levels (a declaration after a "
                "statement)" % line_of(s[0]))
    # A return or jump matters when a later level's work follows it: in
    # the work of the last level that ran, it skipped only that level's
    # rest, as it does in the one 6.1 call.
    for i, n in enumerate(ran[:-1]):
        if ranv[i] == ranv[-1]:
            break
        if exits(t[stmts[n][0]:stmts[n][1]]) or (not bus_stops(bus) and re.search(
                r"\b(return|goto)\b", t[stmts[n][0]:stmts[n][1]])):
            raise LevelRefusal(
                "line %d returns or jumps before the work of the later "
                "levels: one 6.1 call would skip it" % line_of(stmts[n][0]))
    final = [n for (n, what, when) in items if what == "return"]
    if final and len(busy) > 1 and bus_stops(bus) and \
            not is_return0(t, stmts[final[0]]):
        raise LevelRefusal(
            "line %d returns a value the %s bus stopped on before the later "
            "levels: one 6.1 call would run them after a failure"
            % (line_of(stmts[final[0]][0]), bus))
    dead = [(line_of(stmts[n][0]), sorted(when)) for (n, what, when) in items
            if what == "if" and not when & set(calls)]
    return {"acts": acts, "calls": calls, "bus": bus, "dead": dead}


def level_problems():
    """Plan each levelled callback (level_plan); the reason it cannot be
    converted is its problem."""
    out = {}
    for fn, (kind, L, p) in F["lfn"].items():
        try:
            F["lplan"][fn] = level_plan(fn)
            out[fn] = []
        except LevelRefusal as e:
            out[fn] = [(p, str(e), L)]
    return out


def level_decide(conv, lprob):
    for fn, (kind, L, p) in sorted(F["lfn"].items()):
        probs = lprob.get(fn, [])
        if kind == "suspend" and (fn, "1") not in conv:
            continue
        if not probs:
            plan = F["lplan"][fn]
            F["ldrop"].add(fn)
            lo, hi = body_range(p)
            for i, o in enumerate(level_ords(F["blank"], lo, hi, L)):
                if o in plan["acts"]:
                    F["lact"][(fn, i)] = plan["acts"][o]
            say(p, "%s callback %s() of a device_driver takes the level as "
                "%s: the %s bus called it with %s, 6.1 calls it once: drop "
                "%s and keep the work of those levels, in that order"
                % (kind, fn, F["ltype"].get(fn, "u32"), plan["bus"],
                   ", ".join(plan["calls"]), L))
            for (line, levels) in plan["dead"]:
                say(p, "%s(): the branch at line %d (%s == %s) never ran on "
                    "the %s bus: dropped as dead code"
                    % (fn, line, L, " or ".join(levels), plan["bus"]))
            if plan["bus"] in BUS_CALLS_61:
                say(p, "%s(): 6.1's %s bus never calls a device_driver's "
                    ".%s; it calls %s: this callback will not run until the "
                    "driver is moved there by hand"
                    % (fn, plan["bus"], kind, BUS_CALLS_61[plan["bus"]]))
        elif kind == "resume":
            say(p, "resume callback %s() of a device_driver takes a level "
                "but it cannot be converted safely: left unconverted, "
                "convert by hand" % fn)
            for (q, why, n) in probs:
                say(q, "%s of %s(): %s" % (L, fn, why))


def level_ords(t, lo, hi, L):
    """Offsets of the words L in t[lo:hi]: the level's uses, in order."""
    return [lo + m.start() for m in re.finditer(r"\b%s\b" % L, t[lo:hi])]


def ldrop_fn(fn, kind):
    """fn is a levelled callback (of kind, unless None) that converts."""
    decide()
    return fn in F["ldrop"] and kind in (None, F["lfn"][fn][0])


def ldrop_name(L):
    """L names the level of a levelled callback that converts."""
    decide()
    return any(F["lfn"][fn][1] == L for fn in F["ldrop"])


def ldrop_level(fn, L):
    decide()
    return fn in F["ldrop"] and F["lfn"][fn][1] == L


def lact_bodies(fname):
    """The text of fname with comments and strings blanked, its line
    offsets, and the bodies of the levelled callbacks that convert: their
    opening braces (sorted) and names; made once per text."""
    c = F.setdefault("lact_text", {})
    if fname not in c:
        t = blank(text_of(fname))
        offs = [0]
        for line in t.split("\n"):
            offs.append(offs[-1] + len(line) + 1)
        starts, names = [], []
        if F["ldrop"]:
            pat = r"\b(%s)\s*\(" % "|".join(sorted(F["ldrop"]))
            for m in re.finditer(pat, t):
                try:
                    e = close_of(t, m.end() - 1, len(t))
                except LevelRefusal:
                    continue
                b = skip_ws(t, e + 1, len(t))
                if b < len(t) and t[b] == "{":
                    starts.append(b)
                    names.append(m.group(1))
        order = sorted(range(len(starts)), key=lambda i: starts[i])
        c.clear()
        c[fname] = (t, offs, [starts[i] for i in order],
                    [names[i] for i in order])
    return c[fname]


def lact(q, act):
    """Is the level use at q to get edit act?  Earlier rules may have
    changed the function, and spatch then gives positions in a re-parsed
    copy of it: the use is found by its rank among the level's uses in
    its function's body, the same in both texts.  The function is the
    last levelled callback whose body opens before q."""
    decide()
    q = q[0]
    t, offs, starts, names = lact_bodies(q.file)
    at = offs[int(q.line) - 1] + int(q.column)
    i = bisect.bisect_left(starts, at) - 1
    if i < 0:
        return False
    fn, b = names[i], starts[i]
    L = F["lfn"][fn][1]
    rank = level_ords(t, b, at + len(L), L)
    return F["lact"].get((fn, len(rank) - 1)) == act


def level_var(fn, I, T):
    F["lvar"].setdefault(fn, set()).add((I, norm(T)))


def level_bus(I, B):
    F["ibus"][I] = B


def bus_of(fn):
    """The bus of the device_driver(s) fn is wired in; "several buses"
    when they differ."""
    buses = set()
    for (I, T) in F["lvar"].get(fn, ()):
        B = F["ibus"].get(I)
        buses.add(BUS_OF.get(B, B) if B is not None else BUS_OF.get(T))
    if len(buses) > 1:
        return "several (%s)" % ", ".join(sorted(str(b) for b in buses))
    return buses.pop() if buses else None


def level_fn(kind, fn, L, TL, p):
    if kind in F["lwired"].get(fn, ()) and norm(TL) in U32:
        F["lfn"][fn] = (kind, L, p)
        F["ltype"][fn] = TL


def is_level_name(L):
    return any(L == v[1] for v in F["lfn"].values())


def cmp_fact(q, C, c):
    cc = const(C)
    if cc in EVENT or POWER_STATE.match(norm(C)):
        ok(q, "cmp", (cc, c))
    else:
        bad(q, "compared with %s: %s" % (norm(C), NOMAP))


def label_fact(q, C, c):
    F["switches"][key(q)] = q
    labs = F["labels"].setdefault(key(q), [])
    if key(c) not in [key(x[1]) for x in labs]:
        labs.append((C, c))


def macros(fname):
    """The function-like macros the file defines."""
    if F["macros"] is None:
        F["macros"] = set(re.findall(r"^\s*#\s*define\s+(\w+)\(",
                                     text_of(fname), re.M))
    return F["macros"]


def is_use(q):
    """q is an identifier in a function with an integer parameter of that
    name: the only occurrences decide() looks at (collect_uses), so the
    fact rules below bind no other (spatch's cost grows with the square of
    a rule's bindings).  (A constraint naming S would not do: spatch
    1.1.1 cannot evaluate it in a disjunction.)"""
    c = F["cand"].get(q[0].current_element)
    if c is None:
        return False
    p = q[0]
    if p.line != p.line_end:
        return True
    S = lines_of(p.file)[int(p.line) - 1][int(p.column):int(p.column_end)]
    return any(v[0] == S for v in c.values())


def in_reach(g):
    """g's state comes from a suspend callback (decide()'s reach): only
    the callers of such functions matter."""
    return any(fn == g for (fn, n) in reached())


def is_pstate(q):
    """The text at q is a power.power_state field."""
    p = q[0]
    ls = lines_of(p.file)[int(p.line) - 1:int(p.line_end)]
    if not ls:
        return True
    text = "\n".join(ls)
    end = len(text) - len(ls[-1]) + int(p.column_end)
    return POWER_STATE.match(norm(text[int(p.column):end])) is not None


def is_wired(fn):
    """The gate of the state rules: a wired function; when collecting,
    any function; with facts, also a function of a tree-wide chain."""
    return fn in F["wired"] or COLLECT["on"] or fn in G.get("names", ())


def blank(text):
    """Comments, strings and char constants as spaces, offsets kept."""
    def sp(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    return re.sub(r"/\*.*?\*/|//[^\n]*|\"(\\.|[^\"\\\n])*\"|'(\\.|[^'\\\n])*'",
                  sp, text, flags=re.S)


def body_range(p):
    """(start, end) offsets of the body of the function defined at p."""
    text = F.get("blank")
    if F.get("blankfile") != p.file:
        text = F["blank"] = blank(text_of(p.file))
        F["blankfile"] = p.file
        F["lineoff"] = [0]
        for line in text.split("\n"):
            F["lineoff"].append(F["lineoff"][-1] + len(line) + 1)
    start = F["lineoff"][int(p.line) - 1] + int(p.column)
    i = text.find("{", start)
    depth = 0
    for j in range(max(i, 0), len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return (i, j)
    return (i, len(text))


def offset(q):
    return F["lineoff"][int(q.line) - 1] + int(q.column)


def takes_state(fn):
    """fn is defined here with an integer state parameter (rule cand)."""
    return fn in F["cand"]


def collect_uses():
    # the occurrences spatch places in fn's body
    for fn, nodes in F["cand"].items():
        for n, (S, p, ts) in nodes.items():
            F["uses"][(fn, n)] = [q for q in F["ids"].get(S, [])
                                  if q.file == p.file and
                                  q.current_element == fn]


def is_cand(g):
    """Calls worth recording: of a function taking an integer state here;
    when collecting, also of another file's function named like a
    suspend; with facts, of another file's function that converts."""
    if COLLECT["on"]:
        return g in F["cand"] or SUSPEND_NAME.search(g) is not None
    return in_reach(g) or g in G.get("xnames", ())


def cand_call(g, k, a):
    """Record the call of g with argument k?"""
    if g in F["cand"]:
        return k in F["cand"][g]
    return COLLECT["on"] or xconv((g, k), a.file)


def want(kind, p):
    decide()
    return span(p[0]) in F["todo"].get(kind, ())


# The constants edit puts in place of a 2.6.10 value, one fresh identifier
# for all: one generic branch (and one python call per expression) in
# place of ten.
CONSTS = ("PM_EVENT_ON", "PM_EVENT_SUSPEND", "PM_EVENT_FREEZE", "PMSG_ON",
          "PMSG_SUSPEND", "PMSG_FREEZE", "PCI_D0", "PCI_D1", "PCI_D2",
          "PCI_D3hot")


def const_for(p):
    decide()
    for c in CONSTS:
        if span(p[0]) in F["todo"].get(c, ()):
            return c
    return None


def want_const(p):
    return const_for(p) is not None


def switched(node):
    """The state of node is switched on (case_on and the like apply)."""
    return any(F["ok"].get(key(q), (None,))[0] == "switch"
               for q in F["uses"].get(node, []))


def conv_fn(f):
    decide()
    return any(fn == f for (fn, n) in F["params"])


def conv_param(f, S):
    """S is a parameter of f that converts."""
    decide()
    return any(fn == f and F["cand"][fn][n][0] == S for (fn, n) in F["params"])


def switch_fn(f):
    decide()
    return any(fn == f and switched((fn, n)) for (fn, n) in F["params"])


def switch_name(S):
    """S names the state of a function that converts and switches on it.
    (The case rules cannot ask which function: spatch 1.1.1 evaluates no
    constraint on f inside the nest.)"""
    decide()
    return any(F["cand"][fn][n][0] == S and switched((fn, n))
               for (fn, n) in F["params"])


def report_fn(fn):
    """fn holds a position report mode names (ctx_use looks into no other
    function)."""
    decide()
    return fn in F["rfn"]


def reported(p):
    decide()
    return key(p[0]) in F["report"]


def emit(p, out):
    decide()
    k = key(p)
    if k in F["printed"] or k not in F["report"]:
        return
    F["printed"].add(k)
    for msg in F["report"][k][1]:
        out(F["report"][k][0], msg)


def flush(out):
    decide()
    for k in F["order"]:
        emit(F["report"][k][0], out)


# ---------------------------------------------------------------------
# Tree-wide state flow ("// Facts: collect").  With -D collect the rule
# edits and reports nothing: collect_emit() prints what this file knows
# as FACT:pm_message_t lines (formats in FACT_FORMATS).  A runner gathers
# them over every .c/.h of the target, sort -u, into one file (plus the
# "decl" lines scripts/lib/kernel-decls.py finds in KERNEL_TREE's headers for
# the "need-decl" names) and passes -D facts=FILE to the real run, whose
# initialize computes the fixpoint below (load_facts) once; decide() then
# follows it in each file.  Without facts nothing here is used.
# ---------------------------------------------------------------------
FACT_PREFIX = "FACT:pm_message_t"
FACT_FORMATS = """
def FN N FILE:LINE static|extern TYPE FIRST pm|-
    FN's parameter N (0-based) is an integer state (named like one, or
    wired, or reached from one in the file); FIRST: its first parameter's
    type (no spaces, "-": none); pm: FN also takes a pm_message_t.
bad FN N FILE:LINE WHY
    a use of that state the rule cannot convert (its own per-use test;
    calls to functions not defined in the file are set aside as flows).
bad-unless-bus FN N FILE:LINE BUS WHY
    the level of FN (a levelled suspend) cannot be planned in its file:
    its bus BUS is not a built-in one; bad unless a bus core of the
    target says which levels BUS passed (a "bus" line; bus_setup), and
    then FN's state is followed into no other function.
bus B NAME KIND LEVELS STOPS FILE:LINE, bus-refused B NAME KIND FILE:LINE WHY
    a bus core's levelled calls of its drivers' methods (bus_learn).
flow FN N G K FILE:LINE
    that state is passed as argument K of G at FILE:LINE.
call G K FILE:LINE ARG
    G is called with ARG as argument K: neither a state of a recorded
    function nor a value the rule maps to a pm_message_t.
proto FN N FILE:LINE TYPE
    a prototype of FN with an integer state at N.
pm FN N FILE:LINE
    FN (defined or declared in the target) takes a pm_message_t at N.
wired FN FILE
    FN is wired as a suspend method in FILE.
wired-in FN FILE TAG
    ... in the .suspend of an initializer of struct TAG; then also
need-slot TAG suspend
    the runner looks the slot up in the headers of KERNEL_TREE and adds
slot TAG suspend FILE:LINE P0 P1 ...
    struct TAG's suspend member takes P0, P1, ... (also collected from
    the target's own struct definitions).
field TAG FLD FILE:LINE TYPE
    struct TAG's member FLD is declared TYPE: the target's own struct
    definitions give their pm_message_t and pci_power_t members, the
    kernel's headers answer a
need-field TAG FLD
    (a store of a state into X->FLD or X.FLD, X a struct TAG, whose type
    the file does not show), and the file says
bad-unless-field FN N FILE:LINE TAG FLD PDEV WHY
    that store blocks FN's state N unless the facts declare FLD
    pm_message_t, or pci_power_t and FN has a struct pci_dev * (PDEV,
    "-": none) to give pci_choose_state().
file PATH
    PATH holds a "def" or "proto" line: the real run must see it.
need-decl G
    G gets a state and is not defined in its file: the runner looks it up
    in KERNEL_TREE's headers (scripts/lib/kernel-decls.py) and adds
decl G FILE:LINE P0 P1 ...
    a kernel declaration of G, one field per parameter.
follow WORD PCRE
    the facts of the files of the target PCRE matches (read whole, as
    grep -zP does: (?m) for line anchors; each holds the word WORD) may
    change this file's verdict (the callers and prototypes of a function
    of a chain, a callee's or a wired callback's definition, a struct's
    definition, a bus core): a runner that collects on demand collects
    them too (demand_facts in scripts/lib/lib.sh).
probe FILE
    (-D probe, printed by the real run without facts) facts could change
    the verdict on FILE: it has a function taking an integer state (past
    the gate: a wired one); the runner collects it, and the files the
    follow lines name, and runs FILE again with the facts.
"""
G = {"on": False}
COLLECT = {"on": False}


def same_file(a, b):
    """Are the paths a and b (a fact's, spatch's) the same file?  The
    collecting and the real run may give spatch the target from other
    folders: a path is the same as one it ends with."""
    a = os.path.normpath(a)
    b = os.path.normpath(b)
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def where(f, line):
    return "%s:%s" % (os.path.normpath(f), line)


def fact_out(fields):
    print("\t".join([FACT_PREFIX] + [re.sub(r"\s+", " ", str(x)).strip()
                                     for x in fields]))


def collect_emit():
    """-D collect: this file's facts on stdout (FACT_FORMATS)."""
    if F.get("emitted"):
        return
    F["emitted"] = True
    decide()
    cand, uses, edges = F["cand"], F["uses"], F["edges"]
    text = {}
    out = set()

    def macro(g, f):
        if f not in text:
            text[f] = text_of(f)
        return re.search(r"^\s*#\s*define\s+%s\(" % re.escape(g), text[f],
                         re.M) is not None

    lprob = level_problems() if F["lfn"] else {}
    rec = set((fn, n) for fn in cand for n in cand[fn]
              if state_param_name(cand[fn][n][0]) or root(fn))
    work = list(rec)
    while work:
        node = work.pop()
        for q in uses.get(node, []):
            e = edges.get(key(q))
            if key(q) not in F["ok"] and e and e[1] in cand.get(e[0], {}) \
                    and e not in rec:
                rec.add(e)
                work.append(e)
    flows = set()
    for node in sorted(rec):
        fn, n = node
        S, p, ts = cand[fn][n]
        out.add(("def", fn, n, where(p.file, p.line),
                 "static" if fn in F["static"] else "extern", norm(ts),
                 F["first"].get(fn, "-"), "pm" if fn in F["haspm"] else "-"))
        for q in uses.get(node, []):
            k = key(q)
            if k in F["ok"]:
                continue
            e = edges.get(k)
            if e and (e[1] in cand.get(e[0], {}) or
                      (e[0] not in F["defined"] and not macro(e[0], q.file))):
                out.add(("flow", fn, n, e[0], e[1], where(q.file, q.line)))
                flows.add(k)
                if e[0] not in F["defined"]:
                    out.add(("need-decl", e[0]))
                continue
            why = "%s: %s" % (S, F["bad"].get(k, "a use the rule cannot "
                                               "convert safely"))
            if k in F.get("ufield", {}):
                # the real run may know the field (load_facts)
                tag, fld = F["ufield"][k]
                out.add(("need-field", tag, fld))
                out.add(("bad-unless-field", fn, n, where(q.file, q.line),
                         tag, fld, pdev_of(fn) or "-", why))
                continue
            out.add(("bad", fn, n, where(q.file, q.line), why))
        if n == "1" and fn in F["lfn"] and F["lfn"][fn][0] == "suspend":
            b = bus_of(fn)
            for (q, why, L) in lprob.get(fn, []):
                if b is not None and b not in BUSES0 and \
                        not b.startswith("several"):
                    # a bus core of the target may say which levels it
                    # passed: the real run knows (load_facts)
                    out.add(("bad-unless-bus", fn, n, where(q.file, q.line),
                             b, "%s: %s" % (L, why)))
                else:
                    out.add(("bad", fn, n, where(q.file, q.line),
                             "%s: %s" % (L, why)))
    for (g, k, arg, a) in F["calls"]:
        c = const(arg)
        if key(a) in flows or c in EVENT or c in PMSG or \
                (g in cand and (g, k) not in rec):
            continue
        out.add(("call", g, k, where(a.file, a.line), norm(arg)))
    for (fn, n, ts, p) in F["protos"]:
        if state_param_name(F["pname"].get((fn, n))):
            out.add(("proto", fn, n, where(p.file, p.line), norm(ts)))
    for (fn, n, p) in F.get("pmpos", []):
        out.add(("pm", fn, n, where(p.file, p.line)))
    for (fn, f) in F.get("wfile", []):
        out.add(("wired", fn, os.path.normpath(f)))
    for (fn, tag, f) in F.get("wslot", []):
        out.add(("wired-in", fn, os.path.normpath(f), tag))
        out.add(("need-slot", tag, "suspend"))
    for (tag, fld, at, t) in F.get("members", []):
        if fld == "suspend" and slot_params(t) is not None:
            out.add(("slot", tag, "suspend", at) + tuple(slot_params(t)))
        elif norm(t) in ("pm_message_t", "pci_power_t"):
            out.add(("field", tag, fld, at, norm(t)))
    # a file that defines or declares a function of a chain: the runner
    # gives it to the real run even without the tokens it looks for
    for fields in list(out):
        if fields[0] in ("def", "proto"):
            out.add(("file", fields[3].rsplit(":", 1)[0]))
    out |= follows(out)
    for fields in sorted(out):
        fact_out(fields)


def follow_word(name):
    return ("follow", name, r"\b%s\b" % name)


def follow_def(name):
    """A line that defines or declares NAME: NAME at its start, or after
    the type words that start it (a call sits in a body, indented)."""
    return ("follow", name, r"(?m)^(?:[A-Za-z_][\w \t*]*[\s*])?%s\s*\("
            % name)


def follow_root_def(name):
    """A definition or declaration of NAME shaped like a callback with an
    integer state: a first parameter, then an integer (over lines).  A
    callback wired here but defined elsewhere is of the chains only if
    so (6.1: all of them take a pm_message_t, no file is collected)."""
    return ("follow", name, r"(?m)^(?:[A-Za-z_][\w \t*]*[\s*])?%s\s*\(\s*"
            r"[^,;{}()]*,\s*(?:const\s+)?(?:u32|__u32|uint32_t|"
            r"unsigned(?:\s+int)?)\b" % name)


def follows(out):
    """The follow lines of a file's facts (FACT_FORMATS): where the facts
    are that can change a verdict drawn from these ones.  An extern
    function whose second parameter is the state (a def at 1, first
    parameter a pointer) may be a callback wired in another file: its
    wirings and callers; a callee a state is passed to: its definition,
    and when it is named like a suspend its callers too (the fixpoint
    knows other files' callers only for those: another exported
    function of a chain is refused); a struct whose member a state is
    stored in or whose suspend slot decides: its definition; a bus of a
    levelled callback: its core; a callback wired here and defined
    elsewhere: its definition, if shaped like one taking an integer
    state.  Any other extern function of the state:
    its prototypes (a chain's verdict is said there too).  A prototype
    needs nothing: its function's definition says where it is."""
    new = set()
    for x in out:
        if x[0] == "def" and x[2] == "1" and x[4] == "extern" and \
                x[6].endswith("*") and x[7] != "pm":
            new.add(follow_word(x[1]))
        elif x[0] == "def" and x[4] == "extern" and SUSPEND_NAME.search(x[1]):
            new.add(follow_word(x[1]))
        elif x[0] == "def" and x[4] == "extern":
            new.add(follow_def(x[1]))
        elif x[0] == "need-decl":
            new.add(follow_word(x[1]) if SUSPEND_NAME.search(x[1])
                    else follow_def(x[1]))
        elif x[0] in ("need-slot", "need-field"):
            new.add(("follow", x[1], r"(?m)\b(?:struct|union)\s+%s\s*"
                     r"(?:\{|$)" % x[1]))
        elif x[0] == "bad-unless-bus":
            new.add(follow_word(x[4]))
        elif x[0] in ("wired", "wired-in") and x[1] not in F["defined"]:
            new.add(follow_root_def(x[1]))
    return new


def probe_emit():
    """-D probe (a real run without facts): where facts could change a
    verdict of this file, what a runner collecting on demand must collect
    (probe and follow lines, FACT_FORMATS).  Facts decide only for a
    function taking an integer state (its chain, a store into a field,
    a levelled bus), and a callback wired here but defined elsewhere may
    be one.  A prototype of another file's function follows the verdict
    on its definition: the collect of that file names this one (follows)."""
    if F.get("emitted"):
        return
    F["emitted"] = True
    decide()
    files = set(p.file for fn in F["cand"] for (S, p, ts) in
                F["cand"][fn].values())
    out = set(("probe", os.path.normpath(f)) for f in files)
    out |= set(follow_root_def(fn) for fn in F["wired"] - F["defined"]
               if re.match(r"^[A-Za-z_]\w*$", fn))
    for fields in sorted(out):
        fact_out(fields)


def bus_fact(kind, a):
    """A bus core's level calls (bus B NAME KIND LEVELS STOPS FILE:LINE,
    bus-refused B NAME KIND FILE:LINE WHY) into G["bus"]: bus identifier
    -> {"name", kind: (levels, stops, line) or ("refused", line, why)},
    for bus_setup."""
    if kind == "bus" and len(a) >= 6:
        val = (a[3].split(","), a[4] == "1", a[5])
    elif kind == "bus-refused" and len(a) >= 5:
        val = ("refused", a[3], a[4])
    else:
        return
    b = G["bus"].setdefault(a[0], {"name": a[1]})
    if b.get(a[2], val) != val:
        val = ("refused", val[-1] if val[0] != "refused" else val[1],
               "the target defines %s more than once, with other level "
               "calls" % a[0])
    b[a[2]] = val


def load_facts(path):
    """The facts file, once per spatch run: the bus cores' level calls
    (bus_fact), and the tree-wide fixpoint: G["conv"] the (id, N) states
    that convert (a function's id: its name, or FILE::NAME when static),
    G["down"] those left, with G["why"] the use that decides it."""
    G.update(on=True, defs={}, static={}, extern=set(), bad={}, flows=[],
             calls=[], protos={}, pm=set(), wired=[], decl={}, conv=set(),
             down=set(), why={}, reach=set(), flowwhy={}, xnames=set(),
             names=set(), wiredin=[], slots={}, roots=set(), bus={},
             fields={})
    pend, buses, fpend = [], set(), []
    try:
        with open(path, errors="replace") as f:
            lines = f.read().split("\n")
    except OSError as e:
        raise SystemExit("pm_message_t: cannot read facts file %s: %s"
                         % (path, e))
    for line in lines:
        x = line.split("\t")
        if len(x) < 2 or x[0] != FACT_PREFIX:
            continue
        kind, a = x[1], x[2:]
        if kind == "def" and len(a) >= 7:
            fn, n, at, scope, ts, first, pm = a[:7]
            f = at.rsplit(":", 1)[0]
            gid = f + "::" + fn if scope == "static" else fn
            if scope == "static":
                G["static"].setdefault(fn, set()).add(f)
            else:
                G["extern"].add(fn)
            G["defs"][(gid, n)] = dict(fn=fn, at=at, file=f, ts=ts,
                                       first=first, pm=pm == "pm")
        elif kind == "bad" and len(a) >= 4:
            G["bad"].setdefault((a[0], a[1], a[2].rsplit(":", 1)[0]),
                                []).append((a[2], a[3]))
        elif kind == "flow" and len(a) >= 5:
            G["flows"].append(tuple(a[:5]))
        elif kind == "call" and len(a) >= 4:
            G["calls"].append(tuple(a[:4]))
        elif kind == "proto" and len(a) >= 3:
            G["protos"].setdefault((a[0], a[1]), []).append(a[2])
        elif kind == "pm" and len(a) >= 2:
            G["pm"].add((a[0], a[1]))
        elif kind == "wired" and len(a) >= 2:
            G["wired"].append((a[0], a[1]))
        elif kind == "wired-in" and len(a) >= 3:
            G["wiredin"].append((a[0], a[1], a[2]))
        elif kind == "slot" and len(a) >= 4 and a[1] == "suspend":
            G["slots"].setdefault(a[0], []).append(a[3:])
        elif kind == "decl" and len(a) >= 2:
            G["decl"].setdefault(a[0], []).append((a[1], a[2:]))
        elif kind == "bad-unless-bus" and len(a) >= 5:
            pend.append(a[:5])
        elif kind == "field" and len(a) >= 4:
            G["fields"].setdefault((a[0], a[1]), []).append(norm(a[3]))
        elif kind == "bad-unless-field" and len(a) >= 7:
            fpend.append(a[:7])
        elif kind in ("bus", "bus-refused"):
            bus_fact(kind, a)
            if kind == "bus" and a:
                buses.add(a[0])
    # A levelled suspend on a bus of the target: the real run plans its
    # levels with the bus core's facts, in its own file; its state is
    # not followed into other functions (conservative: they would convert
    # before the level plan is known).
    for (fn, n, at, bus, why) in pend:
        if bus in buses:
            if not any(x[0] == fn and x[1] == n for x in G["flows"]):
                continue
            why = ("level: its levels are planned from the facts of the %s "
                   "bus core in the real run; its state is not followed into "
                   "other functions" % bus)
        G["bad"].setdefault((fn, n, at.rsplit(":", 1)[0]), []).append((at, why))
    # A store into a field of a struct its file does not define: bad
    # unless the target or the kernel declares the field a type it takes.
    for (fn, n, at, tag, fld, pdev, why) in fpend:
        types = set(G["fields"].get((tag, fld), ()))
        t = types.pop() if len(types) == 1 else None
        if t == "pm_message_t" or (t == "pci_power_t" and pdev != "-"):
            continue
        if t:
            why = "%s: stored into a field of struct %s declared %s" % (
                why.split(":", 1)[0], tag, t)
        G["bad"].setdefault((fn, n, at.rsplit(":", 1)[0]), []).append((at, why))
    chain_fixpoint()


def resolve(g, f):
    """The id of the function g as seen from file f: its static
    definition in f, else its extern one, else None (not in the target)."""
    for sf in G["static"].get(g, ()):
        if same_file(sf, f):
            return sf + "::" + g
    return g if g in G["extern"] else None


def gdef_ids():
    return set(i for (i, n) in G["defs"])


def outside(g, k, at):
    """Verdict on passing the state to g, which the target does not
    define, as argument k: None if it takes it as is, else why not."""
    decls = G["decl"].get(g, [])
    protos = [p for (h, n), ps in G["protos"].items() if h == g
              for p in ps]
    if (g, k) in G["pm"]:
        return None
    if not decls:
        return ("passed to %s(), which is not defined in the target and "
                "not declared in the kernel's headers%s: unknown, convert "
                "it first, or by hand"
                % (g, " (only prototyped, at %s)" % protos[0]
                   if protos else ""))
    bad = []
    for (at, params) in decls:
        i = int(k)
        t = params[i] if i < len(params) else "(none)"
        if not re.search(r"\bpm_message_t\b", t):
            bad.append((at, t))
    if bad:
        return ("passed to %s(), whose parameter %d the kernel declares as "
                "\"%s\" (%s), not a pm_message_t"
                % (g, int(k) + 1, bad[0][1], bad[0][0]))
    return None


def param_type(p):
    """A parameter's type without its name, no white space."""
    p = re.sub(r"\s+", " ", p).strip()
    m = re.match(r"^(.*[\s*])([A-Za-z_]\w*)$", p)
    if m and re.search(r"[A-Za-z_]", m.group(1)) and \
            m.group(1).strip() not in ("struct", "union", "enum", "unsigned",
                                       "signed", "const"):
        p = m.group(1)
    return norm(p)


# a pointer to a function as spatch prints its type: its parameters
FN_PTR = re.compile(r"^[^()]*\(\s*\*\s*\)\s*\((.*)\)\s*$", re.S)


def slot_params(t):
    """The parameters of a pointer-to-function type t as spatch prints it
    ("int ( * ) ( struct device * dev , pm_message_t state )"), or None."""
    m = FN_PTR.match(t)
    return [x.strip() for x in m.group(1).split(",")] if m else None


def member(tag, fld, t, p):
    """A member fld of type t (as spatch prints it) of the struct tag
    defined in this file (collect mode: its suspend slots and its
    pm_message_t and pci_power_t fields)."""
    F.setdefault("members", []).append((tag, fld, where(p.file, p.line), t))


def chain_fixpoint():
    defs = G["defs"]
    wired = G["wired"]
    roots = set()
    for (gid, n), d in defs.items():
        if n != "1" or d["first"] not in DEVICES or d["pm"]:
            continue
        fn = d["fn"]
        if any(w == fn and (gid == fn or same_file(wf, d["file"]))
               for (w, wf) in wired):
            roots.add((gid, n))
    # A callback is also recognised by the method it is wired to: a
    # suspend slot (of the kernel, or of the target) taking the type of
    # its first parameter and a pm_message_t.
    for (gid, n), d in defs.items():
        if n != "1" or d["pm"] or (gid, n) in roots:
            continue
        fn = d["fn"]
        for (w, wf, tag) in G["wiredin"]:
            if w != fn or not (gid == fn or same_file(wf, d["file"])):
                continue
            for ps in G["slots"].get(tag, []):
                if len(ps) == 2 and param_type(ps[0]) == d["first"] and \
                        param_type(ps[1]) == "pm_message_t":
                    roots.add((gid, n))
    G["roots"] = roots
    # Edges: where each recorded state goes.
    out, block = {}, {}
    for (fn, n, g, k, at) in G["flows"]:
        f = at.rsplit(":", 1)[0]
        src = (resolve(fn, f), n)
        if src not in defs:
            continue
        dst = resolve(g, f)
        why = None
        if dst is not None and (dst, k) in defs:
            out.setdefault(src, set()).add((dst, k))
            continue
        if dst is not None:
            if (g, k) not in G["pm"]:
                why = ("passed to %s() (defined at %s), whose parameter %d "
                       "is not an integer state"
                       % (g, [d["at"] for (i, m), d in defs.items()
                              if i == dst][0], int(k) + 1))
        else:
            why = outside(g, k, at)
        if why:
            G["flowwhy"].setdefault((g, at), why)
            block.setdefault(src, []).append((at, why))
    reach, work = set(roots), list(roots)
    while work:
        node = work.pop()
        for e in out.get(node, ()):
            if e not in reach:
                reach.add(e)
                work.append(e)
    links = {}
    for (fn, n, g, k, at) in G["flows"]:
        f = at.rsplit(":", 1)[0]
        src, dst = (resolve(fn, f), n), (resolve(g, f), k)
        if dst in reach and src not in reach and src in defs:
            block.setdefault(dst, []).append(
                (at, "%s() also gets the integer state of %s(), which is "
                 "not a suspend callback" % (g, fn)))
        if src in reach and dst in reach:
            links.setdefault(src, set()).add(dst)
            links.setdefault(dst, set()).add(src)
    for (g, k, at, arg) in G["calls"]:
        dst = (resolve(g, at.rsplit(":", 1)[0]), k)
        if dst in reach:
            block.setdefault(dst, []).append(
                (at, "%s() is also called with %s, which is not a state "
                 "the rule can map to a pm_message_t" % (g, arg)))
    for node in reach:
        d = defs[node]
        for (at, why) in G["bad"].get((d["fn"], node[1], d["file"]), []):
            block.setdefault(node, []).append((at, why))
        # Every call of a static function is in its file's facts; calls
        # from other files are collected for the functions named like a
        # suspend only (recording every call's every argument of a tree
        # would not fit): a helper of another name may have callers
        # passing an integer that were not seen.
        if "::" not in node[0] and node not in roots and \
                not SUSPEND_NAME.search(d["fn"]):
            block.setdefault(node, []).append(
                (d["at"], "%s() is exported to other files, and the "
                 "callers of other files are known only for functions "
                 "named like suspend" % d["fn"]))
    down, work = set(), []
    for node in reach:
        if node in block:
            at, why = sorted(block[node])[0]
            G["why"][node] = (defs[node]["fn"], at, why, node)
            down.add(node)
            work.append(node)
    while work:
        node = work.pop()
        for other in links.get(node, ()):
            if other not in down:
                down.add(other)
                G["why"][other] = G["why"][node]
                work.append(other)
    G["reach"] = reach
    G["down"] = down
    G["conv"] = reach - down
    G["names"] = set(defs[i]["fn"] for i in reach)
    G["xnames"] = set(i for (i, n) in G["conv"] if "::" not in i)


def groot(node, p):
    """With facts: is the local node a callback the fixpoint recognised?"""
    return G["on"] and (resolve(node[0], p.file), node[1]) in G["roots"]


def gid_here(fn, f):
    return resolve(fn, f) if G["on"] else None


def chain_why(node):
    fn, at, why, origin = G["why"][node]
    if origin == node:
        return "%s: %s" % (at, why)
    return "%s() at %s: %s" % (fn, at, why)


def chain_apply(cand, uses, edges):
    """decide() with facts: the local nodes the fixpoint reaches start the
    local walk; an edge to a function of another file is kept when its
    chain converts, else refused with the chain's reason.  Returns the
    local nodes to start from and those the chain leaves (with why)."""
    starts, gdown = set(), {}
    if not G["on"]:
        return starts, gdown
    for fn in cand:
        for n, (S, p, ts) in cand[fn].items():
            gid = resolve(fn, p.file)
            if gid is None or (gid, n) not in G["reach"]:
                continue
            starts.add((fn, n))
            if (gid, n) in G["down"]:
                gdown[(fn, n)] = chain_why((gid, n))
            for q in uses.get((fn, n), []):
                k = key(q)
                e = edges.get(k)
                if k in F["ok"] or not e or e[0] in F["defined"] or \
                        re.search(r"^\s*#\s*define\s+%s\(" % re.escape(e[0]),
                                  text_of(q.file), re.M):
                    continue
                if (gid, n) in G["conv"]:
                    F["bad"].pop(k, None)
                    F["ok"][k] = ("keep", None)
                else:
                    own = [w for ((g, fat), w) in G["flowwhy"].items()
                           if g == e[0] and same_file(fat.rsplit(":", 1)[0],
                                                      q.file)
                           and fat.rsplit(":", 1)[1] == str(q.line)]
                    F["bad"][k] = own[0] if own else (
                        "passed to %s(), whose chain cannot be converted: %s"
                        % (e[0], chain_why((gid, n))))
    return starts, gdown


def xconv(node, f):
    """Does the function node = (g, n) of another file convert there?"""
    if not G["on"] or node[0] in F["cand"]:
        return False
    return (resolve(node[0], f), node[1]) in G["conv"]


def chain_proto(fn, n, p):
    """A prototype of a function the target defines follows the
    fixpoint's verdict on it (not its name); False if none applies."""
    if not G["on"]:
        return False
    gid = resolve(fn, p.file)
    if gid is None or gid not in gdef_ids():
        return False
    if (gid, n) in G["conv"]:
        F["pparams"].add((fn, n))
        say(p, "prototype of %s() takes the PM state as an integer: convert "
            "it to pm_message_t, with its definition at %s"
            % (fn, G["defs"][(gid, n)]["at"]))
    elif (gid, n) in G["down"]:
        say(p, "prototype of %s() takes the PM state as an integer but its "
            "definition cannot be converted (%s): left unconverted"
            % (fn, chain_why((gid, n))))
    return True


INTEGER = re.compile(r"^(?:(?:un)?signed)?(?:char|short|int|long|longlong|"
                     r"[su](?:8|16|32|64)|__[su](?:8|16|32|64))?$")


def pdev_of(fn):
    """The struct pci_dev * parameter of fn (a function with an integer
    state), if it has exactly one and its body never assigns it."""
    return None if pdev_why_not(fn) else list(F["pdevs"][fn])[0]


def pdev_why_not(fn):
    """Why fn has no pci_dev to give pci_choose_state(), or None."""
    names = sorted(F["pdevs"].get(fn, ()))
    if not names:
        return "%s() has no struct pci_dev * parameter to give it" % fn
    if len(names) > 1:
        return "%s() has several struct pci_dev * parameters (%s): which " \
            "device is meant is not clear" % (fn, ", ".join(names))
    if fn in F["pdevset"]:
        return "%s() assigns its struct pci_dev * parameter %s: which " \
            "device is meant is not clear" % (fn, names[0])
    return None


def dstate_use(q, what):
    """The state at q is given to what, a pci_power_t: it takes
    pci_choose_state() with the function's pci_dev."""
    fn = q.current_element
    why = pdev_why_not(fn)
    if why:
        bad(q, "%s, a pci_power_t: it would take pci_choose_state(), but "
            "%s" % (what, why))
        return
    F["bad"].pop(key(q), None)
    ok(q, "pchoose", pdev_of(fn))


def store_fact(q, T, place, TX=None, fld=None):
    """The state at q is stored into place, of type T ("": spatch does
    not know it; then, for a field fld of a struct TX, the facts may)."""
    t = norm(T) if T else None
    place = norm(place)
    m = re.match(r"^(?:const)?struct([A-Za-z_]\w*)\*?$", norm(TX or ""))
    if t is None and m and fld:
        t = field_type(q, m.group(1), fld)
    if t == "pm_message_t":
        ok(q, "keep")
    elif t == "pci_power_t":
        dstate_use(q, "stored into %s" % place)
    elif t is None and m and fld and G["on"]:
        bad(q, "stored into %s, which struct %s declares neither pci_power_t "
            "nor pm_message_t (looked up in the target and the kernel)"
            % (place, m.group(1)))
    elif t is None:
        bad(q, "stored as an integer whose type the rule cannot see")
    else:
        m = re.match(r"^.*(?:->|\.)([A-Za-z_]\w*)$", place)
        used = sorted(n for n in field_lines(q).get(m.group(1) if m else "",
                                                    ())
                      if n != int(q.line))
        what = "the field is also used at %s" % ", ".join(
            "%s:%d" % (os.path.basename(q.file), n) for n in used[:3]) \
            if used else "the rule retypes no %s" % (
                "field" if m else "variable")
        bad(q, "stored into %s, declared %s: a pm_message_t does not fit "
            "an integer, and %s" % (place, t, what))


def field_type(q, tag, fld):
    """With facts, the type the target or the kernel declares the field
    fld of struct tag with (None: unknown, or declared more than one
    way); when collecting, the question for the real run."""
    if COLLECT["on"]:
        F.setdefault("ufield", {})[key(q)] = (tag, fld)
        return None
    types = set(G.get("fields", {}).get((tag, fld), ()))
    return types.pop() if len(types) == 1 else None


def field_lines(q):
    """Member name -> the lines where "->name" or ".name" is written in
    the file of q (comments and strings blanked), once per file."""
    if F.get("fieldfile") != q.file:
        body_range(q)
        F["fieldfile"], F["fieldlines"] = q.file, {}
        for u in re.finditer(r"(?:->|\.)\s*([A-Za-z_]\w*)", F["blank"]):
            F["fieldlines"].setdefault(u.group(1), set()).add(
                line_of(u.start()))
    return F["fieldlines"]


def state_callee(g):
    """g, a function of this file, gets a state at a parameter that is
    not an integer state (the callees, once per file: k_call is done)."""
    if "scallee" not in F:
        F["scallee"] = set(e[0] for e in F["edges"].values()
                           if e[1] not in F["cand"].get(e[0], {}))
    return g in F["defined"] and g in F["scallee"]


def ptype_fact(g, k, TP):
    """Parameter k of g is declared TP: a pci_power_t takes a D-state, a
    pm_message_t the state as is; an integer is left to a human."""
    t = norm(TP)
    if k in F["cand"].get(g, {}):
        return
    for kq, e in list(F["edges"].items()):
        if e != (g, k):
            continue
        q = F["epos"][kq]
        if t == "pci_power_t":
            dstate_use(q, "passed to %s() as parameter %d" % (g, int(k) + 1))
        elif t == "pm_message_t":
            F["bad"].pop(kq, None)
            ok(q, "keep")
        elif INTEGER.match(t):
            F["bad"][kq] = (
                "passed to %s(), whose parameter %d is declared %s: the rule "
                "retypes no integer parameter but a u32 state (if it is a "
                "D-state, make it a pci_power_t: the call then takes "
                "pci_choose_state())" % (g, int(k) + 1, t))


def pdev_for(p):
    decide()
    return F["pdev"][span(p[0])]


# The built-in buses, restored for each file before what it learns.
BUSES0 = dict(BUSES)
BUS_OF0 = dict(BUS_OF)
# A levelled call: the method object, suspend or resume, its arguments.
LCALL = re.compile(r"^(?P<obj>[A-Za-z_][\w.>\-]*?)\s*->\s*(?P<m>suspend|"
                   r"resume)\s*\((?P<args>.*)\)$", re.S)
CHAIN = re.compile(r"^if\s*\(\s*(?:!\s*(?P<a>\w+)|(?P<b>\w+)\s*==\s*0|0\s*==\s*"
                   r"(?P<c>\w+))\s*\)\s*(?P<body>\{?.*?\}?)$", re.S)


class BusRefusal(Exception):
    """Why a bus function's level calls cannot be made one call, and the
    offset of the call it is about."""

    def __init__(self, off, why):
        Exception.__init__(self, why)
        self.off = off


def bus_stops(bus):
    """Did the bus stop at the first error of a level call?  The built-in
    buses did; a learned one says (plain calls went on)."""
    return F.get("bstops", {}).get(bus, True)


def bus_refused(bus, kind, p):
    """The reason a driver on a bus the target's own core refuses cannot
    convert, or None."""
    r = F.get("brefused", {}).get((bus, kind))
    if r is None:
        return None
    where, why = r
    return ("its bus %s is decided by a bus core of the target that the "
            "rule cannot convert (%s: %s): left with it" %
            (bus, rel_where(where, p.file), why))


def rel_where(where, here):
    """file:line, the file relative to what it shares with here's path."""
    f, line = where.rsplit(":", 1)
    if f == here:
        return "line " + line
    try:
        base = os.path.commonpath([os.path.abspath(f), os.path.abspath(here)])
        f = os.path.relpath(os.path.abspath(f), base)
    except ValueError:
        pass
    return "%s:%s" % (f, line)


def split_args(a):
    return [x.strip() for x in split_top(a, ",")] if a.strip() else []


def level_arg(a, kind):
    """The level name of a call's level argument, or None."""
    a = strip_parens(a)
    names = [n for n in LEVEL_NUM if n.startswith(kind.upper() + "_")]
    if a in names:
        return a
    if re.match(r"^[0-9]+$", a):
        hit = [n for n in names if LEVEL_NUM[n] == int(a)]
        return hit[0] if hit else None
    return None


def levelled_calls(t, lo, hi):
    """(offset, end, method, args) of every call of a levelled method of a
    device_driver in t[lo:hi]: ->suspend with three arguments, ->resume
    with two, of X->driver or of a struct device_driver * of the function
    (not isa_driver's suspend(dev, id, state) and the like)."""
    out = []
    head = t[max(0, lo - 600):hi]
    for m in re.finditer(r"([A-Za-z_][\w.>\-]*?)\s*->\s*(suspend|resume)\s*\(",
                         t[lo:hi]):
        obj = re.sub(r"\s+", "", m.group(1))
        if not re.search(r"(->|\.)driver$", obj) and not (
                re.match(r"^\w+$", obj) and re.search(
                    r"struct\s+device_driver\s*\*\s*%s\b" % obj, head)):
            continue
        o = lo + m.end() - 1
        try:
            e = close_of(t, o, hi)
        except LevelRefusal:
            continue
        args = split_args(t[o + 1:e])
        if len(args) == (3 if m.group(2) == "suspend" else 2):
            out.append((lo + m.start(), e + 1, m.group(2), args))
    return out


def seq_item(txt):
    """What a statement of a level sequence is: (form, var, call text)."""
    txt = txt.strip()
    m = CHAIN.match(txt)
    if m:
        body = m.group("body").strip()
        if body.startswith("{") and body.endswith("}"):
            body = body[1:-1].strip()
        m2 = re.match(r"^(\w+)\s*=\s*(.*);$", body, re.S)
        var = m.group("a") or m.group("b") or m.group("c")
        if m2 and m2.group(1) == var:
            return ("chain", var, m2.group(2).strip())
        return ("other", None, None)
    m = re.match(r"^return\s+(.*);$", txt, re.S)
    if m:
        return ("return", None, m.group(1).strip())
    m = re.match(r"^(\w+)\s*=\s*(.*);$", txt, re.S)
    if m:
        return ("assign", m.group(1), m.group(2).strip())
    m = re.match(r"^(.*);$", txt, re.S)
    if m:
        return ("plain", None, m.group(1).strip())
    return ("other", None, None)


def stmt_list_of(t, lo, hi, off):
    """The statements of the innermost list holding the statement of the
    call at off, and its index there."""
    stmts = top_statements(t, lo, hi)
    for i, s in enumerate(stmts):
        if not s[0] <= off < s[1]:
            continue
        form = seq_item(t[s[0]:s[1]])[0]
        if form in ("chain", "assign", "plain", "return") and s[2] in \
                ("simple", "if"):
            if s[2] == "simple" or form == "chain":
                return stmts, i
        if s[2] == "block":
            return stmt_list_of(t, s[0], s[1] - 1, off)
        if s[2] == "if":
            cs, ce, then, other = s[3]
            if cs <= off < ce:
                raise BusRefusal(off, "it is called in the condition of "
                                 "an if")
            br = then if then[0] <= off < then[1] else other
            if br[2] == "block":
                return stmt_list_of(t, br[0], br[1] - 1, off)
            return [br], 0
        raise BusRefusal(off, "it is called inside a %s statement (a loop "
                         "or switch over the levels is not a sequence the "
                         "rule can prove)" % s[2])
    raise BusRefusal(off, "a call the rule cannot place")


def bus_sequence(fn, kind, p):
    """The level sequence of the bus function fn (wired as the .kind of a
    bus_type): {levels, stops, first, line}; BusRefusal says why not."""
    lo, hi = body_range(p)
    t = F["blank"]
    calls = levelled_calls(t, lo, hi)
    if not calls:
        return None
    for c in calls:
        if c[2] != kind:
            raise BusRefusal(c[0], "the drivers' levelled %s is called "
                             "from the bus's %s" % (c[2], kind))
    stmts, i = stmt_list_of(t, lo, hi, calls[0][0])
    form, var, call = seq_item(t[stmts[i][0]:stmts[i][1]])
    if form == "chain":
        raise BusRefusal(calls[0][0], "the first level call is inside an "
                         "if on %s" % var)
    seq = [(stmts[i], call)]
    for s in stmts[i + 1:]:
        f2, v2, c2 = seq_item(t[s[0]:s[1]])
        if not c2 or not LCALL.match(c2):
            break
        if form == "assign" and f2 == "chain" and v2 == var:
            seq.append((s, c2))
        elif form == "plain" and f2 == "plain":
            seq.append((s, c2))
        else:
            raise BusRefusal(
                s[0], "a level call of another form than the ones before "
                "it (a sequence the rule can prove is plain calls or \"%s = "
                "call; if (!%s) %s = call;\" ...)" % (var or "ret",
                                                     var or "ret",
                                                     var or "ret"))
    inseq = [c for c in calls if any(s[0] <= c[0] < s[1] for (s, x) in seq)]
    if len(inseq) != len(calls):
        other = [c for c in calls if c not in inseq][0]
        raise BusRefusal(other[0], "a call outside the sequence of line %d"
                         % line_of(seq[0][0][0]))
    obj, head, levels = None, None, []
    for (s, c) in seq:
        m = LCALL.match(c)
        args = split_args(m.group("args"))
        if m.group("m") != kind or len(args) != (3 if kind == "suspend"
                                                 else 2):
            raise BusRefusal(s[0], "a statement of the sequence is not a "
                             "plain level call")
        o, h = norm(m.group("obj")), [norm(a) for a in args[:-1]]
        if obj is not None and (o, h) != (obj, head):
            raise BusRefusal(s[0], "another method or other arguments "
                             "than at line %d" % line_of(seq[0][0][0]))
        obj, head = o, h
        lv = level_arg(args[-1], kind)
        if lv is None:
            raise BusRefusal(s[0], "the level passed is %s, not a %s "
                             "level constant" % (norm(args[-1]), kind))
        if lv in levels:
            raise BusRefusal(s[0], "%s is passed a second time" % lv)
        levels.append(lv)
    return {"levels": levels, "stops": form != "plain" or len(levels) == 1,
            "first": seq[0][0][0], "line": line_of(seq[0][0][0]),
            "form": form, "offs": [c[0] for c in calls]}


def bus_learn(B, N, kind, fn, p):
    """A bus_type B (.name N) of this file wires fn as its .kind."""
    F.setdefault("bcore", {}).setdefault(B, {"name": N})[kind] = (fn, p)


def bus_name(B, N):
    """The name the reports give a learned bus: its .name, unless a
    built-in bus has it."""
    n = N.strip('"') if N and re.match(r'^"\w+"$', N) else None
    return n if n and n not in BUSES0 else B


def bus_setup(facts, collect):
    """Once per file, before decide(): the learned buses."""
    BUSES.clear()
    BUSES.update(BUSES0)
    BUS_OF.clear()
    BUS_OF.update(BUS_OF0)
    F["bstops"], F["brefused"], F["bconv"], F["bcdone"] = {}, {}, {}, True
    known = {}
    if facts:
        # the bus cores of the target, from the facts file (load_facts)
        for B, b in G["bus"].items():
            known[B] = dict(b)
    for B, b in F.get("bcore", {}).items():
        mine = {"name": b.get("name")}
        for kind in ("suspend", "resume"):
            if kind not in b:
                continue
            fn, p = b[kind]
            where = "%s:%s" % (p.file, p.line)
            try:
                sq = bus_sequence(fn, kind, p)
            except BusRefusal as e:
                where = "%s:%d" % (p.file, line_of(e.off))
                mine[kind] = ("refused", where, str(e))
                F["bconv"][fn] = ("refused", kind, B, e.off, str(e))
                continue
            if sq is None:
                continue
            where = "%s:%d" % (p.file, sq["line"])
            mine[kind] = (sq["levels"], sq["stops"], where)
            F["bconv"][fn] = ("ok", kind, B, sq["first"], sq)
        if collect:
            for kind in ("suspend", "resume"):
                v = mine.get(kind)
                if v is None:
                    continue
                if v[0] == "refused":
                    print("FACT:pm_message_t\tbus-refused\t%s\t%s\t%s\t%s\t%s"
                          % (B, b.get("name") or "", kind, v[1], v[2]))
                else:
                    print("FACT:pm_message_t\tbus\t%s\t%s\t%s\t%s\t%d\t%s"
                          % (B, b.get("name") or "", kind, ",".join(v[0]),
                             int(v[1]), v[2]))
        known[B] = mine
    for B, b in known.items():
        name = bus_name(B, b.get("name"))
        BUS_OF[B] = name
        have = [k for k in ("suspend", "resume") if b.get(k) is not None]
        for kind in ("suspend", "resume"):
            v = b.get(kind)
            if v is None:
                if have:
                    w = b[have[0]]
                    F["brefused"][(name, kind)] = (
                        w[1] if w[0] == "refused" else w[2],
                        "its core's .%s does not call the drivers' levelled "
                        "%s" % (kind, kind))
                continue
            if v[0] == "refused":
                F["brefused"][(name, kind)] = (v[1], v[2])
                continue
            BUSES.setdefault(name, {})[kind] = v[0]
            F["bstops"][name] = v[1]
    if not collect:
        bus_block_state()


def bus_block_state():
    """A bus suspend whose level calls cannot be converted keeps its u32
    state: its uses in those calls block it."""
    for fn, v in F.get("bconv", {}).items():
        if v[0] != "refused" or v[1] != "suspend" or fn not in F["cand"] \
                or "1" not in F["cand"][fn]:
            continue
        S, p, ts = F["cand"][fn]["1"]
        lo, hi = body_range(p)
        spans = [(c[0], c[1]) for c in levelled_calls(F["blank"], lo, hi)]
        for q in F["ids"].get(S, []):
            if q.file == p.file and any(a <= offset(q) < b for (a, b) in spans):
                F["ok"].pop(key(q), None)
                F["bad"].pop(key(q), None)
                bad(q, "handed to the drivers' levelled suspend, whose "
                    "calls the rule cannot convert (line %d: %s)"
                    % (line_of(v[3]), v[4]))


class FakePos(object):
    def __init__(self, fname, off, fn):
        self.file = fname
        self.current_element = fn
        self.line = str(line_of(off))
        self.column = str(off - F["lineoff"][line_of(off) - 1])
        self.line_end = self.line
        self.column_end = str(int(self.column) + 1)


def bus_report():
    """Once per file, from decide(): what becomes of each bus function."""
    for fn, v in sorted(F.get("bconv", {}).items()):
        status, kind, B, first, info = v
        p = F["bcore"][B][kind][1]
        body_range(p)
        q = FakePos(p.file, first, fn)
        name = BUS_OF.get(B, B)
        if status == "refused":
            say(q, "%s() of bus %s calls its drivers' levelled %s in a way "
                "the rule cannot prove (%s): left unconverted, convert by "
                "hand; the drivers of %s are left too"
                % (fn, name, kind, info, name))
            continue
        if kind == "suspend" and "1" in F["cand"].get(fn, {}) and \
                (fn, "1") not in F["params"]:
            say(q, "%s() of bus %s calls its drivers' levelled suspend, "
                "but its state stays u32: left unconverted with it" %
                (fn, name))
            continue
        F.setdefault("bcsel", {})[fn] = (kind, info["form"])
        say(q, "%s() of bus %s calls its drivers' levelled %s with %s%s: "
            "6.1 calls a device_driver's %s once, without a level: make "
            "it one call, in which its drivers do the work of those levels"
            % (fn, name, kind, ", ".join(info["levels"]),
               ", stopping at the first error" if info["stops"] and
               len(info["levels"]) > 1 else
               (", whatever each returned" if len(info["levels"]) > 1
                else ""), kind))


_decide0 = decide


def decide():
    """decide(), then what becomes of the bus functions (bus_report)."""
    if F["decided"]:
        return
    _decide0()
    bus_report()


def bus_sel(fn, kind, form):
    """Is fn a bus function whose level calls become one call?"""
    decide()
    v = F.get("bcsel", {}).get(fn)
    return v is not None and v[0] == kind and (form is None or v[1] == form)
