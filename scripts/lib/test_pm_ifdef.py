# SPDX-License-Identifier: GPL-2.0
"""Unit tests of pm_ifdef.py against testdata/pm_ifdef: each NAME.c is what
pci_legacy_pm left (agp.c is its agp_ifdef case's output), NAME.res what the
pass must make of it (no .res: nothing may change), and a second pass over
the result changes nothing."""
import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(TOP, 'testdata', 'pm_ifdef')
sys.path.insert(0, HERE)
import pm_ifdef  # noqa: E402

# NAME: (line, words) of each message, in order
NOTES = {
    'agp': [(12, 'dropped around agp_foo_pm_ops and its callbacks agp_foo_resume()'),
            (34, 'dropped around .driver.pm = pm_sleep_ptr(&agp_foo_pm_ops)')],
    'multiline': [(9, 'dropped around txx9_pm_ops and its callbacks txx9_suspend_one(), txx9_resume_one()'),
                  (31, 'dropped around .driver.pm = pm_sleep_ptr(&txx9_pm_ops)')],
    'sleep_entry': [(17, '#ifdef CONFIG_PM_SLEEP dropped around .driver.pm')],
    'other_code': [(8, 'kept: it holds "static void baz_restore_regs'),
                   (25, 'kept around .driver.pm: baz_pm_ops is defined under a conditional kept')],
    'else_branch': [(7, 'kept: it has #else')],
    'named_elsewhere': [(8, 'kept: quux_resume() is named elsewhere in the file')],
}


class Cases(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def run_pass(self, name):
        path = os.path.join(self.tmp, name + '.c')
        shutil.copy(os.path.join(DATA, name + '.c'), path)
        notes = pm_ifdef.fix_file(path)
        return path, notes

    def test_cases(self):
        names = sorted(f[:-2] for f in os.listdir(DATA) if f.endswith('.c'))
        self.assertEqual(names, sorted(NOTES))
        for name in names:
            with self.subTest(case=name):
                path, notes = self.run_pass(name)
                want = os.path.join(DATA, name + '.res')
                if not os.path.exists(want):
                    want = os.path.join(DATA, name + '.c')
                self.assertEqual(open(path).read(), open(want).read())
                self.assertEqual(len(notes), len(NOTES[name]), notes)
                for note, (line, words) in zip(notes, NOTES[name]):
                    self.assertIn(':%d: pm_ifdef: ' % line, note)
                    self.assertIn(words, note)

    def test_idempotent(self):
        for name in NOTES:
            with self.subTest(case=name):
                path, _ = self.run_pass(name)
                before = open(path).read()
                pm_ifdef.fix_file(path)
                self.assertEqual(open(path).read(), before)


class Pieces(unittest.TestCase):
    def test_comments_blanked(self):
        self.assertEqual(pm_ifdef.code_lines(['a /* b', 'c */ d // e', 'f']), ['a ', ' d ', 'f'])

    def test_unbalanced(self):
        drop, notes = pm_ifdef.plan(['#ifdef CONFIG_PM', 'static DEFINE_SIMPLE_DEV_PM_OPS(o, NULL, NULL);'])
        self.assertEqual(drop, [])
        self.assertIn('unbalanced', notes[0])

    def test_blank_lines_not_doubled(self):
        lines = ['a;', '', '#ifdef CONFIG_PM', '', 'b;', '', '#endif', '', 'c;']
        self.assertEqual(pm_ifdef.apply(lines, [(2, 6)]), ['a;', '', 'b;', '', 'c;'])

    def test_unreadable_file(self):
        self.assertEqual(pm_ifdef.main([os.path.join(DATA, 'no-such-file.c')]), 2)


if __name__ == '__main__':
    unittest.main()
