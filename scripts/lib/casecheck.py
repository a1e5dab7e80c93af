#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The verdicts of test-cocci on a rule's cases, once spatch has run.

scripts/checks/test-cocci.sh runs a rule over a folder of cases in each
mode (TMP/patch: patch mode, TMP/again: patch mode on that output,
TMP/orig: the inputs, TMP/report.log: report mode's output), then calls

  casecheck.py RULE NAME CASEDIR TMP KERNEL [--folder DIR] FILE...

for the case inputs FILE... (relative to CASEDIR).  For each one:

  - patch mode gives BASE.res byte for byte (a negative case: a copy of
    the input);
  - patch mode run again on that output changes nothing (idempotence);
  - report mode names exactly the lines of BASE.report ("BASE.c:LINE:
    message", BASE.report.KERNEL instead when there is one);
  - report and patch mode agree: a function header patch mode changes is
    named by report mode, and a report message that is one of the rule's
    promises of an edit ("// Promise: /REGEX/", searched in the message)
    stands on a line patch mode changes.

--folder DIR: the files are those of the folder case DIR of a rule that
collects facts; their expectations are FILE.res and FILE.report (the full
name: core.c and core.h may sit side by side), and their names in the
messages start with DIR/.

Prints one "FAIL NAME/FILE: why" line for each failed aspect, a diff's
first 20 lines under it (all of them with VERBOSE set), and ends with
"casecheck: P passed, F failed": P cases with no failure, F FAIL lines.
Exit 0 when it could check (failures or not), 2 on bad input.  One
process for a rule's cases where the shell's checks took some 50 each.
"""
import io
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rulehdr  # noqa: E402

# spatch's report line "path/f.c:12:4-10: message"
REPORT = re.compile(r'^(?:[^:]*/)?([^/:]+):([0-9]+):[0-9]+-[0-9]+: (.*)$')
# a normalized finding "f.c:12: message"
FINDING = re.compile(r'^[^:]+:([0-9]+): (.*)$')
# a line that starts a function definition: column 0, a parenthesis, no
# semicolon at its end, not an initialized declaration
HEADER_START = re.compile(r'^[A-Za-z_].*\(')
HEADER_NOT = (re.compile(r';\s*$'),
              re.compile(r'^(typedef|struct|union|enum|static const)[^(]*='))
DIFF_LINES = 20


def read_bytes(path):
    with open(path, 'rb') as f:
        return f.read()


def text_lines(path):
    """PATH's lines as sort and awk count them (latin-1: any byte reads)."""
    data = read_bytes(path).decode('latin-1')
    lines = data.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    return lines


def normalize_report(lines):
    """spatch's report lines as the sorted, unique "f.c:LINE: message"."""
    out = set()
    for line in lines:
        m = REPORT.match(line)
        if m:
            out.add('%s:%s: %s' % m.groups())
    return sorted(out)


def report_for(report_lines, file):
    """The normalized findings of report mode's output about FILE."""
    key = '/' + file + ':'
    return normalize_report(l for l in report_lines if key in l)


def header_lines(lines):
    """The numbers of the lines that start a function definition."""
    return {n for n, l in enumerate(lines, 1)
            if HEADER_START.search(l) and not any(r.search(l) for r in HEADER_NOT)}


def changed_lines(orig, new):
    """The numbers of ORIG's lines that NEW changes or drops (GNU diff's
    alignment, as the shell check had it)."""
    if read_bytes(orig) == read_bytes(new):
        return set()
    out = subprocess.run(['diff', '--unchanged-line-format=', '--new-line-format=',
                          '--old-line-format=%dn\n', orig, new],
                         stdout=subprocess.PIPE, check=False).stdout.decode()
    return {int(n) for n in out.split()}


def disagreements(orig_lines, changed, findings, promise):
    """Where report and patch mode disagree, as " N(why)" words."""
    named = set()
    promised = set()
    for f in findings:
        m = FINDING.match(f)
        if not m:
            continue
        named.add(int(m.group(1)))
        if promise is not None and promise.search(m.group(2)):
            promised.add(int(m.group(1)))
    bad = ['%d(changed, not reported)' % n
           for n in sorted(changed & header_lines(orig_lines)) if n not in named]
    bad += ['%d(promised, not changed)' % n for n in sorted(promised - changed)]
    return bad


def unified(a, b, out):
    """diff -u A B into OUT; its lines."""
    text = subprocess.run(['diff', '-u', a, b], stdout=subprocess.PIPE,
                          check=False).stdout.decode('latin-1')
    with open(out, 'w', encoding='latin-1') as f:
        f.write(text)
    return text.split('\n')[:-1] if text.endswith('\n') else text.split('\n')


class Checker:
    def __init__(self, rule, name, cases, tmp, kernel, folder=''):
        self.name, self.cases, self.tmp, self.kernel = name, cases, tmp, kernel
        self.folder = folder + '/' if folder else ''
        self.promise = rulehdr.Header(rule, pcre=False).promise
        self.report = text_lines(os.path.join(tmp, 'report.log'))
        self.verbose = bool(os.environ.get('VERBOSE'))
        self.passed = self.failed = 0
        self.out = []

    def fail(self, file, why, diff=None):
        self.failed += 1
        self.out.append('FAIL %s/%s%s: %s' % (self.name, self.folder, file, why))
        if diff is not None:
            shown = diff if self.verbose else diff[:DIFF_LINES]
            self.out.extend('    ' + l for l in shown)

    def expectations(self, file):
        stem = file if self.folder else os.path.splitext(file)[0]
        res = os.path.join(self.cases, stem + '.res')
        rep = os.path.join(self.cases, stem + '.report')
        # a report that quotes the kernel's headers may differ per kernel
        if os.path.isfile(rep + '.' + self.kernel):
            rep += '.' + self.kernel
        return stem, res, rep

    def check(self, file):
        stem, res, rep = self.expectations(file)
        tmp = self.tmp
        os.makedirs(os.path.join(tmp, os.path.dirname(file)), exist_ok=True)
        if not os.path.isfile(res) or not os.path.isfile(rep):
            self.fail(file, 'missing %s or %s' % (os.path.basename(res), os.path.basename(rep)))
            return
        before = self.failed
        patched = os.path.join(tmp, 'patch', file)
        again = os.path.join(tmp, 'again', file)
        orig = os.path.join(tmp, 'orig', file)
        if read_bytes(res) != read_bytes(patched):
            self.fail(file, 'patch mode differs from %s.res' % stem,
                      unified(res, patched, os.path.join(tmp, stem + '.diff')))
        if read_bytes(patched) != read_bytes(again):
            self.fail(file, 'not idempotent: a second run changes its own output',
                      unified(patched, again, os.path.join(tmp, stem + '.idem')))
        got = report_for(self.report, file)
        want = sorted(set(text_lines(rep)))
        got_file = os.path.join(tmp, stem + '.got')
        with open(got_file, 'w', encoding='latin-1') as f:
            f.writelines(l + '\n' for l in got)
        if got != want:
            want_file = os.path.join(tmp, stem + '.want')
            with open(want_file, 'w', encoding='latin-1') as f:
                f.writelines(l + '\n' for l in want)
            self.fail(file, 'report mode differs from %s' % os.path.basename(rep),
                      unified(want_file, got_file, os.path.join(tmp, stem + '.rdiff')))
        bad = disagreements(text_lines(orig), changed_lines(orig, patched), got, self.promise)
        if bad:
            self.fail(file, 'report and patch mode disagree at line ' + ' '.join(bad))
        if self.failed == before:
            self.passed += 1


def check_each(checker, files):
    """Every case of FILES; one that cannot be read (a run left no output
    for it) fails alone."""
    for file in files:
        try:
            checker.check(file)
        except (OSError, UnicodeError) as e:
            checker.fail(file, 'could not be checked: %s' % e)


def main(argv):
    args = argv[1:]
    if args == ['--normalize-report']:
        # stdin's report lines, normalized (test-cocci's check_parts);
        # bytes as they are (latin-1, like the cases)
        inp = io.TextIOWrapper(sys.stdin.buffer, encoding='latin-1')
        out = io.TextIOWrapper(sys.stdout.buffer, encoding='latin-1')
        for line in normalize_report(inp):
            out.write(line + '\n')
        out.flush()
        return 0
    folder = ''
    if len(args) > 6 and args[5] == '--folder':
        folder = args[6]
        del args[5:7]
    if len(args) < 5:
        sys.stderr.write('usage: casecheck.py RULE NAME CASEDIR TMP KERNEL [--folder DIR] FILE...\n'
                         '       casecheck.py --normalize-report <REPORT-LOG\n')
        return 2
    rule, name, cases, tmp, kernel = args[:5]
    c = Checker(rule, name, cases, tmp, kernel, folder)
    check_each(c, args[5:])
    for line in c.out:
        print(line)
    print('casecheck: %d passed, %d failed' % (c.passed, c.failed))
    return 0


if __name__ == '__main__':
    sys.exit(rulehdr.run_cli(main, 'casecheck.py'))
