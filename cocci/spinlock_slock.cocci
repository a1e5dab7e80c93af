// SPDX-License-Identifier: GPL-2.0
/// Reading a spinlock_t's internal field: use spin_can_lock().
///
/// In 2.6.11 the spinlock_t field "lock" was renamed "slock" so that code
/// poking at it breaks at build time; 6.1 has no such field at all.  Its
/// value is architecture-specific (i386: 1 free, 0 or below held), so the
/// only portable way to ask is through an accessor, and 2.6.11 added
/// spin_can_lock() for just this question.  Where the test's meaning is
/// clear it is converted: x.lock > 0, x.lock >= 1 and x.lock == 1 ask "is
/// it free?" and become spin_can_lock(&x); x.lock <= 0, x.lock < 1,
/// x.lock != 1, x.lock == 0 and !x.lock ask "is it held?" and become
/// !spin_can_lock(&x) (for a spinlock_t *p, p->lock becomes p).  Not
/// spin_is_locked(): checkpatch.pl asks for lockdep_assert_held() in place
/// of every new spin_is_locked(), and that asserts something else (that
/// this task holds the lock), while these drivers test it.  Calls of
/// spin_is_locked() already in the code are left as they are.  Only
/// expressions whose type spatch knows to be spinlock_t are touched, never
/// other fields called lock.  Everything else is reported, not edited: a
/// write to the field, the field as a plain truth value (nonzero is both
/// free and contended on i386), other comparisons, arithmetic, passing it
/// on, and x.lock.lock where spatch cannot see x.lock's type.
///
// Confidence: Moderate
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: use spin_can_lock() instead of the lock field
// Subject-short: spin_can_lock()
// Commit-why: 3
// Follow-up: /left for a human$/
// Options: --no-includes --include-headers
// Must-contain: /\bspinlock_t\b[^;{}]*?\b(?P<sl>\w+)\b[\s\S]*?\b(?P=sl)\b (?:\[[^;]*?\] |\([^;{}]*?\) )?(?:\) )*(?:\.|->) lock\b|\block \. lock\b|\btypedef spinlock_t\b|\bspinlock_t \* \)/
// Must-contain: /(\.|->) lock\b/
// Residue: /(?:\.|->) lock (?:<=?|>=?|==|!=) -?[0-9]|(?:\.|->) lock \. lock\b/ spinlock-field

virtual patch
virtual context
virtual org
virtual report

// "// Must-contain:" above is read by scripts/stages/spatch-report.sh; coccicheck
// ignores it (its own "Requires" line names a spatch version).  spatch's
// grep query for this rule is only "lock", but a typed match needs a
// name the file declares with spinlock_t (--no-includes: spatch knows no
// other type: a variable, parameter, field, array or function returning
// one), written later with ".lock" or "->lock" after it (after an index,
// the call's arguments or closing parentheses: p->tx_lock.lock,
// locks[i].lock, (*p).lock, get_lock(d)->lock), or a spinlock_t typedef
// or cast the file makes; the untyped rule needs the text lock.lock
// (E.lock.lock or E->lock.lock).  And every match reads a field called
// lock: ".lock" or "->lock".  On 6.1 the first regex leaves 15 files of
// the 1,167 the token and the second regex give (make bench-spatch:
// spatch parsed all 1,167 for no finding, 82 s).  The regexes read the
// whole file, and a space in them stands for any white space or comments,
// line breaks included.

@initialize:python@
@@

import re

# The lock implementation itself (6.1's PREEMPT_RT spinlock_t really has a
# member called lock, an rt_mutex_base): not a user of the spinlock API.
LOCK_IMPL = re.compile(r"(^|/)(kernel/locking/|include/linux/(spinlock|rwlock)[^/]*[.]h$"
                       r"|arch/[^/]+/include/asm/(spinlock|rwlock)[^/]*[.]h$)")

def user_code(pos):
    return not LOCK_IMPL.search(pos.file)

// Match rules: every read or write of the field, by class, for report and
// org.  The fix rules below use the same held and free patterns, so report
// mode names exactly what patch mode edits.

@held depends on !patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
position q;
@@

(
x.lock@q <= 0
|
x.lock@q < 1
|
x.lock@q != 1
|
x.lock@q == 0
|
 (p)->lock@q <= 0
|
 (p)->lock@q < 1
|
 (p)->lock@q != 1
|
 (p)->lock@q == 0
)

@free depends on !patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
position q != held.q;
@@

(
x.lock@q > 0
|
x.lock@q >= 1
|
x.lock@q == 1
|
 (p)->lock@q > 0
|
 (p)->lock@q >= 1
|
 (p)->lock@q == 1
)

@written depends on !patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
expression E;
assignment operator aop;
position q != {held.q, free.q};
@@

(
x.lock@q aop E
|
x.lock@q++
|
x.lock@q--
|
 (p)->lock@q aop E
|
 (p)->lock@q++
|
 (p)->lock@q--
)

@truth depends on !patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
position q != {held.q, free.q, written.q};
@@

(
x.lock@q != 0
|
 (p)->lock@q != 0
)

@other depends on !patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
position q != {held.q, free.q, written.q, truth.q};
@@

(
x.lock@q
|
 (p)->lock@q
)

// x.lock.lock or x->lock.lock whose type spatch cannot see (the structure
// is declared in a header that --no-includes does not read).
@untyped depends on !patch@
expression E;
position q != {held.q, free.q, written.q, truth.q, other.q};
@@

(
E.lock.lock@q
|
E->lock.lock@q
)

// Context mode.
@depends on context@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
expression E;
@@

(
* x.lock
|
* (p)->lock
|
* E.lock.lock
|
* E->lock.lock
)

// Fix rules: the same tests as held and free above.  A negated test is
// turned as a whole first, so that !(x.lock <= 0) becomes spin_can_lock(&x),
// not !(!spin_can_lock(&x)).  Not !(x.lock == 0) (or !!x.lock): that is
// x.lock != 0, which on i386 is true for a free and for a contended lock.

@depends on patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
@@

(
- !(x.lock <= 0)
+ spin_can_lock(&x)
|
- !(x.lock < 1)
+ spin_can_lock(&x)
|
- !(x.lock != 1)
+ spin_can_lock(&x)
|
- !(x.lock > 0)
+ !spin_can_lock(&x)
|
- !(x.lock >= 1)
+ !spin_can_lock(&x)
|
- !(x.lock == 1)
+ !spin_can_lock(&x)
|
- !((p)->lock <= 0)
+ spin_can_lock(p)
|
- !((p)->lock < 1)
+ spin_can_lock(p)
|
- !((p)->lock != 1)
+ spin_can_lock(p)
|
- !((p)->lock > 0)
+ !spin_can_lock(p)
|
- !((p)->lock >= 1)
+ !spin_can_lock(p)
|
- !((p)->lock == 1)
+ !spin_can_lock(p)
)

@depends on patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
@@

(
- x.lock <= 0
+ !spin_can_lock(&x)
|
- x.lock < 1
+ !spin_can_lock(&x)
|
- x.lock != 1
+ !spin_can_lock(&x)
|
- x.lock == 0
+ !spin_can_lock(&x)
|
-  (p)->lock <= 0
+ !spin_can_lock(p)
|
-  (p)->lock < 1
+ !spin_can_lock(p)
|
-  (p)->lock != 1
+ !spin_can_lock(p)
|
-  (p)->lock == 0
+ !spin_can_lock(p)
)

@depends on patch@
typedef spinlock_t;
spinlock_t x;
spinlock_t *p;
@@

(
- x.lock > 0
+ spin_can_lock(&x)
|
- x.lock >= 1
+ spin_can_lock(&x)
|
- x.lock == 1
+ spin_can_lock(&x)
|
-  (p)->lock > 0
+ spin_can_lock(p)
|
-  (p)->lock >= 1
+ spin_can_lock(p)
|
-  (p)->lock == 1
+ spin_can_lock(p)
)

// Report and org output.

@script:python depends on report@
q << held.q;
@@

if user_code(q[0]):
    coccilib.report.print_report(q[0], "spinlock field read as \"is it held?\": becomes !spin_can_lock()")

@script:python depends on org@
q << held.q;
@@

if user_code(q[0]):
    coccilib.org.print_todo(q[0], "spinlock field read as \"is it held?\": becomes !spin_can_lock()")

@script:python depends on report@
q << free.q;
@@

if user_code(q[0]):
    coccilib.report.print_report(q[0], "spinlock field read as \"is it free?\": becomes spin_can_lock()")

@script:python depends on org@
q << free.q;
@@

if user_code(q[0]):
    coccilib.org.print_todo(q[0], "spinlock field read as \"is it free?\": becomes spin_can_lock()")

@script:python depends on report@
q << written.q;
@@

if user_code(q[0]):
    coccilib.report.print_report(q[0], "spinlock field written: use spin_lock_init() or the lock API: left for a human")

@script:python depends on org@
q << written.q;
@@

if user_code(q[0]):
    coccilib.org.print_todo(q[0], "spinlock field written: use spin_lock_init() or the lock API: left for a human")

@script:python depends on report@
q << truth.q;
@@

if user_code(q[0]):
    coccilib.report.print_report(q[0], "spinlock field used as a truth value (nonzero is free or contended on i386), unclear meaning: left for a human")

@script:python depends on org@
q << truth.q;
@@

if user_code(q[0]):
    coccilib.org.print_todo(q[0], "spinlock field used as a truth value (nonzero is free or contended on i386), unclear meaning: left for a human")

@script:python depends on report@
q << other.q;
@@

if user_code(q[0]):
    coccilib.report.print_report(q[0], "spinlock field read with unclear meaning: left for a human")

@script:python depends on org@
q << other.q;
@@

if user_code(q[0]):
    coccilib.org.print_todo(q[0], "spinlock field read with unclear meaning: left for a human")

@script:python depends on report@
q << untyped.q;
@@

if user_code(q[0]):
    coccilib.report.print_report(q[0], "lock.lock looks like a spinlock_t's internal field, but spatch cannot see the type (declared in another header?): left for a human")

@script:python depends on org@
q << untyped.q;
@@

if user_code(q[0]):
    coccilib.org.print_todo(q[0], "lock.lock looks like a spinlock_t's internal field, but spatch cannot see the type (declared in another header?): left for a human")
