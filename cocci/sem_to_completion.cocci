// SPDX-License-Identifier: GPL-2.0
/// A semaphore used as a one-shot event becomes a completion.
///
/// A struct semaphore that starts locked, is waited on with down*() by one
/// side and released with up() by the other is not a lock but an event.
/// Linux 2.6.11 added wait_for_completion_interruptible(), _timeout() and
/// _interruptible_timeout() so that such users can be converted: a completion
/// says what the code means, and an event kept in a semaphore gets in the way
/// of the realtime work (a lock's owner can be boosted, an event has no owner)
/// and of the lock debugging that treats every semaphore as a lock.
///
/// init_MUTEX_LOCKED(), sema_init(s, 0) -> init_completion() (reinit_completion()
/// where the driver re-arms, in its request path, an event it initialised
/// elsewhere); DECLARE_MUTEX_LOCKED() -> DECLARE_COMPLETION() (_ONSTACK for a
/// local); up() -> complete(); down() -> wait_for_completion();
/// down_interruptible() and down_killable() -> wait_for_completion_interruptible()
/// and _killable().  An interrupted wait now returns -ERESTARTSYS, not -EINTR.
/// That is the kernel's idiom: the system call is restarted after a handled
/// signal, or userspace sees EINTR as before.  A "ret == -EINTR" test of the
/// returned value is rewritten, and report mode names every place where the
/// value is passed on.  down_timeout() (0, or -ETIME on expiry) ->
/// wait_for_completion_timeout() (0 on expiry, jiffies left otherwise): a test
/// of the result is inverted; a stored or returned result keeps its old values
/// through "? 0 : -ETIME".
///
/// A completion counts complete() calls as a semaphore counts up() calls, so
/// the converted code behaves as before.  An event waited on again (a request
/// function called for every request) also gets reinit_completion() just
/// before the first register write or submission that leads to the complete(),
/// so a complete() left over from an interrupted wait does not end the next
/// one.  Where the waiting function shows no such start (or it sits in an
/// #ifdef, or the wait is in a loop) report mode asks for it instead.
///
/// Converted only when every use of the semaphore in the file fits.  Left
/// alone and named in report mode with the reason: a semaphore that starts
/// unlocked (a mutex), counts resources (initial count > 1, or not a literal
/// 0), uses down_trylock(), is taken and released on the same path, escapes
/// the file (passed by pointer, address stored, exported, declared in a
/// header or not static), or appears where spatch does not see the use (a
/// macro, code it cannot parse).  A local semaphore whose address reaches the
/// other side through a "struct semaphore *" field of a structure of the same
/// file is converted together with that field, and so is a field of a
/// file-local "static struct { ... } x;".
/// Tree-wide (-D collect, then -D facts=FILE: convert-drivers and
/// spatch-report run both): a semaphore declared in a header of the driver
/// (an extern, a field of a structure of the header) or not static is
/// converted in every file at once, its declarations with it, when every
/// use in every file fits; otherwise report mode names the use that does
/// not, file:line.  Under make coccicheck (one file at a time) it is left.
/// A file that converted a semaphore and uses none any more includes
/// <linux/completion.h> in place of <linux/semaphore.h> (or 2.6.10's
/// <asm/semaphore.h>); one that still uses one gets it beside.
///
// Confidence: Moderate
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: use a completion for the one-shot event
// Subject-short: completions
// Commit-why: 2
// Follow-up: /^semaphore .* not converted: /
// Options: --no-includes --include-headers
// Facts: collect
// Facts-must-contain: /\b(?:up|down(?:_interruptible|_killable|_timeout|_trylock)?|sema_init|init_MUTEX(?:_LOCKED)?)\s*\(\s*(?:&|$|\/[*\/])|^(?!\s*static\b).*\b(?:struct\s+semaphore\s*(?:$|[^\s*])|(?:DECLARE_MUTEX(?:_LOCKED)?|DEFINE_SEMAPHORE)\b)/
// (a fact needs an op(&E, ...) of the gate fgate, or a semaphore declared other than static: in a header, extern, or a global not static; a pointer declares none)
// Residue: /\b(?:DECLARE_MUTEX_LOCKED|init_MUTEX_LOCKED)\b|\bsema_init \((?:[^(),]|\([^()]*\))*, 0 \)/ event-semaphore

virtual patch
virtual context
virtual org
virtual report
virtual collect
virtual facts

@initialize:python@
@@

import os
import re
import subprocess

ESC = "escapes the file: "
WAITS = ("down", "down_interruptible", "down_killable", "down_timeout")
API = ("sema_init", "init_MUTEX", "init_MUTEX_LOCKED", "up", "down_trylock") + WAITS


class Sem(object):
    """One semaphore of the file: a field, a file-scope or a local variable,
    or a "struct semaphore *" field that carries a semaphore address."""

    def __init__(self, key, name, word):
        self.key = key
        self.name = name
        self.word = word          # the identifier as it appears in the text
        self.decl = None          # position of the declaration in this file
        self.decl_how = "plain"   # plain, static, extern, local, declarer
        self.header = False
        self.inits = []           # (pos, value text, function)
        self.ups = []             # pos
        self.waits = []           # (pos, op)
        self.reasons = []
        self.links = set()        # keys of carriers / carried semaphores
        self.first = None
        self.ok = None
        self.local_reasons = []

    ORDER = ("escapes", "declared", "starts unlocked", "counts",
             "initial count", "uses down_trylock", "used as a mutex",
             "shares", "used", "never", "not initialised", "down_timeout",
             "appears")

    def sorted_reasons(self):
        def rank(why):
            for n, word in enumerate(self.ORDER):
                if why.startswith(word):
                    return n
            return len(self.ORDER)
        out = []
        for why in sorted(self.reasons, key=lambda w: (rank(w), w)):
            if out and out[-1].startswith(ESC) and why.startswith(ESC):
                out[-1] += ", " + why[len(ESC):]
            else:
                out.append(why)
        return out

    def refuse(self, why):
        if why not in self.reasons:
            self.reasons.append(why)

    def seen(self, pos):
        if self.first is None or pk(pos) < pk(self.first):
            self.first = pos


class FileState(object):
    def __init__(self):
        self.sems = {}
        self.locals = {}          # (function, name) -> key
        self.globals = {}         # name -> key
        self.fields = {}          # (struct, field) -> key
        self.occ = {}             # position of an operand -> key
        self.anyf = {}            # position of x->f / x.f -> (f, pos)
        self.typedf = {}          # position of x->f / x.f -> type of x
        self.ops = {}             # operand position -> (op, pos)
        self.calls = {}           # operand position -> function it is passed to
        self.stored_in = {}       # operand position -> where &operand is stored
        self.stores = {}          # operand position -> carrier occurrence position
        self.ptr_good = set()     # carrier occurrence positions that fit
        self.mutex = set()
        self.loop = set()
        self.kick = {}            # wait position -> first kick position
        self.tested = set()       # interruptible waits whose value is only tested
        self.tctx = set()         # down_timeout calls in a context handled here
        self.eintr = {}           # position of ret in ret == -EINTR -> wait
        self.words = set()
        self.texts = {}           # operand text of a semaphore call -> keys
        self.plus = {}            # unmapped inits: pos -> (text, value)
        self.anon = {}            # (variable, field) of an unnamed struct -> key
        self.apifield = {}        # x->f / x.f operand of an API call -> (f, pos)
        self.seen_lines = {}      # word -> lines where spatch saw it
        self.done = False


F = FileState()


# ---------------------------------------------------------------------
# Tree-wide facts (README: "Tree-wide facts").  -D collect: print, per
# file, what it says of each semaphore other files share (declared in a
# header, extern, not static, or used here and declared elsewhere), and
# nothing else.  -D facts=FILE: those lines of every file of the target;
# such a semaphore converts when every file's uses convert.  Without
# either (coccicheck, one file at a time): today's per-file rule.

RULE = "sem_to_completion"
# reasons that speak of the other files: the facts answer them
AGG = ("escapes the file: declared in a header",
       "escapes the file: declared in another file",
       "escapes the file: not static",
       "not initialised in this file",
       "never released with up() in this file",
       "never waited on in this file")


def virtual_value(name):
    """The value of -D name=value.  The SmPL rules below depend on the
    virtual facts, and spatch 1.1.1 cannot both declare a virtual and
    bind its value (facts << virtual.facts); a script rule that gates on
    the value instead (cocci.include_match(False)) drops the environments
    of every later script rule.  So it is read from the command line."""
    try:
        with open("/proc/self/cmdline", "rb") as src:
            args = src.read().decode("utf-8", "replace").split("\0")
    except OSError:
        return None
    val = None
    for i, a in enumerate(args):
        v = a[2:] if a.startswith("-D") and len(a) > 2 else \
            (args[i + 1] if a == "-D" and i + 1 < len(args) else None)
        if v is not None and v.startswith(name + "="):
            val = v[len(name) + 1:]
    return val


def keystr(key):
    if key[0] == "global":
        return "global:" + key[1]
    return "field:%s.%s" % (key[1], key[2])


class Tree(object):
    def __init__(self):
        self.sems = {}            # keystr -> decls, inits, ups, waits, blocks
        self.untyped = {}         # field name -> [(file, line)]
        self.unanalysed = []      # (file, why)
        self.root = ""            # the folder the paths are relative to
        self.seen = {}            # (keystr, file) -> lines spatch saw
        self.unseen = {}          # word -> [(file, line)] (cache)


def tree_sem(t, ks):
    return t.sems.setdefault(ks, {"decls": [], "inits": 0, "ups": 0,
                                  "waits": 0, "blocks": []})


def load_facts(path):
    t = Tree()
    with open(path, errors="replace") as src:
        for line in src:
            f = line.rstrip("\n").split("\t")
            if len(f) < 2 or f[0] != "FACT:" + RULE:
                continue
            kind = f[1]
            if kind == "sem" and len(f) >= 9:
                d = tree_sem(t, f[2])
                if f[5] != "foreign":
                    d["decls"].append((f[3], f[4], f[5]))
                d["inits"] += int(f[6])
                d["ups"] += int(f[7])
                d["waits"] += int(f[8])
            elif kind == "block" and len(f) >= 6:
                tree_sem(t, f[2])["blocks"].append((f[3], int(f[4]), f[5]))
            elif kind == "untyped" and len(f) >= 5:
                t.untyped.setdefault(f[2], []).append((f[3], int(f[4])))
            elif kind == "seen" and len(f) >= 5:
                t.seen.setdefault((f[2], f[3]), set()).update(
                    int(n) for n in f[4].split(",") if n)
            elif kind == "root" and len(f) >= 3:
                t.root = f[2]
            elif kind == "not-analysed" and len(f) >= 3:
                t.unanalysed.append((f[2], f[3] if len(f) > 3 else "?"))
    return t


def rel(path):
    """A path as the facts name it: relative to the folder of the run."""
    here = os.getcwd().rstrip("/") + "/"
    return path[len(here):] if path.startswith(here) else path


def same_file(a, b):
    a, b = rel(a), rel(b)
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def tree_reasons(ks, word, here):
    """Why the semaphore ks cannot convert across the target (empty: it
    can).  here: this file, whose own uses the caller has judged."""
    d = TREE.sems.get(ks)
    if d is None:
        return ["not seen by the collect pass"]
    out = []
    for (f, n, why) in sorted(set(d["blocks"])):
        if not same_file(f, here):
            out.append("blocked by %s:%d: %s" % (f, n, why))
    if ks.startswith("field:"):
        for (f, n) in sorted(set(TREE.untyped.get(word, []))):
            out.append("blocked by %s:%d: %s used through an expression of"
                       " unknown type" % (f, n, word))
    defs = sorted(set((f, n) for (f, n, how) in d["decls"] if how != "extern"))
    if not defs:
        out.append("no definition in the target")
    elif len(defs) > 1:
        out.append("defined in several files (%s)" %
                   ", ".join("%s:%s" % x for x in defs))
    if not d["inits"]:
        out.append("not initialised in the target")
    if not d["ups"]:
        out.append("never released with up() in the target")
    if not d["waits"]:
        out.append("never waited on in the target")
    for (f, n) in ([] if out else tree_unseen(ks, word)):
        out.append("blocked by %s:%d: %s appears where spatch does not see"
                   " the use (a macro or code it cannot parse)" % (f, n, word))
    for (f, why) in TREE.unanalysed:
        try:
            with open(os.path.join(TREE.root, f), errors="replace") as src:
                hit = re.search(r"\b%s\b" % re.escape(word), src.read())
        except OSError:
            hit = True
        if hit:
            out.append("blocked by %s: the collect pass could not analyse it"
                       " (%s)" % (f, why))
    return out


def tree_unseen(ks, word):
    """Lines of the .c/.h files under the root that name word where no
    file's facts say spatch saw it (the first one of each file): a use in a
    macro, in code spatch cannot parse, or in a file the collect pass did
    not get.  Asked only of a semaphore that would convert."""
    if (ks, word) not in TREE.unseen:
        out = []
        try:
            found = subprocess.run(
                ["grep", "-r", "-l", "-w", "-I", "--include=*.c",
                 "--include=*.h", "-e", word, "."], cwd=TREE.root or ".",
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                universal_newlines=True).stdout.split("\n")
        except OSError:
            found = []
        for f in sorted(x[2:] if x.startswith("./") else x
                        for x in found if x):
            seen = TREE.seen.get((ks, f), set())
            for n in unseen_lines(os.path.join(TREE.root, f), word, seen)[:1]:
                out.append((f, n))
        TREE.unseen[(ks, word)] = out
    return TREE.unseen[(ks, word)]


FACTS = virtual_value("facts")
TREE = load_facts(FACTS) if FACTS else None


def shared(s):
    """A semaphore other files of the target may use."""
    return s.key[0] in ("global", "field") and \
        (s.header or s.decl_how in ("extern", "foreign") or
         (s.key[0] == "global" and s.decl_how == "plain"))


def foreign_field(t, f, p):
    t = re.sub(r"\s+", " ", t.strip())
    if not t.startswith("struct ") or "{" in t:
        return
    S = t[7:]
    if (S, f) in F.fields:
        return
    key = ("field", S, f)
    s = Sem(key, "%s.%s" % (S, f), f)
    s.decl_how = "foreign"
    F.sems[key] = s
    F.words.add(f)
    F.fields[(S, f)] = key


def foreign_var(x, p):
    if x in F.globals or (p.current_element, x) in F.locals:
        return
    key = ("global", x)
    s = Sem(key, x, x)
    s.decl_how = "foreign"
    F.sems[key] = s
    F.words.add(x)
    F.globals[x] = key


def is_anon_var(x):
    return any(v == x for (v, f) in F.anon)


def reason_line(s, why):
    m = re.search(r"\(line (\d+)", why)
    if m:
        return int(m.group(1))
    where = s.decl if s.decl is not None else s.first
    return int(where.line) if where is not None else 0


def print_facts():
    """-D collect: this file's facts, one line each."""
    compute()
    out = []
    for s in F.sems.values():
        if not shared(s):
            continue
        where = s.decl if s.decl is not None else s.first
        if where is None:
            continue
        ks = keystr(s.key)
        out.append("sem\t%s\t%s\t%s\t%s\t%d\t%d\t%d" % (
            ks, rel(where.file), where.line, s.decl_how,
            len(s.inits), len(s.ups), len(s.waits)))
        out.append("seen\t%s\t%s\t%s" % (ks, rel(where.file), ",".join(
            str(n) for n in sorted(F.seen_lines.get(s.word, ())))))
        for why in s.local_reasons:
            out.append("block\t%s\t%s\t%d\t%s" % (
                ks, rel(where.file), reason_line(s, why), why))
    # a file that uses a semaphore declared elsewhere: the real run needs it
    for s in F.sems.values():
        if s.decl_how == "foreign" and s.first is not None:
            out.append("file\t%s" % rel(s.first.file))
    for q, (f, pos) in F.apifield.items():
        if q not in F.occ:
            out.append("untyped\t%s\t%s\t%s" % (f, rel(pos.file), pos.line))
    for line in sorted(set(out)):
        print("FACT:%s\t%s" % (RULE, line))


def pk(p):
    """Positions are compared by where they end: x->f@p binds the field
    name only, &E@p the whole expression E."""
    return (int(p.line_end), int(p.column_end))


def new_file():
    global F
    F = FileState()


def add_sem(key, name, word, pd, how):
    s = F.sems.get(key)
    if s is None:
        s = Sem(key, name, word)
        F.sems[key] = s
        F.words.add(word)
    if s.decl is not None and pk(s.decl) != pk(pd):
        s.refuse("declared twice")
    s.decl = pd
    s.decl_how = how
    s.header = pd.file.endswith(".h")
    return s



def declared_by(name, pd, value):
    """DECLARE_MUTEX_LOCKED(), DECLARE_MUTEX(), DEFINE_SEMAPHORE()."""
    fn = pd.current_element
    if fn in ("something_else", name):
        key = ("global", name)
        F.globals[name] = key
        s = add_sem(key, name, name, pd, "plain")
    else:
        key = ("local", fn, name)
        F.locals[(fn, name)] = key
        s = add_sem(key, name, name, pd, "declarer")
    s.inits.append((pd, value, fn))


def record_init(e, p, value):
    key = F.occ.get(pk(p))
    if key is None:
        if pk(p) not in F.anyf:
            F.plus[pk(p)] = (p, e, value)
        return
    F.sems[key].inits.append((p, value, p.current_element))


def record_op(op, p):
    s = F.sems[F.occ[pk(p)]]
    if pk(p) in F.ops:
        return
    F.ops[pk(p)] = (op, p)
    if s.key[0] == "ptr":
        if op == "up":
            F.ptr_good.add(pk(p))
            s.ups.append(p)
    elif op == "up":
        s.ups.append(p)
    elif op in WAITS:
        s.waits.append((p, op))


def record_text(text, p):
    text = re.sub(r"\s+", "", text)
    if text.startswith("&&"):
        return
    F.texts.setdefault(text, set()).add(F.occ.get(pk(p)))


def is_field_name(f):
    return any(k[2] == f for k in F.fields.values())


def is_var_name(s):
    return s in F.globals or any(n == s for (fn, n) in F.locals)


def var_key(s, fn):
    return F.locals.get((fn, s)) or F.globals.get(s)


def is_occ(p):
    return pk(p[0]) in F.occ


def is_ptr_occ(p):
    return F.occ.get(pk(p[0]), ("",))[0] == "ptr"


def tidy(text):
    """An expression as the source would write it: x->f, not x -> f."""
    t = re.sub(r'\s*(->|\.)\s*', r'\1', text.strip())
    t = re.sub(r'\s+', ' ', t)
    while t.startswith("(") and t.endswith(")") and "(" not in t[1:-1]:
        t = t[1:-1].strip()
    return t


def value_of(text):
    return tidy(text)


def strip_code(text):
    """The file with comments, strings and character constants blanked."""
    out = re.sub(r'/\*.*?\*/', lambda m: re.sub(r'[^\n]', ' ', m.group(0)),
                 text, flags=re.S)
    out = re.sub(r'[/][/][^\n]*', '', out)
    out = re.sub(r'"(\\.|[^"\\\n])*"', '""', out)
    return re.sub(r"'(\\.|[^'\\\n])*'", "''", out)


def unseen_lines(path, word, seen):
    try:
        with open(path, errors="replace") as src:
            text = strip_code(src.read())
    except OSError:
        return []
    pat = re.compile(r'\b%s\b' % re.escape(word))
    return [n for n, line in enumerate(text.split("\n"), 1)
            if pat.search(line) and n not in seen]


def line_text(path, n):
    try:
        with open(path, errors="replace") as src:
            return strip_code(src.read()).split("\n")[n - 1]
    except (OSError, IndexError):
        return ""


def other_use(s, q):
    """Name a use that is not a call of the semaphore API."""
    where = s.decl if s.decl is not None else s.first
    text = line_text(where.file, q[0])
    if re.search(r'EXPORT_SYMBOL\w*\s*\(\s*%s\s*\)' % re.escape(s.word), text):
        return "escapes the file: exported"
    if re.search(r'&\s*\(?[\w.>-]*\b%s\b' % re.escape(s.word), text):
        return "escapes the file: its address is taken (line %d)" % q[0]
    return "used other than through the semaphore calls (line %d)" % q[0]


def compute():
    """Decide, once per file, which semaphores are converted."""
    if F.done:
        return
    F.done = True
    # accesses x->f of a field name through an expression whose type is
    # unknown could be a field of any structure: refuse every field of that name
    for q, (f, pos) in F.anyf.items():
        if q in F.occ:
            continue
        t = F.typedf.get(q)
        if t is not None and t.startswith("struct ") and \
                not any(k == ("field", t[7:], f) or k == ("ptr", t[7:], f)
                        for k in F.fields.values()):
            continue
        for k in F.fields.values():
            if k[2] == f and (t is None or t == "struct " + k[1] or
                              not t.startswith("struct ")):
                F.sems[k].refuse("used through an expression of unknown type"
                                 " (line %s)" % pos.line)
    seen_lines = {}
    for q, k in F.occ.items():
        seen_lines.setdefault(F.sems[k].word, set()).add(q[0])
    for q, (f, pos) in F.anyf.items():
        seen_lines.setdefault(f, set()).add(q[0])
    for s in F.sems.values():
        if s.decl is not None:
            seen_lines.setdefault(s.word, set()).add(int(s.decl.line))
    F.seen_lines = seen_lines
    for q, key in F.occ.items():
        s = F.sems[key]
        if key[0] == "ptr":
            if q not in F.ptr_good:
                s.refuse("used other than by up(), down*() or assignment"
                         " (line %d)" % q[0])
            continue
        op = F.ops.get(q)
        if op is not None:
            if op[0] == "down_trylock":
                s.refuse("uses down_trylock()")
            continue
        if q in F.stores:
            carrier = F.occ.get(F.stores[q])
            if carrier is not None and carrier[0] == "ptr":
                s.links.add(carrier)
                F.sems[carrier].links.add(key)
            else:
                s.refuse("escapes the file: its address is stored"
                         " (line %d)" % q[0])
            continue
        if q in F.calls:
            fn = F.calls[q]
            if fn not in API:
                s.refuse("escapes the file: passed by pointer to %s()" % fn)
            continue
        if q in F.stored_in:
            s.refuse("escapes the file: its address is stored in %s (line %d)"
                     % (F.stored_in[q], q[0]))
            continue
        if any(q == pk(p) for (p, v, fn) in s.inits):
            continue
        s.refuse(other_use(s, q))
    for text, keys in F.texts.items():
        if len(keys) > 1:
            for k in keys:
                if k is not None:
                    F.sems[k].refuse("shares the expression %s with another"
                                     " semaphore" % text)
    for key in F.mutex:
        F.sems[key].refuse("used as a mutex (down/up on the same path)")
    for s in F.sems.values():
        k = s.key
        if s.header:
            s.refuse("escapes the file: declared in a header")
        if s.decl_how == "extern":
            s.refuse("escapes the file: declared in another file")
        if k[0] in ("global", "anon") and s.decl_how == "plain":
            s.refuse("escapes the file: not static")
        if s.decl_how == "multi":
            s.refuse("declared together with another semaphore"
                     " (split the declaration first)")
        if k[0] == "ptr":
            continue
        for (p, v, fn) in s.inits:
            v = value_of(v)
            if v == "0":
                continue
            if v == "1":
                s.refuse("starts unlocked (a mutex)")
            elif re.match(r'^[0-9]+$', v):
                s.refuse("counts resources (initial count %s)" % v)
            else:
                s.refuse("initial count %s is not 0" % v)
        if not s.inits:
            s.refuse("not initialised in this file")
        if not s.ups and not s.links:
            s.refuse("never released with up() in this file")
        if not s.waits:
            s.refuse("never waited on in this file")
        for (p, op) in s.waits:
            if op == "down_timeout" and pk(p) not in F.tctx:
                s.refuse("down_timeout() result used in a way this rule"
                         " cannot rewrite (line %s)" % p.line)
        for line in unseen_lines(s.decl.file if s.decl else s.first.file,
                                 s.word, seen_lines.get(s.word, set()))[:1]:
            s.refuse("appears where spatch does not see the use (line %d:"
                     " a macro or code it cannot parse)" % line)
    # a carrier converts with every semaphore whose address it carries
    for s in F.sems.values():
        if s.key[0] == "ptr" and s.decl is not None:
            for line in unseen_lines(s.decl.file, s.word,
                                     seen_lines.get(s.word, set()))[:1]:
                s.refuse("appears where spatch does not see the use (line %d)"
                         % line)
    # shared across the files of the target: the facts judge the rest
    for s in F.sems.values():
        s.local_reasons = [r for r in s.reasons if r not in AGG]
        if TREE is not None and shared(s):
            s.reasons = s.local_reasons + \
                tree_reasons(keystr(s.key), s.word,
                             (s.decl or s.first).file
                             if (s.decl or s.first) else "")
    changed = True
    for s in F.sems.values():
        s.ok = not s.reasons
        if s.key[0] == "ptr" and not s.links:
            s.ok = False
    while changed:
        changed = False
        for s in F.sems.values():
            if s.ok and any(not F.sems[l].ok for l in s.links):
                s.ok = False
                bad = sorted(F.sems[l].name for l in s.links
                             if not F.sems[l].ok)
                s.refuse("shares a pointer with %s, which is not converted"
                         % ", ".join(bad))
                changed = True


def sem_at(p):
    compute()
    key = F.occ.get(pk(p[0]))
    return F.sems[key] if key is not None else None


def conv(p):
    s = sem_at(p)
    return s is not None and s.ok


def conv_decl(p):
    compute()
    for s in F.sems.values():
        if s.decl is not None and pk(s.decl) == pk(p[0]):
            return s.ok
    return False


def conv_decl_onstack(p):
    compute()
    for s in F.sems.values():
        if s.decl is not None and pk(s.decl) == pk(p[0]):
            return s.ok and s.key[0] == "local" and s.decl_how == "declarer"
    return False


def init_fn(s, q):
    for (p, v, fn) in s.inits:
        if pk(p) == q:
            return fn
    return None


def rearm_by_init(p):
    """An init in a function that waits, of an event also initialised in a
    function that does not wait: the driver re-arms it."""
    s = sem_at(p)
    if s is None or not s.ok or s.key[0] == "local":
        return False
    fn = init_fn(s, pk(p[0]))
    waiting = set(w.current_element for (w, op) in s.waits)
    others = [f for (q, v, f) in s.inits if f != fn and f not in waiting]
    return fn in waiting and bool(others)


def init_only(path, fn):
    """fn is an __init function: it runs once."""
    try:
        with open(path, errors="replace") as src:
            text = src.read()
    except OSError:
        return False
    return re.search(r'\b__init\s+%s\s*\(' % re.escape(fn), text) is not None


def rearmed(s, w):
    """A wait that can run again on an event that is not initialised again."""
    fn = w.current_element
    if pk(w) in F.loop:
        return True
    if init_only(w.file, fn):
        return False
    if s.key[0] == "local":
        return False
    return not any(f == fn and int(q.line) < int(w.line)
                   for (q, v, f) in s.inits)


def in_conditional(pos):
    """True when pos lies inside an #if/#ifdef block of its file."""
    depth = 0
    try:
        with open(pos.file, errors="replace") as src:
            lines = src.readlines()
    except OSError:
        return False
    for text in lines[:int(pos.line) - 1]:
        word = text.strip().replace("# ", "#")
        if word.startswith("#if"):
            depth += 1
        elif word.startswith("#endif") and depth > 0:
            depth -= 1
    return depth > 0


def kick_ok(q):
    k = F.kick.get(q)
    return k is not None and not k[1]


def reinit_wait(pw):
    s = sem_at(pw)
    if s is None or not s.ok:
        return False
    w = pw[0]
    return rearmed(s, w) and pk(w) not in F.loop and kick_ok(pk(w))


def reinit_kick(pk_):
    compute()
    for (q, s) in [(q, F.sems[k]) for (q, k) in F.occ.items()]:
        if not s.ok:
            continue
        for (w, op) in s.waits:
            if pk(w) == q and kick_ok(q) and \
                    F.kick[q][0] == pk(pk_[0]) and \
                    rearmed(s, w) and q not in F.loop:
                return True
    return False


def eintr_test(q):
    compute()
    w = F.eintr.get(pk(q[0]))
    return w is not None and F.sems[F.occ[w]].ok


def notes():
    out = []
    for s in F.sems.values():
        if not s.ok or s.key[0] == "ptr":
            continue
        for (w, op) in s.waits:
            if rearmed(s, w):
                if pk(w) not in F.loop and kick_ok(pk(w)):
                    out.append((w, "re-armed event %s: reinit_completion() added"
                                " before the request is started" % s.name))
                else:
                    out.append((w, "re-armed event %s: no request start seen"
                                " before the wait, reinit_completion() not"
                                " added: add it before the request is started"
                                " if an earlier complete() must not count"
                                % s.name))
            if op in ("down_interruptible", "down_killable") and \
                    pk(w) not in F.tested:
                out.append((w, "%s: an interrupted wait now returns"
                            " -ERESTARTSYS, not -EINTR, and the value is"
                            " passed on" % s.name))
    return out


def findings():
    compute()
    out = []
    for s in F.sems.values():
        if s.key[0] == "ptr" and not s.links:
            continue
        if not (s.inits or s.ups or s.waits or s.links or
                (TREE is not None and shared(s))):
            continue
        where = s.decl if s.decl is not None else s.first
        msg = "semaphore %s not converted: %s" % \
            (s.name, "; ".join(s.sorted_reasons()))
        if TREE is not None and shared(s) and not s.ok:
            # the old API left in this file (an init) is named too
            for (p, v, fn) in s.inits:
                if s.decl is None or p.line != s.decl.line:
                    out.append((p, msg))
        elif not s.ok and s.decl_how != "foreign" and where is not None:
            # so is an init to 0 (the Residue of this rule) on another line
            for (p, v, fn) in s.inits:
                if value_of(v) == "0" and \
                        (p.file, p.line) != (where.file, where.line):
                    out.append((p, msg))
        if s.decl_how == "foreign":
            continue
        if s.ok:
            out.append((where, "semaphore %s used as a one-shot event:"
                        " -> completion" % s.name))
        else:
            out.append((where, msg))
    for q, (pos, text, v) in F.plus.items():
        why = []
        v = value_of(v)
        if v == "1":
            why.append("starts unlocked (a mutex)")
        elif re.match(r'^[0-9]+$', v) and v != "0":
            why.append("counts resources (initial count %s)" % v)
        why.append("escapes the file: declared outside this file")
        out.append((pos, "semaphore %s not converted: %s"
                    % (tidy(text), "; ".join(why))))
    out += notes()
    out.sort(key=lambda x: (pk(x[0]), x[1]))
    return out

# ---------------------------------------------------------------------
# Collection: every rule below only records, in all four modes.

// The gate: a semaphore of this file is declared (a field, a variable, a
// declarer) or initialised here.  Every rule below depends on it, which
// gives spatch a grep query (semaphore, sema_init, init_MUTEX_LOCKED, ...)
// to skip the files that cannot hold one; without it, rules such as
// "identifier s; s@p" would have every file parsed.  It matches whenever
// one of fdecl, pdecl, ldecl, gdecl, dlocked, dmutex, dsem, isema, ilocked
// or imutex below does: only they create the semaphores findings name.

@gate@
identifier S, x;
expression E, C;
declarer name DECLARE_MUTEX_LOCKED, DECLARE_MUTEX, DEFINE_SEMAPHORE;
@@

(
struct S { ... struct semaphore x; ... };
|
struct S { ... struct semaphore *x; ... };
|
struct semaphore x;
|
DECLARE_MUTEX_LOCKED(x);
|
DECLARE_MUTEX(x);
|
DEFINE_SEMAPHORE(x);
|
sema_init(&E, C)
|
init_MUTEX_LOCKED(&E)
|
init_MUTEX(&E)
)

// The tree-wide gate (-D collect, -D facts): a file that only uses a
// semaphore of a header or of another file (up(), down*(), sema_init() on
// it) holds none of the gate's tokens.  Never true under coccicheck.

@fgate depends on collect || facts@
identifier op = {sema_init, init_MUTEX_LOCKED, init_MUTEX, up, down,
                 down_interruptible, down_killable, down_timeout,
                 down_trylock};
expression E;
@@
op(&E, ...)

// A new file: forget the last one's semaphores.  It depends on the gate as
// every rule does: a script rule without a dependency would leave spatch
// without a grep query.

@script:python depends on (gate || fgate)@
@@
new_file()

@fdecl depends on (gate || fgate)@
identifier S, f;
position pd;
@@
struct S { ... struct semaphore f@pd; ... };

@script:python@
S << fdecl.S;
f << fdecl.f;
pd << fdecl.pd;
@@
S = str(S)
f = str(f)
key = ("field", S, f)
s = add_sem(key, "%s.%s" % (S, f), f, pd[0], "field")
F.fields[(S, f)] = key
for o in F.sems.values():
    if o is not s and o.key[0] == "field" and o.decl is not None and \
            o.key[1] == S and o.decl.line == pd[0].line:
        o.decl_how = s.decl_how = "multi"

@pdecl depends on (gate || fgate)@
identifier S, f;
position pd;
@@
struct S { ... struct semaphore *f@pd; ... };

@script:python@
S << pdecl.S;
f << pdecl.f;
pd << pdecl.pd;
@@
S = str(S)
f = str(f)
key = ("ptr", S, f)
add_sem(key, "%s.%s" % (S, f), f, pd[0], "field")
F.fields[(S, f)] = key

@ldecl depends on (gate || fgate)@
identifier fn, s;
position pd;
@@
fn(...) { <+... struct semaphore s@pd; ...+> }

@script:python@
fn << ldecl.fn;
s << ldecl.s;
pd << ldecl.pd;
@@
fn = str(fn)
s = str(s)
key = ("local", fn, s)
add_sem(key, s, s, pd[0], "local")
F.locals[(fn, s)] = key

@gstatic depends on (gate || fgate)@
identifier s;
position pd;
@@
static struct semaphore s@pd;

@gextern depends on (gate || fgate)@
identifier s;
position pd;
@@
extern struct semaphore s@pd;

@gdecl depends on (gate || fgate)@
identifier s;
position pd;
@@
struct semaphore s@pd;

@script:python@
s << gdecl.s;
pd << gdecl.pd;
@@
s = str(s)
if pd[0].current_element == s:
    key = ("global", s)
    add_sem(key, s, s, pd[0], "plain")
    F.globals[s] = key

@script:python@
s << gstatic.s;
pd << gstatic.pd;
@@
s = str(s)
key = F.globals.get(s)
if key is not None and pk(F.sems[key].decl) == pk(pd[0]):
    F.sems[key].decl_how = "static"

@script:python@
s << gextern.s;
pd << gextern.pd;
@@
s = str(s)
key = F.globals.get(s)
if key is not None and pk(F.sems[key].decl) == pk(pd[0]):
    F.sems[key].decl_how = "extern"

@dlocked depends on (gate || fgate)@
declarer name DECLARE_MUTEX_LOCKED;
identifier s;
position pd;
@@
DECLARE_MUTEX_LOCKED@pd(s);

@dmutex depends on (gate || fgate)@
declarer name DECLARE_MUTEX;
identifier s;
position pd;
@@
DECLARE_MUTEX@pd(s);

@dsem depends on (gate || fgate)@
declarer name DEFINE_SEMAPHORE;
identifier s;
position pd;
@@
DEFINE_SEMAPHORE@pd(s);

@dstatic depends on (gate || fgate)@
declarer name DECLARE_MUTEX_LOCKED, DECLARE_MUTEX, DEFINE_SEMAPHORE;
identifier s;
position pd;
@@
(
static DECLARE_MUTEX_LOCKED@pd(s);
|
static DECLARE_MUTEX@pd(s);
|
static DEFINE_SEMAPHORE@pd(s);
)

@script:python@
s << dlocked.s;
pd << dlocked.pd;
@@
s = str(s)
declared_by(s, pd[0], "0")

@script:python@
s << dmutex.s;
pd << dmutex.pd;
@@
s = str(s)
declared_by(s, pd[0], "1")

@script:python@
s << dsem.s;
pd << dsem.pd;
@@
s = str(s)
declared_by(s, pd[0], "1")

@script:python@
pd << dstatic.pd;
@@
for s in F.sems.values():
    if s.decl is not None and pk(s.decl) == pk(pd[0]):
        s.decl_how = "static declarer"

// A field of a variable of an unnamed structure of this file:
// "static struct { ... struct semaphore done; ... } ctl;" is used as
// ctl.done, and nowhere else.

@adecl depends on (gate || fgate)@
identifier x, f;
position pd;
@@
struct { ... struct semaphore f@pd; ... } x;

@astatic depends on (gate || fgate)@
identifier x, f;
position pd;
@@
static struct { ... struct semaphore f@pd; ... } x;

@script:python@
x << adecl.x;
f << adecl.f;
pd << adecl.pd;
@@
x = str(x)
f = str(f)
if pd[0].current_element == x:
    key = ("anon", x, f)
    add_sem(key, "%s.%s" % (x, f), f, pd[0], "plain")
    F.anon[(x, f)] = key

@script:python@
x << astatic.x;
f << astatic.f;
pd << astatic.pd;
@@
key = F.anon.get((str(x), str(f)))
if key is not None and pk(F.sems[key].decl) == pk(pd[0]):
    F.sems[key].decl_how = "static"

// Tree-wide (-D collect, -D facts): a semaphore this file uses but does not
// declare (a field of a structure of a header, a variable declared extern
// in a header) is known by its name, so that the checks below apply to its
// uses here; initialize joins what every file said.

@freg depends on (collect || facts) && (gate || fgate)@
identifier op = {sema_init, init_MUTEX_LOCKED, init_MUTEX, up, down,
                 down_interruptible, down_killable, down_timeout,
                 down_trylock};
type T;
T *Q;
T W;
identifier f;
position p;
@@
(
op(&Q->f@p, ...)
|
op(&W.f@p, ...)
)

@script:python@
T << freg.T;
f << freg.f;
p << freg.p;
@@
foreign_field(str(T), str(f), p[0])

@fregu depends on (collect || facts) && (gate || fgate)@
identifier op = {sema_init, init_MUTEX_LOCKED, init_MUTEX, up, down,
                 down_interruptible, down_killable, down_timeout,
                 down_trylock};
expression E;
identifier f;
position p;
@@
(
op(&E->f@p, ...)
|
op(&E.f@p, ...)
)

@script:python@
f << fregu.f;
p << fregu.p;
@@
F.apifield[pk(p[0])] = (str(f), p[0])

@greg depends on (collect || facts) && (gate || fgate)@
identifier op = {sema_init, init_MUTEX_LOCKED, init_MUTEX, up, down,
                 down_interruptible, down_killable, down_timeout,
                 down_trylock};
identifier x;
position p;
@@
op(&x@p, ...)

@script:python@
x << greg.x;
p << greg.p;
@@
foreign_var(str(x), p[0])

# Occurrences: which semaphore each expression names.

@ftyped depends on (gate || fgate)@
identifier f : script:python() { is_field_name(f) };
type T;
T *Q;
T W;
position p;
@@
(
Q->f@p
|
W.f@p
)

@script:python@
f << ftyped.f;
T << ftyped.T;
p << ftyped.p;
@@
f = str(f)
T = str(T)
t = re.sub(r'\s+', ' ', T.strip())
F.typedf[pk(p[0])] = t
if t.startswith("struct "):
    key = F.fields.get((t[7:], f))
    if key is not None:
        F.occ[pk(p[0])] = key
        F.sems[key].seen(p[0])

@fany depends on (gate || fgate)@
identifier f : script:python() { is_field_name(f) };
expression E;
position p;
@@
(
E->f@p
|
E.f@p
)

@script:python@
f << fany.f;
p << fany.p;
@@
f = str(f)
F.anyf[pk(p[0])] = (f, p[0])

@iocc depends on (gate || fgate)@
identifier s : script:python() { is_var_name(s) };
position p;
@@
s@p

@script:python@
s << iocc.s;
p << iocc.p;
@@
s = str(s)
key = var_key(s, p[0].current_element)
if key is not None and not (F.sems[key].decl is not None and
                            F.sems[key].decl.line == p[0].line):
    F.occ[pk(p[0])] = key
    F.sems[key].seen(p[0])

@aocc depends on (gate || fgate)@
identifier x : script:python() { is_anon_var(x) };
identifier f;
position p;
@@
x.f@p

@script:python@
x << aocc.x;
f << aocc.f;
p << aocc.p;
@@
key = F.anon.get((str(x), str(f)))
if key is not None:
    F.occ[pk(p[0])] = key
    F.sems[key].seen(p[0])

# Uses.

@isema depends on (gate || fgate)@
expression E, C;
position p;
@@
sema_init(&E@p, C)

@script:python@
E << isema.E;
C << isema.C;
p << isema.p;
@@
E = str(E)
C = str(C)
record_init(E, p[0], C)

@ilocked depends on (gate || fgate)@
expression E;
position p;
@@
init_MUTEX_LOCKED(&E@p)

@script:python@
E << ilocked.E;
p << ilocked.p;
@@
E = str(E)
record_init(E, p[0], "0")

@imutex depends on (gate || fgate)@
expression E;
position p;
@@
init_MUTEX(&E@p)

@script:python@
E << imutex.E;
p << imutex.p;
@@
E = str(E)
record_init(E, p[0], "1")

@apitext depends on (gate || fgate)@
identifier fn = {sema_init, init_MUTEX_LOCKED, init_MUTEX, up, down,
                 down_interruptible, down_killable, down_timeout,
                 down_trylock};
expression E;
position p;
@@
fn(&E@p, ...)

@script:python@
E << apitext.E;
p << apitext.p;
@@
E = str(E)
record_text("&" + E, p[0])

@apiptr depends on (gate || fgate)@
expression E;
position p;
@@
\(up\|down\|down_interruptible\|down_killable\|down_timeout\|down_trylock\)(E@p, ...)

@script:python@
E << apiptr.E;
p << apiptr.p;
@@
E = str(E)
record_text(E, p[0])

@ops depends on (gate || fgate)@
identifier op = {up, down, down_interruptible, down_killable, down_timeout,
                 down_trylock};
expression E;
position p : script:python() { is_occ(p) };
@@
op(&E@p, ...)

@script:python@
op << ops.op;
p << ops.p;
@@
op = str(op)
record_op(op, p[0])

@pops depends on (gate || fgate)@
identifier op = {up, down, down_interruptible, down_killable, down_timeout,
                 down_trylock};
expression E;
position p : script:python() { is_ptr_occ(p) };
@@
op(E@p, ...)

@script:python@
op << pops.op;
p << pops.p;
@@
op = str(op)
record_op(op, p[0])

@calls depends on (gate || fgate)@
identifier fn;
expression E;
position p : script:python() { is_occ(p) };
@@
fn(..., &E@p, ...)

@script:python@
fn << calls.fn;
p << calls.p;
@@
fn = str(fn)
if pk(p[0]) not in F.calls:
    F.calls[pk(p[0])] = fn

@stores depends on (gate || fgate)@
expression X, E;
position q : script:python() { is_occ(q) };
position p : script:python() { is_occ(p) };
@@
X@q = &E@p

@script:python@
p << stores.p;
q << stores.q;
@@
F.stores[pk(p[0])] = pk(q[0])
if F.occ[pk(q[0])][0] == "ptr":
    F.ptr_good.add(pk(q[0]))

@storeany depends on (gate || fgate)@
expression X, E;
position p : script:python() { is_occ(p) };
@@
X = &E@p

@script:python@
X << storeany.X;
p << storeany.p;
@@
X = str(X)
F.stored_in[pk(p[0])] = re.sub(r"\s+", "", X)

@ptrtest depends on (gate || fgate)@
expression X;
statement S1, S2;
position q : script:python() { is_ptr_occ(q) };
@@
(
if (X@q) S1 else S2
|
if (X@q) S1
|
X@q == NULL
|
X@q != NULL
|
!X@q
)

@script:python@
q << ptrtest.q;
@@
F.ptr_good.add(pk(q[0]))

@ptrnull depends on (gate || fgate)@
expression X;
position q : script:python() { is_occ(q) };
@@
X@q = NULL

@script:python@
q << ptrnull.q;
@@
F.ptr_good.add(pk(q[0]))

@mutex depends on (gate || fgate) exists@
expression E1, E2;
position p1 : script:python() { is_occ(p1) };
position p2 : script:python() { is_occ(p2) };
@@
(
\(down\|down_interruptible\|down_killable\|down_timeout\)(&E1@p1, ...)
|
\(down\|down_interruptible\|down_killable\|down_timeout\)(E1@p1, ...)
)
...
(
up(&E2@p2)
|
up(E2@p2)
)

@script:python@
p1 << mutex.p1;
p2 << mutex.p2;
@@
if F.occ[pk(p1[0])] == F.occ[pk(p2[0])]:
    F.mutex.add(F.occ[pk(p1[0])])

@loop depends on (gate || fgate) exists@
expression E;
position p : script:python() { is_occ(p) };
@@
\(down\|down_interruptible\|down_killable\|down_timeout\)(&E@p, ...)
... when != \(sema_init(&E, ...)\|init_MUTEX_LOCKED(&E)\)
\(down\|down_interruptible\|down_killable\|down_timeout\)(&E@p, ...)

@script:python@
p << loop.p;
@@
F.loop.add(pk(p[0]))

@kick depends on (gate || fgate) exists@
expression X;
identifier fn;
identifier k =~ "^(write[bwlq]|write[bwlq]_relaxed|iowrite(8|16|32|64)|iowrite(16|32|64)be|out[bwl]|out[bwl]_p|usb_submit_urb|queue_work|schedule_work|queue_delayed_work|schedule_delayed_work|mod_timer|add_timer|wake_up_process|tasklet_schedule|tasklet_hi_schedule)$";
expression E;
position pkick;
position p : script:python() { is_occ(p) };
@@
fn(...) {
... when != k(...)
\(k@pkick(...);\|X = k@pkick(...);\)
... when any
\(down\|down_interruptible\|down_killable\|down_timeout\)(&E@p, ...)
... when any
}

@script:python@
p << kick.p;
q << kick.pkick;
@@
if pk(p[0]) not in F.kick:
    F.kick[pk(p[0])] = (pk(q[0]), in_conditional(q[0]))

@tested depends on (gate || fgate)@
expression E, E1, E2;
statement S1, S2;
position p : script:python() { is_occ(p) };
@@
(
if (\(down_interruptible\|down_killable\)(&E@p)) S1 else S2
|
if (\(down_interruptible\|down_killable\)(&E@p)) S1
|
if (!\(down_interruptible\|down_killable\)(&E@p)) S1 else S2
|
if (!\(down_interruptible\|down_killable\)(&E@p)) S1
|
\(down_interruptible\|down_killable\)(&E@p) ? E1 : E2
)

@script:python@
p << tested.p;
@@
F.tested.add(pk(p[0]))

@eintrc depends on (gate || fgate) exists@
idexpression ret;
expression E, E2;
position p : script:python() { is_occ(p) };
position q;
@@
ret = \(down_interruptible\|down_killable\)(&E@p);
... when != ret = E2
    when any
(
ret@q == -EINTR
|
ret@q != -EINTR
)

@script:python@
p << eintrc.p;
q << eintrc.q;
@@
F.eintr[pk(q[0])] = pk(p[0])

@tctx depends on (gate || fgate)@
expression E, T, X;
statement S;
position p : script:python() { is_occ(p) };
@@
(
down_timeout(&E@p, T);
|
X = down_timeout(&E@p, T);
|
return down_timeout(&E@p, T);
|
if (down_timeout(&E@p, T)) S
|
while (down_timeout(&E@p, T)) S
)

@script:python@
p << tctx.p;
@@
F.tctx.add(pk(p[0]))

@tctxe depends on (gate || fgate)@
expression E, T;
position p : script:python() { is_occ(p) };
@@
(
down_timeout(&E@p, T) == -ETIME
|
down_timeout(&E@p, T) != -ETIME
|
down_timeout(&E@p, T) < 0
|
down_timeout(&E@p, T) == 0
|
down_timeout(&E@p, T) != 0
|
!down_timeout(&E@p, T)
)

@script:python@
p << tctxe.p;
@@
F.tctx.add(pk(p[0]))

# Context mode.

@depends on context && (gate || fgate)@
expression E;
position p : script:python() { conv(p) };
@@
(
* \(sema_init\|init_MUTEX_LOCKED\)(&E@p, ...)
|
* \(up\|down\|down_interruptible\|down_killable\|down_timeout\)(&E@p, ...)
|
* \(up\|down\|down_interruptible\|down_killable\|down_timeout\)(E@p, ...)
)

// ---------------------------------------------------------------------
// Patch mode.  spatch re-parses a file after every rule that changes it,
// so positions found above are only valid until the first change: the
// rules below first bind the names of the declarations to convert; one
// rule (edit) then makes every change inside expressions and statements,
// at the positions compute() decided, before anything else changes the
// file; the declarations follow by name, and the reinit_completion()
// lines last.  Binding each semaphore's expression instead (an
// "expression op.E" inherited by each change rule) made spatch run those
// rules once per distinct expression over the whole file and carry
// environments that multiply: over 600 s on a 2,500-line driver with a
// semaphore per channel (make bench-lines).  The binding rules use
// <+... ...+>: a <... ...> nest also matches a function without the
// declaration, so every function of the file was a binding of fn.

@okick depends on patch && (gate || fgate) exists@
identifier fn, k;
expression E, X;
position pkick : script:python() { reinit_kick(pkick) };
position p : script:python() { reinit_wait(p) };
@@
fn(...) {
... when any
\(k@pkick(...);\|X = k@pkick(...);\)
... when any
\(down\|down_interruptible\|down_killable\|down_timeout\)(&E@p, ...)
... when any
}

@ofield depends on patch && (gate || fgate)@
identifier S, f;
position pd : script:python() { conv_decl(pd) };
@@
struct S { ... \(struct semaphore f@pd;\|struct semaphore *f@pd;\) ... };

@oanon depends on patch && (gate || fgate)@
identifier x, f;
position pd : script:python() { conv_decl(pd) };
@@
struct { ... struct semaphore f@pd; ... } x;

@oglobal depends on patch && (gate || fgate)@
identifier s;
position pd : script:python() { conv_decl(pd) };
@@
struct semaphore s@pd;

@olocal depends on patch && (gate || fgate)@
identifier fn, s;
position pd : script:python() { conv_decl(pd) };
@@
fn(...) { <+... struct semaphore s@pd; ...+> }

@odecl depends on patch && (gate || fgate)@
declarer name DECLARE_MUTEX_LOCKED;
identifier s;
position pd : script:python() { conv_decl(pd) and not conv_decl_onstack(pd) };
@@
DECLARE_MUTEX_LOCKED@pd(s);

@odeclstack depends on patch && (gate || fgate)@
declarer name DECLARE_MUTEX_LOCKED;
identifier fn, s;
position pd : script:python() { conv_decl_onstack(pd) };
@@
fn(...) { <+... DECLARE_MUTEX_LOCKED@pd(s); ...+> }

// Every change inside functions.  Its constraints are asked about calls
// of the semaphore API and -EINTR tests only.  The statement branches come
// first: spatch 1.1.1 does not parse a statement branch after an
// expression branch.
@edit depends on patch && (gate || fgate)@
idexpression ret;
expression E, T, X, C;
statement S;
position q : script:python() { eintr_test(q) };
position p : script:python() { conv(p) };
position pi : script:python() { conv(pi) and not rearm_by_init(pi) };
position pr : script:python() { conv(pr) and rearm_by_init(pr) };
position pp : script:python() { conv(pp) and is_ptr_occ(pp) };
@@
(
- down_timeout
+ wait_for_completion_timeout
  (&E@p, T);
|
- X = down_timeout(&E@p, T);
+ X = wait_for_completion_timeout(&E, T) ? 0 : -ETIME;
|
- return down_timeout(&E@p, T);
+ return wait_for_completion_timeout(&E, T) ? 0 : -ETIME;
|
if (
- down_timeout(&E@p, T)
+ !wait_for_completion_timeout(&E, T)
 ) S
|
while (
- down_timeout(&E@p, T)
+ !wait_for_completion_timeout(&E, T)
 ) S
|
ret@q ==
- -EINTR
+ -ERESTARTSYS
|
ret@q !=
- -EINTR
+ -ERESTARTSYS
|
- down_timeout(&E@p, T) == -ETIME
+ !wait_for_completion_timeout(&E, T)
|
- down_timeout(&E@p, T) != -ETIME
+ wait_for_completion_timeout(&E, T)
|
- down_timeout(&E@p, T) < 0
+ !wait_for_completion_timeout(&E, T)
|
- down_timeout(&E@p, T) == 0
+ wait_for_completion_timeout(&E, T)
|
- down_timeout(&E@p, T) != 0
+ !wait_for_completion_timeout(&E, T)
|
- !down_timeout(&E@p, T)
+ wait_for_completion_timeout(&E, T)
|
- sema_init(&E@pr, C)
+ reinit_completion(&E)
|
- init_MUTEX_LOCKED(&E@pr)
+ reinit_completion(&E)
|
- sema_init(&E@pi, C)
+ init_completion(&E)
|
- init_MUTEX_LOCKED(&E@pi)
+ init_completion(&E)
|
- up
+ complete
  (&E@p)
|
- down
+ wait_for_completion
  (&E@p)
|
- down_interruptible
+ wait_for_completion_interruptible
  (&E@p)
|
- down_killable
+ wait_for_completion_killable
  (&E@p)
|
- up
+ complete
  (E@pp)
)

@depends on patch && (gate || fgate)@
identifier ofield.S, ofield.f;
@@
struct S { ...
(
- struct semaphore
+ struct completion
  f;
|
- struct semaphore
+ struct completion
  *f;
)
...
};

@depends on patch && (gate || fgate)@
identifier oanon.x, oanon.f;
@@
struct { ...
- struct semaphore
+ struct completion
  f;
...
} x;

@depends on patch && (gate || fgate)@
identifier oglobal.s;
@@
- struct semaphore
+ struct completion
  s;

@depends on patch && (gate || fgate)@
identifier olocal.fn, olocal.s;
@@
fn(...) {
<...
- struct semaphore
+ struct completion
  s;
...>
}

@depends on patch && (gate || fgate)@
declarer name DECLARE_MUTEX_LOCKED, DECLARE_COMPLETION;
identifier odecl.s;
@@
- DECLARE_MUTEX_LOCKED
+ DECLARE_COMPLETION
  (s);

@depends on patch && (gate || fgate)@
declarer name DECLARE_MUTEX_LOCKED, DECLARE_COMPLETION_ONSTACK;
identifier odeclstack.fn, odeclstack.s;
@@
fn(...) {
<...
- DECLARE_MUTEX_LOCKED
+ DECLARE_COMPLETION_ONSTACK
  (s);
...>
}

@depends on patch && (gate || fgate) exists@
identifier okick.fn, okick.k;
expression okick.E;
@@
fn(...) {
... when != k(...)
+ reinit_completion(&E);
k(...);
... when any
}

@depends on patch && (gate || fgate) exists@
identifier okick.fn, okick.k;
expression okick.E, X;
@@
fn(...) {
... when != k(...)
+ reinit_completion(&E);
X = k(...);
... when any
}

// ---------------------------------------------------------------------
// The includes.  After the edits above: a file that converted a semaphore
// and uses none any more takes <linux/completion.h> in place of
// <linux/semaphore.h>; one that still uses a semaphore keeps it and gets
// <linux/completion.h> beside it (unless it has it already).  A file that
// included neither keeps its includes.

@sem_left_use depends on patch && (gate || fgate)@
identifier semop = {up, down, down_interruptible, down_killable, down_trylock, down_timeout, sema_init};
@@
semop(...)

@sem_left_var depends on patch && (gate || fgate)@
identifier x;
@@
(
struct semaphore x;
|
struct semaphore *x;
)

@sem_left_field depends on patch && (gate || fgate)@
identifier S, f;
@@
struct S { ... \(struct semaphore f;\|struct semaphore *f;\) ... };

@sem_left_param depends on patch && (gate || fgate)@
identifier fn, x;
type T;
@@
T fn(..., struct semaphore *x, ...) { ... }

@sem_left_decl depends on patch && (gate || fgate)@
declarer name DEFINE_SEMAPHORE, DECLARE_MUTEX, DECLARE_MUTEX_LOCKED;
identifier x;
@@
\(DEFINE_SEMAPHORE\|DECLARE_MUTEX\|DECLARE_MUTEX_LOCKED\)(x, ...);

// (A rule's dependency on ofield, oglobal... would not do: their
// position constraints filter bindings after the match, so the rule
// counts as matched even where nothing converted.)
@script:python conv_any depends on patch && (gate || fgate)@
cv;
@@
compute()
if any(s.ok for s in F.sems.values()):
    coccinelle.cv = "converted"
else:
    cocci.include_match(False)

@has_completion_h depends on patch && (gate || fgate)@
@@
#include <linux/completion.h>

@sem_h depends on patch && (gate || fgate)@
@@
(
#include <linux/semaphore.h>
|
#include <asm/semaphore.h>
)

@depends on patch && (gate || fgate) && conv_any &&
  !sem_left_use && !sem_left_var && !sem_left_field && !sem_left_param &&
  !sem_left_decl && !has_completion_h@
@@
(
- #include <linux/semaphore.h>
+ #include <linux/completion.h>
|
- #include <asm/semaphore.h>
+ #include <linux/completion.h>
)

@depends on patch && (gate || fgate) && conv_any &&
  !sem_left_use && !sem_left_var && !sem_left_field && !sem_left_param &&
  !sem_left_decl && has_completion_h@
@@
(
- #include <linux/semaphore.h>
|
- #include <asm/semaphore.h>
)

@depends on patch && (gate || fgate) && conv_any &&
  (sem_left_use || sem_left_var || sem_left_field || sem_left_param ||
  sem_left_decl) && !has_completion_h@
@@
(
  #include <linux/semaphore.h>
+ #include <linux/completion.h>
|
  #include <asm/semaphore.h>
+ #include <linux/completion.h>
)

// ---------------------------------------------------------------------
// Collect mode (-D collect): the facts of this file, nothing else.

@script:python depends on collect && (gate || fgate)@
@@
print_facts()

// ---------------------------------------------------------------------
// Report and org modes: one line per semaphore, then the notes.

@script:python depends on report && (gate || fgate)@
@@
for (pos, msg) in findings():
    coccilib.report.print_report(pos, msg)

@script:python depends on org && (gate || fgate)@
@@
for (pos, msg) in findings():
    coccilib.org.print_todo(pos, msg)
