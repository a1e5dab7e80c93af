// SPDX-License-Identifier: GPL-2.0
/// skb_copy_datagram() stopped being exported in 2.6.11: copy through an
/// iov_iter over the user buffer with skb_copy_datagram_iter().
///
/// In 2.6.10, skb_copy_datagram(skb, offset, to, size) copied size bytes of
/// an skb from offset to the user buffer to by building a one-element iovec
/// around skb_copy_datagram_iovec(), and returned 0 or -EFAULT; 2.6.11 no
/// longer exported it to modules, and later kernels removed it.  The 6.1
/// form sets up an iov_iter over the buffer, iov_iter_ubuf(&dgram_iter,
/// ITER_DEST, to, size), and calls skb_copy_datagram_iter(skb, offset,
/// &dgram_iter, size), which copies the same bytes from the linear part,
/// the page fragments and the frag_list, checks the user address the same
/// way and returns 0 or -EFAULT.  The function gets a local struct iov_iter
/// dgram_iter.  The iterator is set up in a statement of its own just
/// before the one that copies, so only calls that are evaluated first and
/// always in their statement convert: a call statement, x = call, return
/// call, int x = call as the last declaration, and an if whose condition
/// is the call, its negation, a comparison of it or (x = call) compared.
/// The buffer and size must be free of side effects (the size is read
/// twice).
///
/// Left alone and reported with the reason: a call inside a loop
/// condition, a larger expression or an initializer followed by other
/// declarations, a buffer or size with side effects, the unbraced branch
/// of an if that has an else (spatch would write the else on its own
/// line), skb_copy_datagram used as a function pointer or inside a macro,
/// a file that defines its own skb_copy_datagram (a function or a macro),
/// and a function that already has a dgram_iter.  A driver's own
/// prototype of skb_copy_datagram() goes with its last use.  On a
/// target kernel without skb_copy_datagram_iter() (2.6.10) the rule does
/// nothing.  (The transition's other part, 20_pskb.cocci, names the calls
/// of sock_alloc_send_pskb() the target kernel does not take.)
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: replace skb_copy_datagram() with skb_copy_datagram_iter()
// Subject-short: skb_copy_datagram_iter()
// Commit-why: 3
// Follow-up: /left for a human$|by hand\b/
// Options: --no-includes --include-headers
// Promise: /^skb_copy_datagram\(\) becomes /
// Must-contain: skb_copy_datagram | sock_alloc_send_pskb
// Residue-when: include/linux/skbuff.h skb_copy_datagram_iter
// Residue: /(?<![.>\w])skb_copy_datagram\b/ skb_copy_datagram

virtual patch
virtual context
virtual org
virtual report


// How it is written: each reason a call is left alone is an SmPL rule
// that matches it, and says it (refuse(): a call gets its first reason).
// The Python holds the messages, what the target kernel offers, and the
// bodies of #defines, which Coccinelle does not match.

@initialize:python@
@@
# The decisions are Python: cocci/skb_copy_datagram/skb_copy_datagram.py, beside this file (the runner
# and make coccicheck give spatch this file's path), with its unit tests
# in scripts/lib/test_rule_helpers.py.
import os
import sys

sys.dont_write_bytecode = True
helper_dir = os.path.dirname(os.path.realpath(cocci.cocci_file))
if not os.path.isfile(os.path.join(helper_dir, "skb_copy_datagram.py")):
    raise ImportError("%s: its helper skb_copy_datagram.py is not beside it: copy cocci/skb_copy_datagram/skb_copy_datagram.py along" %
                      cocci.cocci_file) from None
sys.path.insert(0, helper_dir)
from skb_copy_datagram import *  # noqa: E402,F401,F403


// ---------------------------------------------------------------------
// The uses of skb_copy_datagram: a definition of its own (matched before
// "symbol skb_copy_datagram" below: spatch cannot parse a function
// definition named by a symbol), a #define of its own, the calls, any
// other use (a function pointer), a prototype.  The mode that prints is known once one of them
// matched (a script with no such dependency would make spatch parse
// every file).

@defn@
type T;
position p;
@@
T skb_copy_datagram@p(...) { ... }

@ownmac@
position p;
@@
#define skb_copy_datagram@p

@ownmac2@
identifier a;
position p;
@@
#define skb_copy_datagram(a@p, ...)

@call@
symbol skb_copy_datagram;
position p;
@@
skb_copy_datagram@p(...)

@fnptr@
position p != call.p;
@@
skb_copy_datagram@p

@proto@
type T;
position p;
@@
T skb_copy_datagram@p(...);

@script:python depends on report && (call || fnptr || defn || ownmac || ownmac2 || proto)@
@@
MODE[0] = "report"

@script:python depends on org && (call || fnptr || defn || ownmac || ownmac2 || proto)@
@@
MODE[0] = "org"

@script:python@
p << defn.p;
@@
OWN.setdefault(p[0].file, p[0].line)
tell(p[0], "the file defines its own skb_copy_datagram(): its calls are left alone: left for a human")

@script:python@
p << ownmac.p;
@@
OWN.setdefault(p[0].file, p[0].line)
tell(p[0], "the file #defines its own skb_copy_datagram: its calls are left alone: left for a human")

@script:python@
p << ownmac2.p;
@@
OWN.setdefault(p[0].file, p[0].line)
tell(p[0], "the file #defines its own skb_copy_datagram: its calls are left alone: left for a human")

@script:python@
p << call.p;
@@
CALLS.setdefault(p[0].file, []).append(p[0])
if p[0].file in OWN:
    refuse(p[0], 1, OWN_TEXT % OWN[p[0].file])

@script:python@
p << fnptr.p;
@@
FNPTR.add(p[0].file)
tell(p[0], "skb_copy_datagram used as a function pointer: the target kernel has no function of that signature, a wrapper is needed: left for a human")

// ---------------------------------------------------------------------
// Why a call is left alone, first reason first.  Not four arguments:

@args4@
expression E1, E2, E3, E4;
position p;
@@
skb_copy_datagram@p(E1, E2, E3, E4)

@not4@
position p != args4.p;
@@
skb_copy_datagram@p(...)

@script:python@
p << not4.p;
@@
refuse(p[0], 3, "skb_copy_datagram() call without four arguments spatch can read: convert it by hand")

// a buffer or size with an effect: the iov_iter is set up in a statement
// before the copy, which would evaluate it again or earlier (a call of a
// macro that only computes a value is no effect):

@effect@
expression E1, E2, E3, E4, E, F;
identifier f !~ "^(sizeof|min|max|min_t|max_t|ALIGN|offsetof|skb_headlen|skb_tailroom|skb_headroom)$";
assignment operator aop;
position p, pi, pa, pc;
@@
(
skb_copy_datagram@p(E1, E2, <+... \(E++@pi\|E--@pi\|++E@pi\|--E@pi\|E aop@pa F\|f@pc(...)\|E->f@pc(...)\|E.f@pc(...)\) ...+>, E4)
|
skb_copy_datagram@p(E1, E2, E3, <+... \(E++@pi\|E--@pi\|++E@pi\|--E@pi\|E aop@pa F\|f@pc(...)\|E->f@pc(...)\|E.f@pc(...)\) ...+>)
)

@script:python@
p << effect.p;
E3 << effect.E3 = "";
pi << effect.pi = [];
pa << effect.pa = [];
pc << effect.pc = [];
f << effect.f = "";
@@
arg = 1 if E3 else 0
refuse(p[0], (4, arg, 0 if pi else 1 if pa else 2, int((pi or pa or pc)[0].column)), EFFECT % (
    ("buffer argument", "size argument")[arg], "increments or decrements" if pi else "assigns" if pa else "calls %s()" % f))

// (an if that assigns the result: the variable is written before the if,
// and read in it; the same effects in its text)

@acond@
expression E1, E2, E3, E4, x, e;
binary operator bop = {<, <=, >, >=, ==, !=};
statement S;
position p;
@@
(
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4)) bop e) S
|
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4))) S
)

@script:python@
p << acond.p;
x << acond.x;
@@
call = re.search(r"\b(?!(?:sizeof|min|max|min_t|max_t|ALIGN|offsetof|skb_headlen|skb_tailroom|skb_headroom)\b)(\w+) ?\(", x)
why = "increments or decrements" if re.search(r"\+\+|--", x) else "assigns" if re.search(
    r"(?<![=!<>])=(?!=)", x) else call and "calls %s()" % call.group(1)
if why:
    refuse(p[0], (4, 2), EFFECT % ("result variable", why))

// outside a function spatch parsed, or where no path of the function
// reaches it (the iov_iter's declaration would go where it is not seen):

@infn@
identifier fn;
position p;
@@
fn(...) { <+... skb_copy_datagram@p(...) ...+> }

@outside@
position p != infn.p;
@@
skb_copy_datagram@p(...)

@script:python@
p << outside.p;
@@
refuse(p[0], 6, "skb_copy_datagram() outside a function spatch parsed, or on no path through its function (after a goto or a return): left for a human")

// in a function that already has a dgram_iter (used, declared or a
// parameter):

@has_iter@
identifier fn;
symbol dgram_iter;
@@
fn(...) { <+... dgram_iter ...+> }

@has_iter_decl@
identifier fn;
symbol dgram_iter;
type T;
@@
fn(...) { ... when any
  T dgram_iter;
  ... when any
}

@has_iter_init@
identifier fn;
symbol dgram_iter;
type T;
expression E;
@@
fn(...) { ... when any
  T dgram_iter = E;
  ... when any
}

@has_iter_param@
identifier fn;
symbol dgram_iter;
type T;
@@
fn(..., T dgram_iter, ...) { ... }

@taken@
identifier fn = {has_iter.fn, has_iter_decl.fn, has_iter_init.fn, has_iter_param.fn};
position p;
@@
fn(...) { <+... skb_copy_datagram@p(...) ...+> }

@script:python@
fn << taken.fn;
p << taken.p;
@@
for q in p:
    refuse(q, 7, "%s() already uses the name dgram_iter the iov_iter needs: left for a human" % fn)

// the unbraced branch of an if with an else (spatch would write the else
// on a line of its own):

@thenelse disable drop_else@
expression list es;
expression e, x;
statement S1, S2, S3;
position p;
@@
(
  if (e) skb_copy_datagram@p(es); else S2
|
  if (e) x = skb_copy_datagram@p(es); else S2
|
  if (e) return skb_copy_datagram@p(es); else S2
|
  if (e) if (<+... skb_copy_datagram@p(es) ...+>) S1 else S3 else S2
)

@script:python@
p << thenelse.p;
@@
refuse(p[0], 8, "the call is the unbraced branch of an if with an else: add the braces, then run again, or convert it by hand")

// not evaluated first and always in its statement: the shapes that
// convert are a call statement, x = call, return call, an if on the call
// (negated, compared, assigned), and the initializer of the last
// declaration (not const: it becomes an assignment).

@shape@
expression E1, E2, E3, E4, x, e;
binary operator bop = {<, <=, >, >=, ==, !=};
statement S1, S2;
position p;
@@
(
  skb_copy_datagram@p(E1, E2, E3, E4);
|
  x = skb_copy_datagram@p(E1, E2, E3, E4);
|
  return skb_copy_datagram@p(E1, E2, E3, E4);
|
  if (skb_copy_datagram@p(E1, E2, E3, E4)) S1 else S2
|
  if (!skb_copy_datagram@p(E1, E2, E3, E4)) S1 else S2
|
  if (skb_copy_datagram@p(E1, E2, E3, E4) bop e) S1 else S2
|
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4))) S1 else S2
|
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4)) bop e) S1 else S2
|
  if (skb_copy_datagram@p(E1, E2, E3, E4)) S1
|
  if (!skb_copy_datagram@p(E1, E2, E3, E4)) S1
|
  if (skb_copy_datagram@p(E1, E2, E3, E4) bop e) S1
|
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4))) S1
|
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4)) bop e) S1
)

@declconst@
type T;
identifier x;
expression list es;
position p;
@@
  const T x = skb_copy_datagram@p(es);

@declinit@
type T;
identifier x;
expression E1, E2, E3, E4;
statement S;
position p != declconst.p;
@@
  T x = skb_copy_datagram@p(E1, E2, E3, E4);
  S

@noshape@
position p != {shape.p, declinit.p};
@@
skb_copy_datagram@p(...)

@script:python@
p << noshape.p;
@@
refuse(p[0], 9, "the call is not evaluated first and always in its statement (a loop condition, a larger expression, an initializer before more declarations): the iov_iter cannot be set up before it: left for a human")

// ---------------------------------------------------------------------
// The calls that convert, and the functions they are in.

@okcall@
position p : script:python() { reason(p[0]) is None };
@@
skb_copy_datagram@p(...)

@okfn@
identifier fn;
position okcall.p;
@@
fn(...) { <+... skb_copy_datagram@p(...) ...+> }

// Patch mode.

@conv depends on patch@
expression E1, E2, E3, E4, x, e;
binary operator bop = {<, <=, >, >=, ==, !=};
statement S, S1, S2;
type T;
identifier y;
position okcall.p;
@@

(
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
+ x = skb_copy_datagram_iter(E1, E2, &dgram_iter, E4);
  if (
- (x = skb_copy_datagram@p(E1, E2, E3, E4))
+ x
  bop e) S1 else S2
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
+ x = skb_copy_datagram_iter(E1, E2, &dgram_iter, E4);
  if (
- (x = skb_copy_datagram@p(E1, E2, E3, E4))
+ x
  bop e) S1
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
+ x = skb_copy_datagram_iter(E1, E2, &dgram_iter, E4);
  if (
- (x = skb_copy_datagram@p(E1, E2, E3, E4))
+ x
  ) S1 else S2
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
+ x = skb_copy_datagram_iter(E1, E2, &dgram_iter, E4);
  if (
- (x = skb_copy_datagram@p(E1, E2, E3, E4))
+ x
  ) S1
|
- T y = skb_copy_datagram@p(E1, E2, E3, E4);
+ T y;
+
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
+ y = skb_copy_datagram_iter(E1, E2, &dgram_iter, E4);
  S
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
  if (<+...
- skb_copy_datagram@p(E1, E2, E3, E4)
+ skb_copy_datagram_iter(E1, E2, &dgram_iter, E4)
  ...+>) S1 else S2
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
  if (<+...
- skb_copy_datagram@p(E1, E2, E3, E4)
+ skb_copy_datagram_iter(E1, E2, &dgram_iter, E4)
  ...+>) S1
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
  return
- skb_copy_datagram@p(E1, E2, E3, E4)
+ skb_copy_datagram_iter(E1, E2, &dgram_iter, E4)
  ;
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
  x =
- skb_copy_datagram@p(E1, E2, E3, E4)
+ skb_copy_datagram_iter(E1, E2, &dgram_iter, E4)
  ;
|
+ iov_iter_ubuf(&dgram_iter, ITER_DEST, E3, E4);
- skb_copy_datagram@p(E1, E2, E3, E4);
+ skb_copy_datagram_iter(E1, E2, &dgram_iter, E4);
)

@hasdecl depends on patch@
identifier okfn.fn;
declaration d;
@@

fn(...) {
  d
+ struct iov_iter dgram_iter;
  ... when any
}

@nodecl depends on patch@
identifier okfn.fn;
statement S;
@@

fn(...) {
+ struct iov_iter dgram_iter;
+
  S
  ... when any
}

// A driver's own prototype goes with its last use.

@depends on patch@
type T;
position p : script:python() { file_converts(p[0].file) };
@@

- T skb_copy_datagram@p(...);


// ---------------------------------------------------------------------
// Report and org: each call, converted or why not; each prototype, gone
// or kept (the other uses were said where they were found).  Context: the same
// places.

@script:python@
p << call.p;
@@
why = reason(p[0])
tell(p[0], "skb_copy_datagram() becomes iov_iter_ubuf() over the user buffer and skb_copy_datagram_iter(): 2.6.11 stopped exporting it" if why is None else "skb_copy_datagram() not converted: " + why)

@script:python@
p << proto.p;
@@
tell(p[0], "a prototype of skb_copy_datagram() removed: the target kernel has none" if file_converts(p[0].file) else "a prototype of skb_copy_datagram() kept: a use is left in the file: remove it by hand once no use is left")

@r_call depends on !patch@
position call.p;
@@
* skb_copy_datagram@p(...)

@r_fnptr depends on !patch@
position fnptr.p;
@@
* skb_copy_datagram@p

@r_proto depends on !patch@
type T;
position proto.p;
@@
* T skb_copy_datagram@p(...);
