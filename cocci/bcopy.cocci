// SPDX-License-Identifier: GPL-2.0
/// bcopy() was removed in 2.6.11: use memmove() with the arguments swapped.
///
/// bcopy(src, dst, n) is the BSD copy whose contract is overlap-safe, so it
/// becomes memmove(dst, src, n), never memcpy(): several architectures (and
/// drivers that carried their own "#define bcopy(s, d, n) memcpy(d, s, n)")
/// implemented it as a memcpy(), which is wrong when the areas overlap.
/// The argument order is the only other difference; C leaves the order in
/// which arguments are evaluated unspecified, so swapping them changes nothing.
/// A driver's own bcopy shim (a #define, an extern prototype, a local bcopy()
/// function, EXPORT_SYMBOL(bcopy), __HAVE_ARCH_BCOPY) is removed with its uses.
/// Left for a human, and named in report mode: bcopy used as a function
/// pointer (memmove takes its arguments the other way round, a wrapper is
/// needed), bcopy #defined as the name of another function, a shim macro
/// whose body spatch cannot match, and the #ifndef __HAVE_ARCH_BCOPY lines
/// around a removed definition (spatch does not edit #if lines).
/// A userspace (uapi) header is left alone: the bcopy of its macros is the
/// C library's, which userspace still has; report mode names it.
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: replace bcopy() with memmove()
// Subject-short: memmove()
// Commit-why: 3
// Follow-up: /left for a human$|left alone$|by hand\b/
// Options: --no-includes --include-headers
// Residue: /(?<![.>])\bbcopy \(|[=,(] bcopy\b/ bcopy
// Residue-shim: /^[ \t]*#[ \t]*define[ \t]+(?:bcopy\(|__HAVE_ARCH_BCOPY\b)|\b(?:void|int|char) (?:\* )?bcopy \(|\bEXPORT_SYMBOL(?:_GPL)? \( bcopy \)/
// Residue-shadow: /^[ \t]*#[ \t]*define[ \t]+bcopy[ \t]+[A-Za-z_]/ other-macro: bcopy is #defined here as another function's name (not the BSD bcopy)

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@

import re

UAPI = "bcopy in a userspace (uapi) header is the C library's, not the kernel's: left alone"

def is_uapi(fname):
    """A userspace (uapi) header: its bcopy is the C library's bcopy
    (4.4BSD), which userspace still has; the kernel's went in 2.6.11."""
    return re.search(r"(^|/)uapi/", fname) is not None

def kernel_side(p):
    return not is_uapi(p[0].file)

def say(pos, msg):
    coccilib.report.print_report(pos, UAPI if is_uapi(pos.file) else msg)

def todo(pos, msg):
    coccilib.org.print_todo(pos, UAPI if is_uapi(pos.file) else msg)

def source_lines(pos):
    try:
        with open(pos.file, errors="replace") as src:
            return src.readlines()
    except OSError:
        return []

def under_have_arch_bcopy(pos):
    """True when pos lies inside an #if block that tests __HAVE_ARCH_BCOPY."""
    stack = []
    for text in source_lines(pos)[:int(pos.line) - 1]:
        word = text.strip()
        if word.startswith("#if"):
            stack.append("__HAVE_ARCH_BCOPY" in word)
        elif word.startswith("#endif") and stack:
            stack.pop()
    return any(stack)

def exports_bcopy(pos):
    return any("".join(text.split()).startswith("EXPORT_SYMBOL(bcopy)")
               for text in source_lines(pos))

def def_message(pos, what):
    if what == "definition" and exports_bcopy(pos):
        what += " and its EXPORT_SYMBOL"
    msg = "local bcopy %s removed: its uses become memmove()" % what
    if under_have_arch_bcopy(pos):
        msg += "; delete the #ifndef __HAVE_ARCH_BCOPY lines around it by hand (spatch does not edit #if lines)"
    return msg

// Where bcopy is named: as the callee of a call, exported, or otherwise
// (its address taken: a function pointer).  These run in every mode: patch
// mode keeps the shims of a file that still needs them.

// (Every rule names bcopy literally or depends on one that does, so that
// spatch's token prefilter skips files without it.)

// A local definition (matched before "symbol bcopy" is declared below:
// spatch 1.1.1 cannot parse a function definition named by a symbol).
@defn@
type T;
position p : script:python() { kernel_side(p) };
@@

T bcopy@p(...) { ... }

@call@
symbol bcopy;
position pc;
@@

bcopy@pc(...)

@exported depends on defn@
declarer name EXPORT_SYMBOL;
position pe;
@@

EXPORT_SYMBOL(bcopy@pe);

@fnptr@
position p != {call.pc, exported.pe};
@@

bcopy@p

@proto@
type T;
position p;
@@

T bcopy@p(...);

// "#define bcopy other_copy": the calls are calls of something else.
@objdef depends on call@
position p;
@@

#define bcopy@p

// Match rules (report, org, context).

@r_call depends on !patch && !objdef@
expression s, d, n;
position p;
@@

* bcopy@p(s, d, n)

// A call spatch could not read in full (e.g. a GNU statement expression
// as an argument is skipped by its parser), or with a wrong argument count.
@r_oddcall depends on !patch && !objdef@
position p != r_call.p;
@@

* bcopy@p(...)

@r_objcall depends on !patch && objdef@
position p;
@@

* bcopy@p(...)

@r_fnptr depends on !patch@
position fnptr.p;
@@

* bcopy@p

@r_objdef depends on !patch@
position objdef.p;
@@

* #define bcopy@p

@r_macro depends on !patch@
identifier a, b, c;
expression e;
statement S;
position p;
@@

(
* #define bcopy(a@p, b, c) e
|
* #define bcopy(a@p, b, c) S
)

@r_macro_other depends on !patch && call@
identifier a;
position p != r_macro.p;
@@

* #define bcopy(a@p, ...)

@r_proto depends on !patch@
type T;
position proto.p;
@@

* T bcopy@p(...);

@r_def depends on !patch@
identifier fn = {bcopy};
type T;
position defn.p;
@@

* T fn@p(...) { ... }

@r_export depends on !patch && defn@
position exported.pe;
declarer name EXPORT_SYMBOL;
@@

* EXPORT_SYMBOL(bcopy@pe);

@r_arch depends on !patch@
position p;
@@

* #define __HAVE_ARCH_BCOPY@p

// Fix rules.  The definition goes first: it inherits defn's position,
// which no earlier edit may invalidate.

@depends on patch && !fnptr@
identifier fn = {bcopy};
type T;
position defn.p;
@@

- T fn@p(...) { ... }

@depends on patch && !objdef@
expression s, d, n;
position p : script:python() { kernel_side(p) };
@@

- bcopy@p(s, d, n)
+ memmove(d, s, n)

@depends on patch && !fnptr@
identifier a, b, c;
expression e;
position p : script:python() { kernel_side(p) };
@@

- #define bcopy(a@p, b, c) e

@depends on patch && !fnptr@
identifier a, b, c;
statement S;
position p : script:python() { kernel_side(p) };
@@

- #define bcopy(a@p, b, c) S

@depends on patch && !fnptr@
type T;
position p : script:python() { kernel_side(p) };
@@

- T bcopy@p(...);

@depends on patch && !fnptr@
declarer name EXPORT_SYMBOL;
position p : script:python() { kernel_side(p) };
@@

- EXPORT_SYMBOL(bcopy@p);

@depends on patch@
expression e;
position p : script:python() { kernel_side(p) };
@@

- #define __HAVE_ARCH_BCOPY@p e

@depends on patch@
position p : script:python() { kernel_side(p) };
@@

- #define __HAVE_ARCH_BCOPY@p

// Report and org output.

@script:python depends on report@
p << r_call.p;
@@

say(p[0], "bcopy(src, dst, n) becomes memmove(dst, src, n): bcopy is overlap-safe, so memmove, never memcpy")

@script:python depends on org@
p << r_call.p;
@@

todo(p[0], "bcopy(src, dst, n) becomes memmove(dst, src, n): bcopy is overlap-safe, so memmove, never memcpy")

@script:python depends on report@
p << r_oddcall.p;
@@

say(p[0], "bcopy() call whose arguments spatch cannot read (e.g. a statement expression): convert it to memmove(dst, src, n) by hand")

@script:python depends on org@
p << r_oddcall.p;
@@

todo(p[0], "bcopy() call whose arguments spatch cannot read (e.g. a statement expression): convert it to memmove(dst, src, n) by hand")

@script:python depends on report@
p << r_objcall.p;
@@

say(p[0], "bcopy is #defined as another function's name here, so this is not a bcopy() call: left for a human")

@script:python depends on org@
p << r_objcall.p;
@@

todo(p[0], "bcopy is #defined as another function's name here, so this is not a bcopy() call: left for a human")

@script:python depends on report@
p << fnptr.p;
@@

say(p[0], "bcopy used as a function pointer: memmove takes (dst, src, n), a wrapper is needed: left for a human")

@script:python depends on org@
p << fnptr.p;
@@

todo(p[0], "bcopy used as a function pointer: memmove takes (dst, src, n), a wrapper is needed: left for a human")

@script:python depends on report@
p << objdef.p;
@@

say(p[0], "bcopy #defined as another name: its calls keep that function's argument order: left for a human")

@script:python depends on org@
p << objdef.p;
@@

todo(p[0], "bcopy #defined as another name: its calls keep that function's argument order: left for a human")

@script:python depends on report && fnptr@
p << r_macro.p;
@@

say(p[0], "local bcopy macro kept: bcopy is also used as a function pointer in this file: left for a human")

@script:python depends on org && fnptr@
p << r_macro.p;
@@

todo(p[0], "local bcopy macro kept: bcopy is also used as a function pointer in this file: left for a human")

@script:python depends on report && !fnptr@
p << r_macro.p;
@@

say(p[0], def_message(p[0], "macro"))

@script:python depends on org && !fnptr@
p << r_macro.p;
@@

todo(p[0], def_message(p[0], "macro"))

@script:python depends on report@
p << r_macro_other.p;
@@

say(p[0], "local bcopy macro whose body spatch cannot match (e.g. do-while): remove it by hand once its uses are gone")

@script:python depends on org@
p << r_macro_other.p;
@@

todo(p[0], "local bcopy macro whose body spatch cannot match (e.g. do-while): remove it by hand once its uses are gone")

@script:python depends on report && fnptr@
p << proto.p;
@@

say(p[0], "bcopy prototype kept: bcopy is used as a function pointer in this file: left for a human")

@script:python depends on org && fnptr@
p << proto.p;
@@

todo(p[0], "bcopy prototype kept: bcopy is used as a function pointer in this file: left for a human")

@script:python depends on report && !fnptr@
p << proto.p;
@@

say(p[0], "bcopy prototype removed: the kernel has had no bcopy() since 2.6.11")

@script:python depends on org && !fnptr@
p << proto.p;
@@

todo(p[0], "bcopy prototype removed: the kernel has had no bcopy() since 2.6.11")

@script:python depends on report && fnptr@
p << defn.p;
@@

say(p[0], "local bcopy() definition kept: bcopy is used as a function pointer in this file: left for a human")

@script:python depends on org && fnptr@
p << defn.p;
@@

todo(p[0], "local bcopy() definition kept: bcopy is used as a function pointer in this file: left for a human")

@script:python depends on report && !fnptr@
p << defn.p;
@@

say(p[0], def_message(p[0], "definition"))

@script:python depends on org && !fnptr@
p << defn.p;
@@

todo(p[0], def_message(p[0], "definition"))

@script:python depends on report@
p << r_arch.p;
@@

say(p[0], "__HAVE_ARCH_BCOPY removed: nothing tests it since bcopy() went away in 2.6.11")

@script:python depends on org@
p << r_arch.p;
@@

todo(p[0], "__HAVE_ARCH_BCOPY removed: nothing tests it since bcopy() went away in 2.6.11")
