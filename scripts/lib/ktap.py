#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The boot test's verdict on a guest's console log, by the kernel's own KTAP
parser (tools/testing/kunit/kunit_parser.py of the tree, imported at run
time from --kunit-dir).

    ktap.py --kunit-dir DIR CONSOLE_LOG SUITES_FILE

What kunit_parser.py does not do, and this module does:
  - split the log into its KTAP documents: a 6.1 guest's console holds the
    kernel's KUnit document and then the guest /init's (an unindented
    "KTAP version" line starts one).  kunit_parser's extract_tap_lines()
    takes only the first document, cuts a fixed prefix the length of its
    first line's printk timestamp from every later line (the /init prints
    none, and printk lines interleave), and ends only at its own markers
    (not at a panic inside a test, nor at "reboot: Power down").  So each
    line here loses its own timestamp, and a document ends at the next
    document, at "Kernel panic - not syncing" or at the end of the log;
  - cut out a kernel message printed into the middle of a line the guest
    was writing (printk and the /init share the serial console);
  - remember each test's result line (kunit_parser keeps no SKIP reason);
  - say why a suite crashed, and check the suites the boot test expects.

Each document goes to kunit_parser.parse_test(), whose top-level subtests are
the suites.  One line a suite, its status from kunit_parser:
  ok        SUCCESS: "N cases, N skipped"
  FAILED    FAILURE: the failed cases follow, each with its diagnostic
  SKIPPED   SKIPPED: the reason of the SKIP directive
  CRASHED   TEST_CRASHED: no result line (the log ends, a panic or a new
            document inside the suite) or a case missing from its plan
  NO TESTS  NO_TESTS: a suite that ran no case and did not skip
  UNPARSABLE  FAILURE_TO_PARSE_TESTS: no KTAP in the whole log (or
            kunit_parser failed on a document: its message)
then the SUITES_FILE check: an expected suite that is missing or skipped
fails.  A skipped suite that is not expected counts as neither.  Ends with
"N passed, N failed" (suites); exit 1 when any failed, 2 when an input or
kunit_parser.py cannot be read.
"""
import io
import re
import sys

STAMP = re.compile(r'^\[ *[0-9]+\.[0-9]+\] ?')
# A kernel message that landed inside a line the guest was writing (the
# kernel prints to the same serial console whenever it likes): from its
# timestamp to its newline, after something other than a line start.
INSIDE = re.compile(r'(?<=[^\n])\[ *[0-9]+\.[0-9]+\] [^\n]*\n')
DOC_START = re.compile(r'^(KTAP|TAP) version [0-9]+$')
PANIC = 'Kernel panic - not syncing'
PASS_LINE = re.compile(r'^\s*# [^ ]+: pass:')

END_PANIC = 'kernel panic inside the suite'
END_NEW_DOC = 'a new KTAP document started inside the suite'
END_LOG = 'the log ends inside the suite'


class Error(Exception):
    """An input that cannot be read: one line, exit 2."""


def load_parser(kunit_dir):
    """kunit_parser of the tree, its printing kept out of our output."""
    sys.path.insert(0, kunit_dir)
    try:
        import kunit_parser
        import kunit_printer
    except ImportError as e:
        raise Error('cannot import kunit_parser from %s (%s): run make tree'
                    % (kunit_dir, e))
    finally:
        sys.path.pop(0)
    kunit_parser.stdout = kunit_printer.Printer(io.StringIO())
    return kunit_parser


def documents(lines):
    """The KTAP documents of a console log: (lines, how it ended), each
    line (number, text) without its printk timestamp; a kernel message
    inside a guest's line is cut out, which makes the line whole again
    (the lines after it are numbered one less)."""
    docs, cur = [], None
    lines = INSIDE.sub('', '\n'.join(lines)).split('\n')
    for n, raw in enumerate(lines, 1):
        line = STAMP.sub('', raw.rstrip('\n').rstrip('\r'), count=1)
        if DOC_START.match(line):
            if cur is not None:
                docs.append((cur, END_NEW_DOC))
            cur = [(n, line)]
        elif PANIC in line:
            if cur is not None:
                docs.append((cur, END_PANIC))
            cur = None
        elif cur is not None:
            cur.append((n, line))
    if cur is not None:
        docs.append((cur, END_LOG))
    return docs


class Suite:
    """One line of the verdict."""

    def __init__(self, name, status, cases=0, failed=0, skipped=0, detail=''):
        self.name, self.status, self.detail = name, status, detail
        self.cases, self.failed, self.skipped = cases, failed, skipped
        self.failures = []      # failed case lines


def parse(kp, text_lines):
    """Suites of every KTAP document of the log; None when it has none."""
    docs = documents(text_lines)
    if not docs:
        return None
    results = {}                # id(Test) -> its result line
    original = kp.parse_test_result

    def recording(lines, test, expected_num):
        line = lines.peek()
        ok = original(lines, test, expected_num)
        if ok:
            results[id(test)] = line.strip()
        return ok

    kp.parse_test_result = recording
    suites = []
    try:
        for doc, ending in docs:
            try:
                main = kp.parse_test(kp.LineStream(iter(doc)), 0, [], False)
            except Exception as e:      # kunit_parser's own failure: say it
                suites.append(Suite('(KTAP at line %d)' % doc[0][0], 'unparsable',
                                    detail='kunit_parser: %s' % e))
                continue
            named = [t for t in main.subtests if t.name]
            for k, t in enumerate(named):
                last = k == len(named) - 1
                suites.append(suite_of(kp, t, results, ending if last else None))
    finally:
        kp.parse_test_result = original
    return suites


def diagnostic(case):
    """The case's diagnostic that names it, else its first."""
    diags = [re.sub(r'^\s*# ', '', l) for l in case.log
             if re.match(r'^\s*# ', l) and not PASS_LINE.match(l)]
    for d in diags:
        if d.startswith(case.name + ': '):
            return d
    return diags[0] if diags else ''


def suite_of(kp, t, results, ending):
    S = kp.TestStatus
    cases = [c for c in t.subtests if c.name]
    n = len(cases)
    fails = [c for c in cases if c.status in (S.FAILURE, S.TEST_CRASHED)]
    skips = [c for c in cases if c.status == S.SKIPPED]
    result = results.get(id(t))
    if t.status == S.SUCCESS:
        return Suite(t.name, 'ok', n, len(fails), len(skips))
    if t.status == S.FAILURE:
        s = Suite(t.name, 'not ok', n, len(fails))
        for c in fails:
            line = results.get(id(c), 'not ok %d %s' % (t.subtests.index(c) + 1, c.name))
            d = diagnostic(c)
            s.failures.append(line + (' (%s)' % d if d else ''))
        return s
    if t.status == S.SKIPPED:
        m = re.search(r' # [Ss][Kk][Ii][Pp] ?(.*)$', result or '')
        return Suite(t.name, 'skip', n, detail=m.group(1) if m else '')
    if t.status == S.NO_TESTS:
        return Suite(t.name, 'no tests', n, detail='the suite ran no case')
    if result is None:
        why = ending or 'no result line for the suite'
    else:
        why = 'a case of its plan (1..%s) is missing' % t.expected_count
    return Suite(t.name, 'crashed', n, detail=why)


def expected_suites(path):
    out = []
    with open(path) as f:
        for line in f:
            name = re.sub(r'\s', '', line.split('#', 1)[0])
            if name:
                out.append(name)
    return out


def verdict(suites, expected):
    """The verdict's lines and whether it failed."""
    out, got, order = [], {}, []

    def mark(name, what):
        if name not in got:
            order.append(name)
        got[name] = what
    if suites is None:
        out.append('ktap: %-24s UNPARSABLE no KTAP version line in the log' % '(console log)')
        mark('(console log)', 'fail')
        suites = []
    for s in suites:
        if s.status == 'ok':
            out.append('ktap: %-24s ok       %d cases, %d skipped' % (s.name, s.cases, s.skipped))
            if got.get(s.name) != 'fail':
                mark(s.name, 'pass')
        elif s.status == 'not ok':
            out.append('ktap: %-24s FAILED   %d cases, %d failed' % (s.name, s.cases, s.failed))
            out += ['ktap:     ' + f for f in s.failures]
            mark(s.name, 'fail')
        elif s.status == 'skip':
            out.append('ktap: %-24s SKIPPED  %s' % (s.name, s.detail or 'no reason given'))
            if s.name not in got:
                mark(s.name, 'skip')
        elif s.status == 'unparsable':
            out.append('ktap: %-24s UNPARSABLE %s' % (s.name, s.detail))
            mark(s.name, 'fail')
        elif s.status == 'no tests':
            out.append('ktap: %-24s NO TESTS %s' % (s.name, s.detail))
            mark(s.name, 'fail')
        else:
            out.append('ktap: %-24s CRASHED  %s (%d cases seen)' % (s.name, s.detail, s.cases))
            mark(s.name, 'fail')
    for name in expected:
        if name not in got:
            out.append('ktap: %-24s MISSING  expected but not in the log' % name)
            mark(name, 'fail')
        elif got[name] == 'skip':
            out.append('ktap: %-24s FAILED   expected but skipped' % name)
            mark(name, 'fail')
    passed = sum(1 for n in order if got[n] == 'pass')
    failed = sum(1 for n in order if got[n] == 'fail')
    skipped = sum(1 for n in order if got[n] == 'skip')
    if skipped:
        out.append('ktap: %d suite(s) skipped (not expected, not counted)' % skipped)
    out.append('%d passed, %d failed' % (passed, failed))
    return out, failed > 0


def main(argv):
    args = argv[1:]
    if len(args) != 4 or args[0] != '--kunit-dir':
        raise Error('usage: ktap.py --kunit-dir DIR CONSOLE_LOG SUITES_FILE')
    kunit_dir, log, suites_file = args[1:]
    try:
        with open(log, errors='replace') as f:
            text = f.read().split('\n')
    except OSError:
        raise Error('console log %s not readable: run the boot test first (make boot-test)' % log)
    try:
        expected = expected_suites(suites_file)
    except OSError:
        raise Error('suite list %s not readable: restore scripts/guest/suites' % suites_file)
    kp = load_parser(kunit_dir)
    lines, failed = verdict(parse(kp, text), expected)
    print('\n'.join(lines))
    return 1 if failed else 0


if __name__ == '__main__':
    try:
        sys.exit(main(sys.argv))
    except Error as e:
        sys.stderr.write('ktap: %s\n' % e)
        sys.exit(2)
