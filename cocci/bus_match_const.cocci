// SPDX-License-Identifier: GPL-2.0
/// A bus_type's .match takes a const struct device_driver * since 6.11.
///
/// Linux 6.11 made struct bus_type's match(struct device *, struct
/// device_driver *) take a const struct device_driver *, so the match
/// function of a bus core written for an older kernel (2.6.10's signature
/// is the same as 6.1's) no longer has the type its .match field wants.
/// The function only asks whether the driver fits the device, so its
/// driver parameter becomes const: that changes nothing at run time.
/// Converted: a static function named by a struct bus_type's .match whose
/// body only reads fields through the driver parameter (drv->name), with
/// its forward declarations in the file.  Left alone and reported: a body
/// that writes through the parameter, takes a field's address, assigns it
/// or passes it whole to another function or macro (to_foo_driver(drv)
/// built on container_of() would drop the const: make it take a const
/// pointer with container_of_const() first), a match function that is not
/// static (its prototype and other users may be in other files) or that is
/// used other than by .match and by direct calls.  Only for a target tree
/// whose bus.h has the const parameter (6.11 and later): the runner does
/// not apply it to an older tree, where the edit would not build.
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: take a const struct device_driver * in the bus match function
// Subject-short: a const driver in .match
// Commit-why: 3
// Follow-up: /left for a human$/
// Options: --no-includes --include-headers
// Must-contain: bus_type
// Must-contain: match
// Kernel-has(include/linux/device/bus.h): /int \(\*match\)\(struct device \*\w*, const struct device_driver \*\w*\);/

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@

SAID = set()


def once(p, fn):
    """True the first time a function is named: one line each."""
    key = (p[0].file, fn)
    if key in SAID:
        return False
    SAID.add(key)
    return True

// The match functions of the file: named by a struct bus_type's .match,
// with the 6.1 signature (a driver parameter already const does not match).
@bus@
identifier b;
identifier fn != NULL;
position bq;
@@

struct bus_type b = {
	.match = \(fn@bq\|&fn@bq\),
};

// Already converted (nothing to say; spatch's struct device_driver * matches
// a const one too), or not defined in this file (see fndef).
@defconst@
identifier bus.fn, dev, drv;
type T;
position pc;
@@

T fn@pc(struct device *dev, const struct device_driver *drv)
{
	...
}

@fndef@
identifier bus.fn, dev, drv;
type T;
position p != defconst.pc;
@@

T fn@p(struct device *dev, struct device_driver *drv)
{
	...
}

// Why a match function cannot be converted.  Each rule leaves a position
// on the function (bad) and on the use that stops it (why).

@notstatic@
identifier bus.fn, dev, drv;
type T;
position fndef.p;
@@

(
static T fn@p(struct device *dev, struct device_driver *drv)
{
	...
}
|
T fn@p(struct device *dev, struct device_driver *drv)
{
	...
}
)

@is_static@
identifier bus.fn, dev, drv;
type T;
position fndef.p;
@@

static T fn@p(struct device *dev, struct device_driver *drv)
{
	...
}

// A use of the driver parameter other than reading a field through it.
@write exists@
identifier bus.fn, dev, drv, f;
type T;
expression E;
assignment operator aop;
position fndef.p, w;
@@

T fn@p(struct device *dev, struct device_driver *drv)
{
	... when any
(
	drv->f@w aop E
|
	drv->f@w++
|
	drv->f@w--
|
	++drv->f@w
|
	--drv->f@w
|
	&drv->f@w
|
	drv@w aop E
)
	... when any
}

@reads@
identifier bus.fn, dev, drv, f;
type T;
position fndef.p, rq;
@@

T fn@p(struct device *dev, struct device_driver *drv)
{
	<+... drv@rq->f ...+>
}

@passed exists@
identifier bus.fn, dev, drv;
type T;
position fndef.p, w != {write.w, reads.rq};
@@

T fn@p(struct device *dev, struct device_driver *drv)
{
	... when any
	drv@w
	... when any
}

// Other references to the function: a pointer kept elsewhere would need
// the const too.  Direct calls are fine (a non-const pointer converts).
@calls@
identifier bus.fn;
position cq;
@@

fn@cq(...)

@ref@
identifier bus.fn;
position r != {bus.bq, calls.cq};
@@

fn@r

@ok depends on is_static && !write && !passed && !ref@
identifier bus.fn, dev, drv;
type T;
position fndef.p;
@@

static T fn@p(struct device *dev, struct device_driver *drv)
{
	...
}

@depends on patch && ok@
identifier bus.fn, dev, drv;
type T;
position fndef.p;
@@

static T fn@p(struct device *dev,
-	struct device_driver *drv
+	const struct device_driver *drv
	)
{
	...
}

// spatch changes the function's prototypes in the file the same way.

// Context mode: the match function's parameter.
@depends on context@
identifier bus.fn, dev, drv;
type T;
@@

T fn(struct device *dev,
*	struct device_driver *drv
	)
{
	...
}

// Report and org output.  A function is named once, by its first reason.

@script:python depends on report && ok@
p << fndef.p;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() is a bus_type's .match: its driver parameter becomes const (6.11)" % fn)

@script:python depends on org && ok@
p << fndef.p;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() is a bus_type's .match: its driver parameter becomes const (6.11)" % fn)

@script:python depends on report && !is_static@
p << fndef.p;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() is a bus_type's .match but not static: its prototype and users may be in other files; make its driver parameter const there too: left for a human" % fn)

@script:python depends on org && !is_static@
p << fndef.p;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() is a bus_type's .match but not static: its prototype and users may be in other files; make its driver parameter const there too: left for a human" % fn)

@script:python depends on report && is_static@
p << fndef.p;
w << write.w;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() writes through its driver parameter or takes a field's address (line %s), which a const pointer forbids: left for a human" % (fn, w[0].line))

@script:python depends on org && is_static@
p << fndef.p;
w << write.w;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() writes through its driver parameter or takes a field's address (line %s), which a const pointer forbids: left for a human" % (fn, w[0].line))

@script:python depends on report && is_static && !write@
p << fndef.p;
w << passed.w;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() passes its driver parameter on (line %s): make the callee take a const struct device_driver * (container_of_const() for a to_*() macro), then the parameter: left for a human" % (fn, w[0].line))

@script:python depends on org && is_static && !write@
p << fndef.p;
w << passed.w;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() passes its driver parameter on (line %s): make the callee take a const struct device_driver * (container_of_const() for a to_*() macro), then the parameter: left for a human" % (fn, w[0].line))

@script:python depends on report && is_static && !write && !passed@
p << fndef.p;
r << ref.r;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.report.print_report(p[0], "%s() is also used as a pointer at line %s, where the const parameter may not fit: left for a human" % (fn, r[0].line))

@script:python depends on org && is_static && !write && !passed@
p << fndef.p;
r << ref.r;
fn << bus.fn;
@@

if once(p, fn):
    coccilib.org.print_todo(p[0], "%s() is also used as a pointer at line %s, where the const parameter may not fit: left for a human" % (fn, r[0].line))

@script:python depends on report && !fndef && !defconst@
q << bus.bq;
fn << bus.fn;
@@

if once(q, fn):
    coccilib.report.print_report(q[0], "%s() is a bus_type's .match defined in another file (or by a macro): make its driver parameter const there: left for a human" % fn)

@script:python depends on org && !fndef && !defconst@
q << bus.bq;
fn << bus.fn;
@@

if once(q, fn):
    coccilib.org.print_todo(q[0], "%s() is a bus_type's .match defined in another file (or by a macro): make its driver parameter const there: left for a human" % fn)
