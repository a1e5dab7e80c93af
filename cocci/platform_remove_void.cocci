// SPDX-License-Identifier: GPL-2.0
/// A platform_driver's .remove returns void since 6.11.
///
/// The platform core never used the value a remove callback returned: 6.1
/// prints "remove callback returned a non-zero value. This will be
/// ignored." and removes the device anyway.  Linux 6.11 made struct
/// platform_driver's .remove return void, so a driver written for an older
/// kernel no longer has the type its .remove field wants.  A remove
/// function that can only return 0 becomes void: its last "return 0;" goes
/// and any other becomes "return;", which changes nothing at run time.
/// Left alone and reported: a remove function that may return something
/// else (an error the core ignored: say what to do instead, e.g. print it,
/// by hand), one that is not static (its prototype and users may be in
/// other files), whose result a direct call uses, that is used as a
/// pointer elsewhere, whose last "return 0;" follows a label, or that is
/// defined in another file.  Only for a target tree whose
/// platform_device.h has the void .remove (6.11 and later): the runner does
/// not apply it to an older tree, where the edit would not build.
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: make the platform remove callback return void
// Subject-short: a void .remove
// Commit-why: 5
// Follow-up: /left for a human$/
// Options: --no-includes --include-headers
// Must-contain: platform_driver
// Must-contain: remove
// Kernel-has(include/linux/platform_device.h): /\n\t\tvoid \(\*remove\)\(struct platform_device \*\);/

virtual patch
virtual context
virtual org
virtual report

// Where each remove function's last return 0 is (the one furthest down).
@initialize:python@
@@

LAST = {}
SAID = set()


def once(p, fn):
    """True the first time a function is named: one line each."""
    key = (p[0].file, fn)
    if key in SAID:
        return False
    SAID.add(key)
    return True

def where(pos):
    return (int(pos.line), int(pos.column))

# The last return 0 must be the last statement of the function: on the line
# before its closing brace, one tab in (not inside a loop or an if).
def ends_ok(q, fn):
    end = int(q[0].current_element_line_end)
    return LAST.get((q[0].file, fn)) == (end - 1, 1)

// The remove functions of the file: named by a struct platform_driver's
// .remove, directly or through __exit_p().
@pdrv@
identifier d;
identifier fn != NULL;
position dq;
@@

struct platform_driver d = {
	.remove = \(fn@dq\|&fn@dq\|__exit_p(fn@dq)\),
};

// Already void (nothing to say), or not defined in this file (see fndef).
@defvoid@
identifier pdrv.fn, pdev;
position pv;
@@

void fn@pv(struct platform_device *pdev)
{
	...
}

@fndef@
identifier pdrv.fn, pdev;
position p;
@@

int fn@p(struct platform_device *pdev)
{
	...
}

@is_static@
identifier pdrv.fn, pdev;
position fndef.p;
@@

static int fn@p(struct platform_device *pdev)
{
	...
}

// Why a remove function cannot be converted.  Each rule leaves a position
// on the use that stops it.

@zero@
identifier pdrv.fn, pdev;
position fndef.p, z;
@@

int fn@p(struct platform_device *pdev)
{
	<+... return@z 0; ...+>
}

@nonzero exists@
identifier pdrv.fn, pdev;
expression E;
position fndef.p, w != zero.z;
@@

int fn@p(struct platform_device *pdev)
{
	... when any
	return@w E;
	... when any
}

@labelled@
identifier pdrv.fn, pdev, l;
position fndef.p, w;
@@

int fn@p(struct platform_device *pdev)
{
	...
l:
	return@w 0;
}

@calls@
identifier pdrv.fn;
position cq;
expression list es;
@@

(
fn@cq(es);
|
fn(es)
)

@used@
identifier pdrv.fn;
position r != calls.cq;
expression list es;
@@

fn@r(es)

@ref@
identifier pdrv.fn;
position r != {pdrv.dq, calls.cq, used.r};
@@

fn@r

// Where each function's last return 0 is (see the Python above).
@rets@
position lp;
@@

return@lp 0;

@script:python@
lp << rets.lp;
@@

key = (lp[0].file, lp[0].current_element)
LAST[key] = max(LAST.get(key, where(lp[0])), where(lp[0]))

@ok depends on is_static && zero && !nonzero && !labelled && !used && !ref@
identifier pdrv.fn, pdev;
type T;
position fndef.p;
position q : script:python (fn) { ends_ok(q, fn) };
@@

static T fn@p@q(struct platform_device *pdev)
{
	...
	return 0;
}

// The last "return 0;" goes, the others become "return;".  On a path
// ("..."), every return ends one, so the last return 0 of the function
// is picked by its place: each return 0 of the file is matched on its own
// and Python keeps, per remove function, the one furthest down.
@script:python lastret depends on patch && ok@
lp << rets.lp;
fn << pdrv.fn;
@@

if lp[0].current_element != fn or LAST.get((lp[0].file, fn)) != where(lp[0]):
    cocci.include_match(False)

@depends on patch && lastret@
identifier pdrv.fn;
position rets.lp;
@@

fn(...)
{
	<...
-	return@lp 0;
	...>
}

// spatch changes the function's prototypes in the file the same way.
@depends on patch && ok@
identifier pdrv.fn, pdev;
@@

static
- int
+ void
  fn(struct platform_device *pdev)
{
	...
}

@depends on patch && ok@
identifier pdrv.fn, pdev;
@@

static void fn(struct platform_device *pdev)
{
	<...
-	return 0;
+	return;
	...>
}

// Context mode: the remove function's return type.
@depends on context@
identifier pdrv.fn, pdev;
@@

int fn(struct platform_device *pdev)
{
	...
*	return 0;
}

// Report and org output.  A function is named once, by its first reason.

@script:python depends on report && ok@
p << fndef.p;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() is a platform_driver's .remove that returns only 0: it becomes void (6.11)" % fn)

@script:python depends on org && ok@
p << fndef.p;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() is a platform_driver's .remove that returns only 0: it becomes void (6.11)" % fn)

@script:python depends on report && !is_static@
p << fndef.p;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() is a platform_driver's .remove but not static: its prototype and users may be in other files: left for a human" % fn)

@script:python depends on org && !is_static@
p << fndef.p;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() is a platform_driver's .remove but not static: its prototype and users may be in other files: left for a human" % fn)

@script:python depends on report && is_static@
p << fndef.p;
w << nonzero.w;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() may return other than 0 (line %s), which the platform core ignored: print the error or drop it by hand, then make it void: left for a human" % (fn, w[0].line))

@script:python depends on org && is_static@
p << fndef.p;
w << nonzero.w;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() may return other than 0 (line %s), which the platform core ignored: print the error or drop it by hand, then make it void: left for a human" % (fn, w[0].line))

@script:python depends on report && is_static && zero && !nonzero@
p << fndef.p;
w << labelled.w;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() ends with a label before its return 0 (line %s): a void function cannot end at a label: left for a human" % (fn, w[0].line))

@script:python depends on org && is_static && zero && !nonzero@
p << fndef.p;
w << labelled.w;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() ends with a label before its return 0 (line %s): a void function cannot end at a label: left for a human" % (fn, w[0].line))

@script:python depends on report && is_static && zero && !nonzero && !labelled && !used && !ref && !ok@
p << fndef.p;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() does not end with return 0: make it void by hand: left for a human" % fn)

@script:python depends on org && is_static && zero && !nonzero && !labelled && !used && !ref && !ok@
p << fndef.p;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() does not end with return 0: make it void by hand: left for a human" % fn)

@script:python depends on report && is_static && zero && !nonzero && !labelled@
p << fndef.p;
r << used.r;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() is called at line %s, which uses its result: left for a human" % (fn, r[0].line))

@script:python depends on org && is_static && zero && !nonzero && !labelled@
p << fndef.p;
r << used.r;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() is called at line %s, which uses its result: left for a human" % (fn, r[0].line))

@script:python depends on report && is_static && zero && !nonzero && !labelled && !used@
p << fndef.p;
r << ref.r;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() is also used as a pointer at line %s, where a void function may not fit: left for a human" % (fn, r[0].line))

@script:python depends on org && is_static && zero && !nonzero && !labelled && !used@
p << fndef.p;
r << ref.r;
fn << pdrv.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() is also used as a pointer at line %s, where a void function may not fit: left for a human" % (fn, r[0].line))

@script:python depends on report && !fndef && !defvoid@
q << pdrv.dq;
fn << pdrv.fn;
@@

if once(q, fn):
    coccilib.report.print_report(q[0], "%s() is a platform_driver's .remove defined in another file (or by a macro): make it return void there: left for a human" % fn)

@script:python depends on org && !fndef && !defvoid@
q << pdrv.dq;
fn << pdrv.fn;
@@

if once(q, fn):
    coccilib.org.print_todo(q[0], "%s() is a platform_driver's .remove defined in another file (or by a macro): make it return void there: left for a human" % fn)
