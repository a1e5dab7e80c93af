// SPDX-License-Identifier: GPL-2.0
/// rwlock_is_locked() was removed in 2.6.11: use write_can_lock() or
/// read_can_lock().
///
/// rwlock_is_locked(l) was true when anybody held the lock, a reader or a
/// writer (i386: the count differs from RW_LOCK_BIAS), which is exactly
/// !write_can_lock(l); so rwlock_is_locked(l) becomes !write_can_lock(l) and
/// !rwlock_is_locked(l) becomes write_can_lock(l), with no double negation.
/// Where the test only guards taking the lock for reading (a loop that waits
/// and then calls read_lock(l), an if that bails out before read_lock(l), or
/// an if whose branch starts with read_lock(l)) what the code needs to know
/// is whether a writer holds it, so the test becomes !read_can_lock(l)
/// (resp. read_can_lock(l)): readers do not exclude each other.
/// rwlock_is_locked() applied to a spinlock_t never meant anything (the
/// 2.6.11 rename of spinlock_t.lock to slock was made to catch this); it is
/// reported, not edited.  A driver's own #define of rwlock_is_locked is
/// removed once its uses are converted.
///
// Confidence: Moderate
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: replace rwlock_is_locked() with write_can_lock()
// Subject-short: write_can_lock()
// Commit-why: 2
// Follow-up: /left for a human$|by hand\b/
// Options: --no-includes --include-headers
// Residue: /(?<![.>*])\brwlock_is_locked\b/ rwlock_is_locked
// Residue-shim: /^[ \t]*#[ \t]*define[ \t]+rwlock_is_locked\(/

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@

def _call_tail(text, start):
    """Index just past the ')' closing the call whose '(' follows start."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1

def _squeeze(text):
    return "".join(text.split())

def dowhile_read_guard(pos, lock):
    """True for '} while (rwlock_is_locked(L));' followed by read_lock*(L ...)."""
    try:
        with open(pos.file, errors="replace") as src:
            lines = src.read().split("\n")
    except OSError:
        return False
    row = int(pos.line) - 1
    text = lines[row]
    head = text[:int(pos.column)]
    if _squeeze(head) not in ("}while(", "while("):
        return False
    if _squeeze(head) == "while(" and row > 0 and not lines[row - 1].strip().endswith("}"):
        return False
    end = _call_tail(text, int(pos.column_end))
    if end < 0 or _squeeze(text[end:]) != ");":
        return False
    for nxt in lines[row + 1:]:
        if nxt.strip():
            break
    else:
        return False
    nxt = _squeeze(nxt)
    for fn in ("read_lock(", "read_lock_irq(", "read_lock_bh(", "read_lock_irqsave("):
        if nxt.startswith(fn + _squeeze(lock)):
            rest = nxt[len(fn + _squeeze(lock)):]
            return rest.startswith(")") or rest.startswith(",")
    return False

// Match rules: every rwlock_is_locked() call, by class, for report and
// org; the fix rules below repeat the same patterns in the same order.
// First the read-lock guards: a wait loop or an if in front of
// read_lock(l), or an if whose branch starts with read_lock(l).

@g_do depends on !patch@
expression E;
position p : script:python(E) { dowhile_read_guard(p[0], E) };
@@

rwlock_is_locked@p(E)

@g_while depends on !patch@
expression E, F;
statement S;
position p != g_do.p;
@@

while (unlikely(rwlock_is_locked@p(E))) S
(
read_lock(E);
|
read_lock_irq(E);
|
read_lock_bh(E);
|
read_lock_irqsave(E, F);
)

@g_if depends on !patch@
expression E, F;
statement S;
position p != {g_do.p, g_while.p};
@@

if (unlikely(rwlock_is_locked@p(E))) S
(
read_lock(E);
|
read_lock_irq(E);
|
read_lock_bh(E);
|
read_lock_irqsave(E, F);
)

@g_ifnot depends on !patch@
expression E, F;
position p != {g_do.p, g_while.p, g_if.p};
@@

if (likely(!rwlock_is_locked@p(E))) {
(
read_lock(E);
|
read_lock_irq(E);
|
read_lock_bh(E);
|
read_lock_irqsave(E, F);
)
...
}

// On a spinlock_t: a bug in the original, not a conversion.
@spin@
typedef spinlock_t;
spinlock_t *S;
position p != {g_do.p, g_while.p, g_if.p, g_ifnot.p};
@@

rwlock_is_locked@p(S)

@neg depends on !patch@
expression E;
position p != {g_do.p, g_while.p, g_if.p, g_ifnot.p, spin.p};
@@

rwlock_is_locked@p(E) == 0

@plain depends on !patch@
expression E;
position p != {g_do.p, g_while.p, g_if.p, g_ifnot.p, spin.p, neg.p};
@@

rwlock_is_locked@p(E)

// A driver's own definition.
@shim depends on !patch@
identifier a;
expression e;
position p;
@@

#define rwlock_is_locked(a@p) e

@shim_other depends on !patch@
identifier a;
position p != shim.p;
@@

#define rwlock_is_locked(a@p, ...)

// Context mode: every site.
@depends on context@
expression E;
@@

* rwlock_is_locked(E)

// Fix rules: the same patterns in the same order as the classification
// above (a rule may not inherit positions across an earlier edit).

@depends on patch@
expression E;
position p : script:python(E) { dowhile_read_guard(p[0], E) };
@@

- rwlock_is_locked@p(E)
+ !read_can_lock(E)

@depends on patch@
expression E, F;
statement S;
@@

while (unlikely(
- rwlock_is_locked(E)
+ !read_can_lock(E)
 )) S
(
read_lock(E);
|
read_lock_irq(E);
|
read_lock_bh(E);
|
read_lock_irqsave(E, F);
)

@depends on patch@
expression E, F;
statement S;
@@

if (unlikely(
- rwlock_is_locked(E)
+ !read_can_lock(E)
 )) S
(
read_lock(E);
|
read_lock_irq(E);
|
read_lock_bh(E);
|
read_lock_irqsave(E, F);
)

@depends on patch@
expression E, F;
@@

if (likely(
- !rwlock_is_locked(E)
+ read_can_lock(E)
 )) {
(
read_lock(E);
|
read_lock_irq(E);
|
read_lock_bh(E);
|
read_lock_irqsave(E, F);
)
...
}

@depends on patch@
typedef spinlock_t;
spinlock_t *S;
expression E;
@@

(
rwlock_is_locked(S)
|
- rwlock_is_locked(E) == 0
+ write_can_lock(E)
)

@depends on patch@
typedef spinlock_t;
spinlock_t *S;
expression E;
@@

(
rwlock_is_locked(S)
|
- rwlock_is_locked(E)
+ !write_can_lock(E)
)

@depends on patch && !spin@
identifier a;
expression e;
@@

- #define rwlock_is_locked(a) e

// Report and org output.

@script:python depends on report@
p << spin.p;
@@

coccilib.report.print_report(p[0], "rwlock_is_locked() on a spinlock_t never tested that lock (spin_is_locked() does): left for a human")

@script:python depends on org@
p << spin.p;
@@

coccilib.org.print_todo(p[0], "rwlock_is_locked() on a spinlock_t never tested that lock (spin_is_locked() does): left for a human")

@script:python depends on report@
p << g_while.p;
@@

coccilib.report.print_report(p[0], "rwlock_is_locked() waits to read_lock(): becomes !read_can_lock() (a writer holds it)")

@script:python depends on org@
p << g_while.p;
@@

coccilib.org.print_todo(p[0], "rwlock_is_locked() waits to read_lock(): becomes !read_can_lock() (a writer holds it)")

@script:python depends on report@
p << g_do.p;
@@

coccilib.report.print_report(p[0], "rwlock_is_locked() waits to read_lock(): becomes !read_can_lock() (a writer holds it)")

@script:python depends on org@
p << g_do.p;
@@

coccilib.org.print_todo(p[0], "rwlock_is_locked() waits to read_lock(): becomes !read_can_lock() (a writer holds it)")

@script:python depends on report@
p << g_if.p;
@@

coccilib.report.print_report(p[0], "rwlock_is_locked() guards read_lock(): becomes !read_can_lock() (a writer holds it)")

@script:python depends on org@
p << g_if.p;
@@

coccilib.org.print_todo(p[0], "rwlock_is_locked() guards read_lock(): becomes !read_can_lock() (a writer holds it)")

@script:python depends on report@
p << g_ifnot.p;
@@

coccilib.report.print_report(p[0], "!rwlock_is_locked() guards read_lock(): becomes read_can_lock() (no writer holds it)")

@script:python depends on org@
p << g_ifnot.p;
@@

coccilib.org.print_todo(p[0], "!rwlock_is_locked() guards read_lock(): becomes read_can_lock() (no writer holds it)")

@script:python depends on report@
p << neg.p;
@@

coccilib.report.print_report(p[0], "!rwlock_is_locked() becomes write_can_lock() (nobody holds it)")

@script:python depends on org@
p << neg.p;
@@

coccilib.org.print_todo(p[0], "!rwlock_is_locked() becomes write_can_lock() (nobody holds it)")

@script:python depends on report@
p << plain.p;
@@

coccilib.report.print_report(p[0], "rwlock_is_locked() becomes !write_can_lock() (held by a reader or a writer)")

@script:python depends on org@
p << plain.p;
@@

coccilib.org.print_todo(p[0], "rwlock_is_locked() becomes !write_can_lock() (held by a reader or a writer)")

@script:python depends on report && !spin@
p << shim.p;
@@

coccilib.report.print_report(p[0], "local rwlock_is_locked macro removed: its uses are converted")

@script:python depends on org && !spin@
p << shim.p;
@@

coccilib.org.print_todo(p[0], "local rwlock_is_locked macro removed: its uses are converted")

@script:python depends on report && spin@
p << shim.p;
@@

coccilib.report.print_report(p[0], "local rwlock_is_locked macro kept: a use on a spinlock_t is left for a human")

@script:python depends on org && spin@
p << shim.p;
@@

coccilib.org.print_todo(p[0], "local rwlock_is_locked macro kept: a use on a spinlock_t is left for a human")

@script:python depends on report@
p << shim_other.p;
@@

coccilib.report.print_report(p[0], "local rwlock_is_locked macro spatch cannot match: remove it by hand once its uses are converted")

@script:python depends on org@
p << shim_other.p;
@@

coccilib.org.print_todo(p[0], "local rwlock_is_locked macro spatch cannot match: remove it by hand once its uses are converted")
