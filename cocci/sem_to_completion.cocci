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
# The decisions are Python: cocci/sem_to_completion.py, beside this file (the runner
# and make coccicheck give spatch this file's path), with its unit tests
# in scripts/lib/test_rule_helpers.py.
import os
import sys

sys.dont_write_bytecode = True
helper_dir = os.path.dirname(os.path.realpath(cocci.cocci_file))
if not os.path.isfile(os.path.join(helper_dir, "sem_to_completion.py")):
    raise ImportError("%s: its helper sem_to_completion.py is not beside it: copy cocci/sem_to_completion.py along" %
                      cocci.cocci_file) from None
sys.path.insert(0, helper_dir)
from sem_to_completion import *  # noqa: E402,F401,F403


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

// __init functions: they run once (a wait there is not re-armed).
@initfn depends on (gate || fgate)@
identifier fn;
type T;
attribute name __init;
@@
T __init fn(...) { ... }

@script:python@
fn << initfn.fn;
@@
F.init_fns.add(str(fn))

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
