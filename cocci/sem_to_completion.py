# SPDX-License-Identifier: GPL-2.0
"""The Python of cocci/sem_to_completion.cocci: which semaphores are used as
completions, and the edits and messages that follow.

The rule's initialize imports its names (README, Layout: cocci/);
scripts/lib/test_rule_helpers.py tests it without spatch.
"""

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
        self.init_fns = set()     # functions defined __init
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
    # F made new in place: the rule's script rules hold this very object
    # (a new binding would not reach them).
    F.__dict__.clear()
    F.__init__()


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


def rearmed(s, w):
    """A wait that can run again on an event that is not initialised again."""
    fn = w.current_element
    if pk(w) in F.loop:
        return True
    if fn in F.init_fns:
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
