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
/// nothing.  Calls
/// of sock_alloc_send_pskb(), the other function the 2.6.11 change
/// unexported, are named where the target kernel does not export it or
/// takes another number of arguments (6.1 has a sixth, max_page_order).
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

@initialize:python@
@@
import os
import re

ITER = "dgram_iter"
# Function-like macros whose arguments are evaluated once and that have
# no effect of their own: a buffer or size built with them is still pure.
PURE_CALLS = ("sizeof", "min", "max", "min_t", "max_t", "ALIGN",
              "offsetof", "skb_headlen", "skb_tailroom", "skb_headroom")


def target_root():
    """The kernel the driver is carried to: FACTS_KERNEL (set by the
    runner), else the tree spatch runs in (make coccicheck)."""
    return os.environ.get("FACTS_KERNEL") or os.getcwd()


def target_text(path):
    try:
        with open(os.path.join(target_root(), path), errors="replace") as src:
            return src.read()
    except OSError:
        return None


def target_facts():
    """What the target kernel offers: skb_copy_datagram_iter() in
    skbuff.h (not told and no skbuff.h: a case folder, assume 6.1), and
    whether net/core exports sock_alloc_send_pskb() and with how many
    arguments include/net/sock.h declares it (None: not known)."""
    told = bool(os.environ.get("FACTS_KERNEL"))
    skbuff = target_text("include/linux/skbuff.h")
    has_iter = ("skb_copy_datagram_iter(" in skbuff) if skbuff is not None else not told
    exported = None
    sock_c = target_text("net/core/sock.c")
    if sock_c is not None:
        exported = re.search(r"EXPORT_SYMBOL(?:_GPL)?\(\s*sock_alloc_send_pskb\s*\)",
                             sock_c) is not None
    nargs = None
    sock_h = target_text("include/net/sock.h")
    if sock_h is not None:
        m = re.search(r"\bsock_alloc_send_pskb\s*\(([^;{]*?)\)\s*;", sock_h)
        if m:
            nargs = m.group(1).count(",") + 1
    if skbuff is None and sock_h is None and not told:
        exported, nargs = True, 6
    return has_iter, exported, nargs


TARGET_OK, PSKB_EXPORTED, PSKB_NARGS = target_facts()

CALLS = {}      # key -> position of every call
FN = {}         # key -> the function the call is in
ARGS4 = set()   # calls with four arguments
IMPURE = {}     # key -> why the buffer or size cannot be read twice
SHAPE = set()   # calls in a statement shape that converts
DECLINIT = set()  # calls initialising the last declaration
THENELSE = set()  # calls in the unbraced branch of an if with an else
TAKEN = set()   # (file, fn) that already use the name dgram_iter
OWN = {}        # file -> lines where it defines its own skb_copy_datagram
MACRO_USE = {}  # file -> [(line, col, macro, last line)] uses in a #define
SCANNED = set()
FNPTR_FILES = set()  # files that use skb_copy_datagram as a pointer
PROTO_GOES = [False]  # the prototype of the file at hand goes


def key(p):
    return (p.file, int(p.line), int(p.column))


def scan(fname):
    """Read the preprocessor lines of a file once: its own
    #define skb_copy_datagram, and macros whose body uses it."""
    if fname in SCANNED:
        return
    SCANNED.add(fname)
    try:
        with open(fname, errors="replace") as src:
            lines = src.read().split("\n")
    except OSError:
        return
    n = 0
    while n < len(lines):
        first = n
        text = lines[n]
        while text.endswith(chr(92)) and n + 1 < len(lines):
            n += 1
            text = text[:-1] + " " + lines[n]
        n += 1
        m = re.match(r"\s*#\s*define\s+(\w+)", text)
        if not m:
            continue
        if m.group(1) == "skb_copy_datagram":
            OWN.setdefault(fname, []).append(
                (first + 1, lines[first].find("skb_copy_datagram"), "macro"))
            continue
        if re.search(r"\bskb_copy_datagram\b", text[m.end():]):
            col = lines[first].find(m.group(1))
            MACRO_USE.setdefault(fname, []).append((first + 1, col, m.group(1), n))


def own_definition(fname):
    scan(fname)
    return fname in OWN


def in_macro(p):
    """The macro whose body holds the call at p, or None."""
    scan(p.file)
    for first, _, name, last in MACRO_USE.get(p.file, []):
        if first <= int(p.line) <= last:
            return name
    return None


def nargs(text):
    """The number of arguments in the text of an argument list."""
    depth, n = 0, 1
    if not text.strip():
        return 0
    for c in text:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            n += 1
    return n


def followed_by_else(p):
    """The statement that holds the call at p is followed by an else (the
    SmPL pattern also matches a then-branch that returns, with no else)."""
    try:
        with open(p.file, errors="replace") as src:
            lines = src.read().split("\n")
    except OSError:
        return True
    n = int(p.line) - 1
    while n < len(lines) and not lines[n].split("//")[0].rstrip().endswith(";"):
        n += 1
    n += 1
    while n < len(lines) and not lines[n].strip():
        n += 1
    return n < len(lines) and re.match(r"\s*else\b", lines[n]) is not None


def impure(text):
    """Why an argument cannot be evaluated earlier or twice, or None."""
    flat = re.sub(r"\s+", " ", text)
    if re.search(r"\+\+|--", flat):
        return "increments or decrements"
    if re.search(r"(?<![=!<>])=(?!=)", flat):
        return "assigns"
    for name in re.findall(r"\b([A-Za-z_]\w*) ?\(", flat):
        if name not in PURE_CALLS:
            return "calls %s()" % name
    return None


def reason(p):
    """None when the call at p converts, else why it is left alone."""
    k = key(p)
    if not TARGET_OK:
        return "the target kernel has no skb_copy_datagram_iter(): nothing to convert to: left alone"
    if own_definition(p.file):
        line = OWN[p.file][0][0] if p.file in OWN else "?"
        return ("this file defines its own skb_copy_datagram (line %s): the call is"
                " that function: left for a human" % line)
    macro = in_macro(p)
    if macro:
        return ("the call is in the body of macro %s: spatch does not edit a macro"
                " body: convert it by hand" % macro)
    if k not in ARGS4:
        return "skb_copy_datagram() call without four arguments spatch can read: convert it by hand"
    if k in IMPURE:
        return ("the %s: the iov_iter is set up in a statement before the copy,"
                " which would evaluate it again or earlier: left for a human" % IMPURE[k])
    if k not in FN:
        return "skb_copy_datagram() outside a function spatch parsed: left for a human"
    if (p.file, FN[k]) in TAKEN:
        return ("%s() already uses the name %s the iov_iter needs: left for a human"
                % (FN[k], ITER))
    if k in THENELSE:
        return ("the call is the unbraced branch of an if with an else: add the"
                " braces, then run again, or convert it by hand")
    if k not in SHAPE and k not in DECLINIT:
        return ("the call is not evaluated first and always in its statement (a loop"
                " condition, a larger expression, an initializer before more"
                " declarations): the iov_iter cannot be set up before it: left for a human")
    return None


def ok(p):
    return reason(p[0]) is None


def file_converts(fname):
    """No use of skb_copy_datagram is left in the file once patch mode has
    run: its prototype can go."""
    if fname in FNPTR_FILES or own_definition(fname) or MACRO_USE.get(fname):
        return False
    return all(reason(CALLS[k]) is None for k in CALLS if k[0] == fname)


def proto_message(p):
    if file_converts(p.file):
        return "a prototype of skb_copy_datagram() removed: the target kernel has none"
    return ("a prototype of skb_copy_datagram() kept: a use is left in the file:"
            " remove it by hand once no use is left")


CONVERT = ("skb_copy_datagram() becomes iov_iter_ubuf() over the user buffer and"
           " skb_copy_datagram_iter(): 2.6.11 stopped exporting it")


def call_message(p):
    why = reason(p)
    return CONVERT if why is None else "skb_copy_datagram() not converted: " + why


def pskb_message(nargs):
    if PSKB_EXPORTED is False:
        return ("sock_alloc_send_pskb() is not exported to modules by the target"
                " kernel: left for a human")
    if PSKB_NARGS is not None and nargs != PSKB_NARGS:
        extra = ""
        if nargs == 5 and PSKB_NARGS == 6:
            extra = " (max_page_order: 0 keeps the order-0 pages of 2.6.10)"
        return ("sock_alloc_send_pskb() takes %d arguments on the target kernel, not"
                " %d%s: convert it by hand" % (PSKB_NARGS, nargs, extra))
    return None


def say(p, msg):
    if TARGET_OK:
        coccilib.report.print_report(p, msg)


def todo(p, msg):
    if TARGET_OK:
        coccilib.org.print_todo(p, msg)

// A local definition (matched before "symbol skb_copy_datagram" below:
// spatch cannot parse a function definition named by a symbol).
@defn@
type T;
position p;
@@

T skb_copy_datagram@p(...) { ... }

@script:python@
p << defn.p;
@@

OWN.setdefault(p[0].file, []).append((int(p[0].line), int(p[0].column), "function"))

@call@
symbol skb_copy_datagram;
position p;
@@

skb_copy_datagram@p(...)

@script:python@
p << call.p;
@@

CALLS[key(p[0])] = p[0]
if p[0].current_element not in ("", "something_else"):
    FN[key(p[0])] = p[0].current_element
scan(p[0].file)

@args4@
expression E1, E2, E3, E4;
position p;
@@

skb_copy_datagram@p(E1, E2, E3, E4)

@script:python@
p << args4.p;
b << args4.E3;
n << args4.E4;
@@

ARGS4.add(key(p[0]))
why = impure(b)
if why:
    IMPURE[key(p[0])] = "buffer argument " + why
else:
    why = impure(n)
    if why:
        IMPURE[key(p[0])] = "size argument " + why

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

@script:python@
p << shape.p;
@@

SHAPE.add(key(p[0]))

@acond@
expression E1, E2, E3, E4, x, e;
binary operator bop = {<, <=, >, >=, ==, !=};
statement S1;
position p;
@@

(
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4)) bop e) S1
|
  if ((x = skb_copy_datagram@p(E1, E2, E3, E4))) S1
)

@script:python@
p << acond.p;
x << acond.x;
@@

why = impure(x)
if why and key(p[0]) not in IMPURE:
    IMPURE[key(p[0])] = "result variable " + why

@declinit@
type T;
identifier x;
expression E1, E2, E3, E4;
statement S;
position p;
@@

  T x = skb_copy_datagram@p(E1, E2, E3, E4);
  S

@script:python@
p << declinit.p;
t << declinit.T;
@@

if not re.search(r"\bconst\b", t):
    DECLINIT.add(key(p[0]))

@thenelse@
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

if followed_by_else(p[0]):
    THENELSE.add(key(p[0]))

@taken@
identifier fn;
symbol dgram_iter;
@@

fn(...) { <+... dgram_iter ...+> }

@script:python@
fn << taken.fn;
p << call.p;
@@

TAKEN.add((p[0].file, fn))

@fnptr@
position p != call.p;
@@

skb_copy_datagram@p

@script:python@
p << fnptr.p;
@@

FNPTR_FILES.add(p[0].file)

// A #define of skb_copy_datagram (object- or function-like).
@ownmac@
position p;
@@

#define skb_copy_datagram@p

@ownmac2@
identifier a;
position p;
@@

#define skb_copy_datagram(a@p, ...)

@proto@
type T;
position p;
@@

T skb_copy_datagram@p(...);

@script:python@
p << proto.p;
@@

PROTO_GOES[0] = file_converts(p[0].file)

@pskb@
expression list es;
position p;
@@

sock_alloc_send_pskb@p(es)

// The calls that convert, and the functions they are in.

@okcall@
position p : script:python() { ok(p) };
@@

skb_copy_datagram@p(...)

@okfn@
identifier fn;
position okcall.p;
@@

fn(...) { <+... skb_copy_datagram@p(...) ...+> }

// Fix rules.

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

@depends on patch@
type T;
position p : script:python() { PROTO_GOES[0] };
@@

- T skb_copy_datagram@p(...);

// Match rules of the other modes.

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

@r_pskb depends on !patch@
position pskb.p;
@@

* sock_alloc_send_pskb@p(...)

// Report and org output.

@script:python depends on report@
p << call.p;
@@

say(p[0], call_message(p[0]))

@script:python depends on org@
p << call.p;
@@

todo(p[0], call_message(p[0]))

@script:python depends on report@
p << defn.p;
@@

say(p[0], "the file defines its own skb_copy_datagram(): its calls are left alone: left for a human")

@script:python depends on org@
p << defn.p;
@@

todo(p[0], "the file defines its own skb_copy_datagram(): its calls are left alone: left for a human")

@script:python depends on report@
p << fnptr.p;
@@

say(p[0], "skb_copy_datagram used as a function pointer: the target kernel has no function of that signature, a wrapper is needed: left for a human")

@script:python depends on org@
p << fnptr.p;
@@

todo(p[0], "skb_copy_datagram used as a function pointer: the target kernel has no function of that signature, a wrapper is needed: left for a human")

@script:python depends on report@
p << ownmac.p;
@@

say(p[0], "the file #defines its own skb_copy_datagram: its calls are left alone: left for a human")

@script:python depends on org@
p << ownmac.p;
@@

todo(p[0], "the file #defines its own skb_copy_datagram: its calls are left alone: left for a human")

@script:python depends on report@
p << ownmac2.p;
@@

say(p[0], "the file #defines its own skb_copy_datagram: its calls are left alone: left for a human")

@script:python depends on org@
p << ownmac2.p;
@@

todo(p[0], "the file #defines its own skb_copy_datagram: its calls are left alone: left for a human")

@script:python depends on report@
p << proto.p;
@@

say(p[0], proto_message(p[0]))

@script:python depends on org@
p << proto.p;
@@

todo(p[0], proto_message(p[0]))

@script:python depends on report@
p << pskb.p;
es << pskb.es;
@@

msg = pskb_message(nargs(str(es)))
if msg:
    say(p[0], msg)

@script:python depends on org@
p << pskb.p;
es << pskb.es;
@@

msg = pskb_message(nargs(str(es)))
if msg:
    todo(p[0], msg)
