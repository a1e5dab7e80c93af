# SPDX-License-Identifier: GPL-2.0
"""The Python of cocci/skb_copy_datagram.cocci: which calls convert, what the
target kernel offers, and the messages.

The rule's initialize imports its names (README, Layout: cocci/);
scripts/lib/test_rule_helpers.py tests it without spatch.
"""
import os
import re

WHY = {}        # call -> (order, why it is left alone)
OWN = {}        # file -> line where it defines its own skb_copy_datagram
CALLS = {}      # file -> positions of its calls
MODE = [None]   # "report" or "org": the mode that prints
FNPTR = set()   # files that use skb_copy_datagram other than in a call


def target_text(path):
    try:
        with open(os.path.join(os.environ.get("FACTS_KERNEL") or os.getcwd(), path),
                  errors="replace") as src:
            return src.read()
    except OSError:
        return None


def target_facts():
    # What the target kernel (FACTS_KERNEL, set by the runner; else the
    # tree spatch runs in) offers: skb_copy_datagram_iter() in skbuff.h,
    # whether net/core exports sock_alloc_send_pskb() and how many
    # arguments include/net/sock.h gives it (None: not known).  Not told
    # and none of these files: a case folder, assume 6.1.
    told = bool(os.environ.get("FACTS_KERNEL"))
    skbuff, sock_c, sock_h = [target_text(f) for f in (
        "include/linux/skbuff.h", "net/core/sock.c", "include/net/sock.h")]
    has_iter = ("skb_copy_datagram_iter(" in skbuff) if skbuff is not None else not told
    exported = sock_c and re.search(r"EXPORT_SYMBOL(?:_GPL)?\(\s*sock_alloc_send_pskb\s*\)", sock_c)
    m = sock_h and re.search(r"\bsock_alloc_send_pskb\s*\(([^;{]*?)\)\s*;", sock_h)
    nargs = m.group(1).count(",") + 1 if m else None
    if skbuff is None and sock_h is None and not told:
        return has_iter, True, 6
    return has_iter, None if sock_c is None else bool(exported), nargs


TARGET_OK, PSKB_EXPORTED, PSKB_NARGS = target_facts()


OWN_TEXT = "this file defines its own skb_copy_datagram (line %s): the call is that function: left for a human"
EFFECT = ("the %s %s: the iov_iter is set up in a statement before the copy,"
          " which would evaluate it again or earlier: left for a human")


def key(p):
    return (p.file, int(p.line), int(p.column))


def refuse(p, order, text):
    if key(p) not in WHY or WHY[key(p)][0] > order:
        WHY[key(p)] = (order, text)


def macros(fname):
    # The #defines of the file of skb_copy_datagram or whose body uses it:
    # (first line, last line, name).  The preprocessor is what SmPL cannot match.
    out, n = [], 0
    with open(fname, errors="replace") as src:
        lines = src.read().split("\n")
    while n < len(lines):
        first, text = n, lines[n]
        while text.endswith(chr(92)) and n + 1 < len(lines):
            n += 1
            text = text[:-1] + " " + lines[n]
        n += 1
        m = re.match(r"\s*#\s*define\s+(\w+)", text)
        if m and (m.group(1) == "skb_copy_datagram" or re.search(r"\bskb_copy_datagram\b", text[m.end():])):
            out.append((first + 1, n, m.group(1)))
    return out


def reason(p):
    # None when the call at p converts, else why it is left alone.
    if not TARGET_OK:
        return "the target kernel has no skb_copy_datagram_iter(): nothing to convert to: left alone"
    for first, last, name in macros(p.file):
        if name == "skb_copy_datagram":
            refuse(p, 1, OWN_TEXT % first)
        elif first <= int(p.line) <= last:
            refuse(p, 2, "the call is in the body of macro %s: spatch does not edit a macro body: convert it by hand" % name)
    return WHY[key(p)][1] if key(p) in WHY else None


def file_converts(fname):
    # No use of skb_copy_datagram is left in the file after patch mode:
    # its prototype can go.
    return fname not in FNPTR and fname not in OWN and not macros(fname) and all(
        reason(p) is None for p in CALLS.get(fname, []))


def tell(p, msg):
    if TARGET_OK and msg and MODE[0]:
        import coccilib.org
        import coccilib.report
        (coccilib.org.print_todo if MODE[0] == "org" else coccilib.report.print_report)(p, msg)


def pskb_message(n):
    if PSKB_EXPORTED is False:
        return "sock_alloc_send_pskb() is not exported to modules by the target kernel: left for a human"
    if PSKB_NARGS is not None and n != PSKB_NARGS:
        return "sock_alloc_send_pskb() takes %d arguments on the target kernel, not %d%s: convert it by hand" % (
            PSKB_NARGS, n, " (max_page_order: 0 keeps the order-0 pages of 2.6.10)" if (n, PSKB_NARGS) == (5, 6) else "")
    return None
