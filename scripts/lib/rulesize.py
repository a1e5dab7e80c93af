#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The size of each rule beside the goals of a rule a reviewer reads in one
sitting (the kernel's scripts/coccinelle: its largest rule is 411 lines):
at most 500 lines a file, at most 150 lines of Python.

    rulesize.py [RULE.cocci...]     (default: every cocci/*.cocci and
                                    every part cocci/NAME/NN_word.cocci)

A line of Python is a line, not blank and not a comment, of the body of a
script, initialize or finalize rule in Python (after its "@@"); the
metavariable lines before it ("x << r.x;") are SmPL.  Prints one row a
rule: its lines, SmPL rules, script rules, Python lines and its largest
script, and the Python lines of its helper cocci/NAME.py, or for a part
of cocci/NAME/ the folder's cocci/NAME/NAME.py ("-" without one: the module whose names the rule imports, counted apart: the goals
are for what a reviewer of the rule reads in the rule); exit 1 when a rule
misses a goal, 2 when a file cannot be read."""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prefilter  # noqa: E402
import rulejoin  # noqa: E402

MAX_LINES = 500
MAX_PYTHON = 150
PYTHON = re.compile(r'\s*(script|initialize|finalize)\s*:\s*python\b')


class Size(object):
    """lines, rules (SmPL rules), scripts, python and largest (the most
    Python lines of one script) of a rule's text."""

    def __init__(self, text):
        lines = text.split('\n')
        if lines and lines[-1] == '':
            lines.pop()
        self.lines = len(lines)
        rules = prefilter.all_rules(text)
        self.rules = len([r for r in rules if not r[3]])
        sizes = [len([ln for ln in body if ln.strip() and not ln.strip().startswith(('#', '//'))])
                 for hdr, _, body, script in rules if script and PYTHON.match(hdr)]
        self.scripts, self.python, self.largest = len(sizes), sum(sizes), max(sizes + [0])

    def misses(self):
        """The goals missed, as words."""
        out = []
        if self.lines > MAX_LINES:
            out.append('over %d lines' % MAX_LINES)
        if self.python > MAX_PYTHON:
            out.append('over %d Python lines' % MAX_PYTHON)
        return out


def is_part(path):
    """A part of a transition folder cocci/NAME/ (rulejoin.py's names)."""
    folder = os.path.dirname(os.path.abspath(path))
    return bool(rulejoin.PART.match(os.path.basename(path))) and \
        os.path.basename(os.path.dirname(folder)) == 'cocci'


def helper_of(path):
    """NAME.py beside NAME.cocci; for a part of cocci/NAME/, NAME/NAME.py."""
    if is_part(path):
        folder = os.path.dirname(os.path.abspath(path))
        return os.path.join(folder, os.path.basename(folder) + '.py')
    return path[:-len('.cocci')] + '.py' if path.endswith('.cocci') else None


def rule_label(path):
    """NAME, or NAME/NN_word for a part."""
    name = os.path.basename(path)[:-len('.cocci')]
    return os.path.basename(os.path.dirname(os.path.abspath(path))) + '/' + name if is_part(path) else name


def helper_lines(path):
    """The Python lines of the helper of a rule (helper_of), or None
    without one."""
    helper = helper_of(path)
    if not helper or not os.path.isfile(helper):
        return None
    with open(helper, errors='replace') as src:
        return len([ln for ln in src.read().split('\n')
                    if ln.strip() and not ln.strip().startswith('#')])


def table(paths):
    """The rows to print, and whether every rule meets the goals."""
    rows = ['%-28s %6s %6s %7s %7s %8s %7s  %s' % (
        'rule', 'lines', 'rules', 'scripts', 'python', 'largest', 'helper', 'goal: <= %d lines, <= %d Python' % (
            MAX_LINES, MAX_PYTHON))]
    ok = True
    for path in paths:
        with open(path, errors='replace') as src:
            s = Size(src.read())
        miss = s.misses()
        ok = ok and not miss
        helper = helper_lines(path)
        rows.append('%-28s %6d %6d %7d %7d %8d %7s  %s' % (
            rule_label(path), s.lines, s.rules, s.scripts,
            s.python, s.largest, '-' if helper is None else helper, '; '.join(miss) or 'ok'))
    return rows, ok


def main(argv):
    top = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    paths = argv or sorted(glob.glob(os.path.join(top, 'cocci', '*.cocci')) +
                           glob.glob(os.path.join(top, 'cocci', '*', '[0-9][0-9]_*.cocci')))
    try:
        rows, ok = table(paths)
    except OSError as e:
        sys.stderr.write('rulesize: %s: %s: give readable .cocci files\n' % (e.filename, e.strerror))
        return 2
    print('\n'.join(rows))
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
