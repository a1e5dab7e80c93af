# SPDX-License-Identifier: GPL-2.0
"""scripts/lib/casecheck.py: test-cocci's verdicts on a rule's cases, each
failure it must name and the agreement of report and patch mode."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
CASECHECK = os.path.join(HERE, 'casecheck.py')
sys.path.insert(0, HERE)
import casecheck  # noqa: E402

RULE = '''/// A test rule: foo(x) becomes bar(x).
// Promise: /^foo\\(\\) becomes bar\\(\\)$/
virtual patch
'''
ORIG = '''int lamp_on(int x)
{
	return foo(x);
}

static int (*hook)(int) = lamp_on;
'''
PATCHED = ORIG.replace('foo(x)', 'bar(x)')
REPORT = './lamp.c:3:8-11: foo() becomes bar()\n'


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)


class Cases(unittest.TestCase):
    """One case, lamp.c, as the runs in TMP left it; each test changes one
    thing."""

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        d = self.dir.name
        self.rule = os.path.join(d, 'lamp_rule.cocci')
        self.cases = os.path.join(d, 'cases')
        self.tmp = os.path.join(d, 'tmp')
        write(self.rule, RULE)
        write(os.path.join(self.cases, 'lamp.c'), ORIG)
        write(os.path.join(self.cases, 'lamp.res'), PATCHED)
        write(os.path.join(self.cases, 'lamp.report'), 'lamp.c:3: foo() becomes bar()\n')
        write(os.path.join(self.tmp, 'orig', 'lamp.c'), ORIG)
        write(os.path.join(self.tmp, 'patch', 'lamp.c'), PATCHED)
        write(os.path.join(self.tmp, 'again', 'lamp.c'), PATCHED)
        write(os.path.join(self.tmp, 'report.log'), REPORT)

    def tearDown(self):
        self.dir.cleanup()

    def run_check(self, *extra, files=('lamp.c',), env=None):
        r = subprocess.run([sys.executable, CASECHECK, self.rule, 'lamp_rule', self.cases,
                            self.tmp, '6.1'] + list(extra) + list(files),
                           capture_output=True, text=True, env=env)
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = r.stdout.split('\n')[:-1]
        return lines[:-1], lines[-1]

    def fails(self, *extra, **kw):
        out, last = self.run_check(*extra, **kw)
        return [l for l in out if l.startswith('FAIL ')], last

    def test_pass(self):
        out, last = self.run_check()
        self.assertEqual(out, [])
        self.assertEqual(last, 'casecheck: 1 passed, 0 failed')
        with open(os.path.join(self.tmp, 'lamp.got')) as f:
            self.assertEqual(f.read(), 'lamp.c:3: foo() becomes bar()\n')

    def test_patch_differs(self):
        write(os.path.join(self.cases, 'lamp.res'), ORIG)
        out, last = self.run_check()
        self.assertEqual(out[0], 'FAIL lamp_rule/lamp.c: patch mode differs from lamp.res')
        self.assertIn('    -\treturn foo(x);', out)
        self.assertIn('    +\treturn bar(x);', out)
        self.assertEqual(last, 'casecheck: 0 passed, 1 failed')

    def test_not_idempotent(self):
        write(os.path.join(self.tmp, 'again', 'lamp.c'), PATCHED.replace('bar(x)', 'baz(x)'))
        fails, last = self.fails()
        self.assertEqual(fails, ['FAIL lamp_rule/lamp.c: not idempotent: a second run changes '
                                 'its own output'])
        self.assertEqual(last, 'casecheck: 0 passed, 1 failed')

    def test_report_differs(self):
        write(os.path.join(self.cases, 'lamp.report'), 'lamp.c:4: foo() becomes bar()\n')
        out, last = self.run_check()
        self.assertEqual(out[0], 'FAIL lamp_rule/lamp.c: report mode differs from lamp.report')
        self.assertIn('    -lamp.c:4: foo() becomes bar()', out)
        self.assertIn('    +lamp.c:3: foo() becomes bar()', out)

    def test_report_per_kernel(self):
        write(os.path.join(self.cases, 'lamp.report'), '')
        write(os.path.join(self.cases, 'lamp.report.6.1'), 'lamp.c:3: foo() becomes bar()\n')
        self.assertEqual(self.fails(), ([], 'casecheck: 1 passed, 0 failed'))

    def test_missing_expectation(self):
        os.remove(os.path.join(self.cases, 'lamp.report'))
        self.assertEqual(self.fails(), (['FAIL lamp_rule/lamp.c: missing lamp.res or lamp.report'],
                                        'casecheck: 0 passed, 1 failed'))

    def test_changed_header_not_reported(self):
        # patch mode renames the function, report mode names only line 3
        changed = PATCHED.replace('int lamp_on(int x)', 'int lamp_on(long x)')
        write(os.path.join(self.cases, 'lamp.res'), changed)
        write(os.path.join(self.tmp, 'patch', 'lamp.c'), changed)
        write(os.path.join(self.tmp, 'again', 'lamp.c'), changed)
        self.assertEqual(self.fails(), (['FAIL lamp_rule/lamp.c: report and patch mode disagree '
                                         'at line 1(changed, not reported)'],
                                        'casecheck: 0 passed, 1 failed'))

    def test_promise_not_kept(self):
        # report mode promises the edit, patch mode makes none
        for d in ('patch', 'again'):
            write(os.path.join(self.tmp, d, 'lamp.c'), ORIG)
        write(os.path.join(self.cases, 'lamp.res'), ORIG)
        self.assertEqual(self.fails(), (['FAIL lamp_rule/lamp.c: report and patch mode disagree '
                                         'at line 3(promised, not changed)'],
                                        'casecheck: 0 passed, 1 failed'))

    def test_promise_searched_in_the_message(self):
        # the promise's ^ anchors at the message, not at "lamp.c:3: "
        write(os.path.join(self.tmp, 'report.log'), './lamp.c:3:8-11: not: foo() becomes bar()\n')
        write(os.path.join(self.cases, 'lamp.report'), 'lamp.c:3: not: foo() becomes bar()\n')
        for d in ('patch', 'again'):
            write(os.path.join(self.tmp, d, 'lamp.c'), ORIG)
        write(os.path.join(self.cases, 'lamp.res'), ORIG)
        self.assertEqual(self.fails(), ([], 'casecheck: 1 passed, 0 failed'))

    def test_folder_case(self):
        folder = os.path.join(self.cases, 'drv')
        os.makedirs(folder)
        shutil.move(os.path.join(self.cases, 'lamp.c'), os.path.join(folder, 'lamp.c'))
        shutil.move(os.path.join(self.cases, 'lamp.res'), os.path.join(folder, 'lamp.c.res'))
        os.remove(os.path.join(self.cases, 'lamp.report'))
        write(os.path.join(folder, 'lamp.c.report'), 'lamp.c:4: foo() becomes bar()\n')
        self.cases = folder
        fails, last = self.fails('--folder', 'drv')
        self.assertEqual(fails, ['FAIL lamp_rule/drv/lamp.c: report mode differs from '
                                 'lamp.c.report'])
        self.assertTrue(os.path.isfile(os.path.join(self.tmp, 'lamp.c.rdiff')))

    def test_verbose_shows_every_line(self):
        long = ''.join('int v%d;\n' % i for i in range(40))
        write(os.path.join(self.cases, 'lamp.res'), long)
        out, _ = self.run_check()
        self.assertEqual(len(out), 1 + casecheck.DIFF_LINES)
        out, _ = self.run_check(env=dict(os.environ, VERBOSE='1'))
        self.assertGreater(len(out), 1 + 40)

    def test_unreadable_case_fails_alone(self):
        write(os.path.join(self.cases, 'other.c'), ORIG)
        write(os.path.join(self.cases, 'other.res'), ORIG)
        write(os.path.join(self.cases, 'other.report'), '')
        fails, last = self.fails(files=('other.c', 'lamp.c'))
        self.assertEqual(len(fails), 1)
        self.assertTrue(fails[0].startswith('FAIL lamp_rule/other.c: could not be checked: '))
        self.assertEqual(last, 'casecheck: 1 passed, 1 failed')

    def test_bad_usage(self):
        r = subprocess.run([sys.executable, CASECHECK, self.rule], capture_output=True, text=True)
        self.assertEqual(r.returncode, 2)
        self.assertIn('usage:', r.stderr)


class Helpers(unittest.TestCase):
    def test_normalize_report(self):
        self.assertEqual(casecheck.normalize_report([
            '/abs/orig/a.c:12:4-10: x: y', './b.c:3:0-1: z', 'a.c:12:4-10: x: y', 'noise']),
            ['a.c:12: x: y', 'b.c:3: z'])

    def test_normalize_report_command(self):
        # test-cocci's check_parts normalizes the parts' reports with this
        r = subprocess.run([sys.executable, os.path.join(HERE, 'casecheck.py'), '--normalize-report'],
                           input='./b.c:3:0-1: z\nnoise\n/x/a.c:12:4-10: x: y\n./b.c:3:0-1: z\n',
                           capture_output=True, text=True)
        self.assertEqual((r.returncode, r.stdout), (0, 'a.c:12: x: y\nb.c:3: z\n'))

    def test_report_for(self):
        self.assertEqual(casecheck.report_for(['./a.c:1:0-1: m', './ba.c:2:0-1: n'], 'a.c'),
                         ['a.c:1: m'])

    def test_header_lines(self):
        lines = ['static int f(int a)', '{', 'int g(void);', 'struct s x = f(1);',
                 'static const int t[] = { f(2) };', '  h(3)', 'void k(int a,']
        self.assertEqual(casecheck.header_lines(lines), {1, 7})

    def test_changed_lines(self):
        with tempfile.TemporaryDirectory() as d:
            a, b = os.path.join(d, 'a'), os.path.join(d, 'b')
            write(a, 'one\ntwo\nthree\nfour\n')
            write(b, 'one\n2\nthree\n')
            self.assertEqual(casecheck.changed_lines(a, b), {2, 4})
            self.assertEqual(casecheck.changed_lines(a, a), set())


if __name__ == '__main__':
    unittest.main()
