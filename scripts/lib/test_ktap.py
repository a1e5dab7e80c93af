# SPDX-License-Identifier: GPL-2.0
"""Unit tests of ktap.py: the split into KTAP documents, the verdict, and
the kernel's kunit_parser.py on testdata/ktap's console logs (KUNIT_DIR:
the folder scripts/stages/ktap.sh --kunit-dir prints; scripts/checks/test-unit.sh sets
it)."""
import contextlib
import io
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(TOP, 'testdata', 'ktap')
sys.path.insert(0, HERE)
import ktap  # noqa: E402


def log_lines(name):
    with open(os.path.join(DATA, name + '.log')) as f:
        return f.read().split('\n')


class Documents(unittest.TestCase):
    def test_split(self):
        docs = ktap.documents(log_lines('pass'))
        self.assertEqual(len(docs), 2)
        (kernel, end1), (init, end2) = docs
        self.assertEqual(end1, ktap.END_NEW_DOC)
        self.assertEqual(end2, ktap.END_LOG)
        self.assertEqual(kernel[0], (2, 'KTAP version 1'))
        self.assertEqual(kernel[1], (3, '1..2'))
        # timestamps go line by line: the init's lines keep their indent
        self.assertIn((31, '    # Subtest: pm_test'), init)
        self.assertIn((35, 'PM: suspend exit'), init)

    def test_panic_ends_a_document(self):
        docs = ktap.documents(log_lines('crash'))
        self.assertEqual([end for _, end in docs], [ktap.END_PANIC])
        self.assertFalse(any('Kernel panic' in l for _, l in docs[0][0]))

    def test_none(self):
        self.assertEqual(ktap.documents(log_lines('no-ktap')), [])
        self.assertEqual(ktap.documents(['KTAP version 1 is not a header line']), [])

    def test_kernel_message_inside_a_line(self):
        # the guest wrote "    ok 1 m", the kernel a message, the guest "em"
        docs = ktap.documents(['KTAP version 1', '1..1',
                               '    ok 1 m[    1.300000] PM: suspend exit\r', 'em\r',
                               '[    1.400000] PM: whole line\r', 'ok 1 pm_test'])
        self.assertEqual([t.rstrip('\r') for _, t in docs[0][0]],
                         ['KTAP version 1', '1..1', '    ok 1 mem', 'PM: whole line', 'ok 1 pm_test'])

    def test_carriage_returns(self):
        docs = ktap.documents(['[    1.000000] KTAP version 1\r', '1..0\r'])
        self.assertEqual(docs, [([(1, 'KTAP version 1'), (2, '1..0')], ktap.END_LOG)])


class Verdict(unittest.TestCase):
    def test_counts(self):
        suites = [ktap.Suite('a', 'ok', 3), ktap.Suite('b', 'skip', detail='why'),
                  ktap.Suite('c', 'skip'), ktap.Suite('d', 'no tests', detail='none'),
                  ktap.Suite('e', 'crashed', 1, detail='gone')]
        lines, failed = ktap.verdict(suites, ['a', 'b', 'x'])
        self.assertTrue(failed)
        self.assertEqual(lines, [
            'ktap: a                        ok       3 cases, 0 skipped',
            'ktap: b                        SKIPPED  why',
            'ktap: c                        SKIPPED  no reason given',
            'ktap: d                        NO TESTS none',
            'ktap: e                        CRASHED  gone (1 cases seen)',
            'ktap: b                        FAILED   expected but skipped',
            'ktap: x                        MISSING  expected but not in the log',
            'ktap: 1 suite(s) skipped (not expected, not counted)',
            '1 passed, 4 failed'])

    def test_a_failure_stays(self):
        bad = ktap.Suite('a', 'not ok', 2, 1)
        bad.failures = ['not ok 2 x']
        lines, failed = ktap.verdict([bad, ktap.Suite('a', 'ok', 2)], [])
        self.assertTrue(failed)
        self.assertEqual(lines[-1], '0 passed, 1 failed')

    def test_unparsable(self):
        lines, failed = ktap.verdict(None, [])
        self.assertTrue(failed)
        self.assertIn('UNPARSABLE', lines[0])


@unittest.skipUnless(os.environ.get('KUNIT_DIR'), 'KUNIT_DIR not set (scripts/checks/test-unit.sh sets it)')
class KunitParser(unittest.TestCase):
    """The tree's kunit_parser.py on the recorded console logs."""

    @classmethod
    def setUpClass(cls):
        cls.kp = ktap.load_parser(os.environ['KUNIT_DIR'])

    def suites(self, name):
        return {s.name: s for s in ktap.parse(self.kp, log_lines(name))}

    def test_pass(self):
        s = self.suites('pass')
        self.assertEqual([(n, v.status, v.cases) for n, v in s.items()],
                         [('memcpy', 'ok', 3), ('bcopy', 'ok', 2), ('pm_test', 'ok', 2)])

    def test_failed_case_and_diagnostic(self):
        s = self.suites('fail-case')['bcopy']
        self.assertEqual((s.status, s.cases, s.failed), ('not ok', 2, 1))
        self.assertEqual(s.failures, ['not ok 2 bcopy_unaligned (bcopy_unaligned:'
                                      ' EXPECTATION FAILED at lib/bcopy_kunit.c:42)'])

    def test_crash(self):
        s = self.suites('crash')
        self.assertEqual(list(s), ['memcpy', 'bcopy'])
        self.assertEqual((s['bcopy'].status, s['bcopy'].detail, s['bcopy'].cases),
                         ('crashed', ktap.END_PANIC, 1))

    def test_skip_reasons(self):
        s = ktap.parse(self.kp, log_lines('skip'))
        self.assertEqual([(v.name, v.status, v.detail) for v in s if v.status == 'skip'],
                         [('bcopy', 'skip', 'CONFIG_BCOPY not set'),
                          ('example', 'skip', 'all cases skipped')])
        self.assertEqual(s[0].skipped, 1)

    def test_no_tests_and_short_plan(self):
        s = self.suites('no-tests')
        self.assertEqual(s['bcopy'].status, 'no tests')
        self.assertEqual((s['short_plan'].status, s['short_plan'].cases), ('crashed', 2))

    def test_nothing(self):
        self.assertIsNone(ktap.parse(self.kp, log_lines('no-ktap')))

    def test_parser_failure_is_a_line(self):
        class Broken:
            TestStatus = self.kp.TestStatus
            LineStream = self.kp.LineStream
            parse_test_result = self.kp.parse_test_result

            @staticmethod
            def parse_test(*args):
                raise ValueError('LineStream: going past EOF')
        s = ktap.parse(Broken, log_lines('pass'))
        self.assertEqual([(v.name, v.status) for v in s],
                         [('(KTAP at line 2)', 'unparsable'), ('(KTAP at line 28)', 'unparsable')])
        lines, failed = ktap.verdict(s, [])
        self.assertTrue(failed)
        self.assertIn('UNPARSABLE kunit_parser: LineStream: going past EOF', lines[0])

    def test_parser_prints_nothing(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            ktap.parse(self.kp, log_lines('crash'))
        self.assertEqual(out.getvalue(), '')


if __name__ == '__main__':
    unittest.main()
