#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""kernel-decls.py FACTS KERNEL_TREE: the kernel's declarations of the
functions a rule's collecting run asked about.

A rule with a "// Facts: collect" header prints, in its collecting run,
a line "FACT:<rule>\\tneed-decl\\t<name>" for each function it hands
something to that the file does not define.  Once every file's facts are
gathered (sort -u), this looks those names up in KERNEL_TREE's headers
(include/ and arch/*/include/) in one pass and prints, for each
prototype or inline definition found,

    FACT:<rule>\\tdecl\\t<name>\\t<file>:<line>\\t<param 1>\\t<param 2>...

(file relative to KERNEL_TREE, each parameter's text with white space
and comments reduced to one space), to be appended to the facts file
before the real run.  Likewise "FACT:<rule>\tneed-slot\t<struct tag>\t
<field>" asks for a method slot: each definition of that struct whose
field is a function pointer gives

    FACT:<rule>\tslot\t<struct tag>\t<field>\t<file>:<line>\t<param 1>...
And "FACT:<rule>\tneed-field\t<struct tag>\t<field>" asks for a
data member's type: each definition of that struct declaring the field
alone gives

    FACT:<rule>\tfield\t<struct tag>\t<field>\t<file>:<line>\t<type>

  A name the target defines itself (a "def" line of
the same rule) is not looked up.  A name found nowhere gets no line: the
rule treats it as unknown.  Exit 0; 2 on a usage error.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ctext import blank  # noqa: E402  the one comment stripper


KEYWORDS = {"return", "else", "do", "case", "goto", "sizeof", "typeof",
            "__typeof__", "define"}


def params_at(text, i):
    """The parameters of the list whose "(" is at text[i], or None."""
    depth, start, out = 0, i + 1, []
    for j in range(i, len(text)):
        c = text[j]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                out.append(text[start:j])
                rest = text[j + 1:j + 200].lstrip()
                # a declaration or a definition, not a call or a macro use
                if not re.match(r"(;|\{|__[a-z_]+|[A-Z_]+\b)", rest):
                    return None
                return [re.sub(r"\s+", " ", p).strip() for p in out]
        elif c == "," and depth == 1:
            out.append(text[start:j])
            start = j + 1
        elif c in ";{}" and depth > 0:
            return None
    return None


def struct_bodies(text, tag):
    """(match, body) of each definition of struct tag in text, the body
    starting after its "{" and ending at its "}"."""
    out = []
    for m in re.finditer(r"\bstruct\s+%s\s*\{" % re.escape(tag), text):
        body = text[m.end():]
        depth, end = 1, len(body)
        for j, c in enumerate(body):
            depth += c == "{"
            depth -= c == "}"
            if depth == 0:
                end = j
                break
        out.append((m, "{" + body[:end]))
    return out


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: kernel-decls.py FACTS KERNEL_TREE\n")
        return 2
    facts, tree = argv[1], argv[2]
    if not os.path.isdir(os.path.join(tree, "include")):
        sys.stderr.write("kernel-decls.py: %s has no include/: point "
                         "KERNEL_TREE at a kernel tree\n" % tree)
        return 2
    need, defined, slots, fields = {}, set(), {}, {}
    with open(facts, errors="replace") as f:
        for line in f:
            x = line.rstrip("\n").split("\t")
            if len(x) >= 3 and x[0].startswith("FACT:"):
                if x[1] == "need-decl":
                    need.setdefault(x[2], set()).add(x[0])
                elif x[1] == "need-slot" and len(x) >= 4:
                    slots.setdefault((x[2], x[3]), set()).add(x[0])
                elif x[1] == "need-field" and len(x) >= 4:
                    fields.setdefault((x[2], x[3]), set()).add(x[0])
                elif x[1] == "def":
                    defined.add((x[0], x[2]))
    names = sorted(n for n, rules in need.items()
                   if any((r, n) not in defined for r in rules))
    if not names and not slots and not fields:
        return 0
    dirs = ["include"] + sorted(
        os.path.join("arch", a, "include")
        for a in os.listdir(os.path.join(tree, "arch"))
        if os.path.isdir(os.path.join(tree, "arch", a, "include"))) \
        if os.path.isdir(os.path.join(tree, "arch")) else ["include"]
    words = [r"\b%s\b" % n for n in names] + sorted(
        set(r"\bstruct\s+%s\s*\{" % t for (t, f) in list(slots) + list(fields)))
    files = subprocess.run(
        ["grep", "-rlE", "--include=*.h", "|".join(words)] + dirs,
        cwd=tree, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        universal_newlines=True).stdout.split()
    pat = re.compile(r"\b(%s)\s*\(" % "|".join(map(re.escape, names))) \
        if names else None
    out = set()
    for rel in sorted(files):
        with open(os.path.join(tree, rel), errors="replace") as f:
            text = blank(f.read(), literals=False)
        for (tag, field), rules in fields.items():
            for m, body in struct_bodies(text, tag):
                # "TYPE field;" alone (not one of several declarators)
                for f in re.finditer(r"[;{}]\s*([A-Za-z_][\w\s*]*?)\s*\b%s"
                                     r"\s*;" % re.escape(field), body):
                    line = text.count("\n", 0, m.end() + f.start(1)) + 1
                    for rule in rules:
                        out.add("\t".join([rule, "field", tag, field,
                                           "%s:%d" % (rel, line),
                                           re.sub(r"\s+", " ", f.group(1))]))
        for (tag, field), rules in slots.items():
            for m, body in struct_bodies(text, tag):
                end = len(body)
                for f in re.finditer(r"\(\s*\*\s*%s\s*\)\s*\("
                                     % re.escape(field), body[:end]):
                    ps = params_at(body[:end] + ";", f.end() - 1)
                    if ps is None:
                        continue
                    line = text.count("\n", 0, m.end() + f.start()) + 1
                    for rule in rules:
                        out.add("\t".join([rule, "slot", tag, field,
                                           "%s:%d" % (rel, line)] + ps))
        if pat is None:
            continue
        for m in pat.finditer(text):
            before = text[max(0, m.start() - 80):m.start()]
            # a declaration has its return type (a word or a "*") just
            # before the name: not a call (after "{", ";", ")", an
            # operator or "return"), not "(*name)", not a #define
            w = re.search(r"(\w+|\*)\s*$", before)
            if not w or w.group(1) in KEYWORDS or \
                    re.search(r"#\s*define\s+$", before):
                continue
            ps = params_at(text, m.end() - 1)
            if ps is None:
                continue
            line = text.count("\n", 0, m.start()) + 1
            for rule in need[m.group(1)]:
                out.add("\t".join([rule, "decl", m.group(1),
                                   "%s:%d" % (rel, line)] + ps))
    for line in sorted(out):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
