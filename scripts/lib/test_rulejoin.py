# SPDX-License-Identifier: GPL-2.0
"""Unit tests of rulejoin.py: a transition folder's parts joined into one
rule, and what it refuses (spatch's own parse check is left out with
parse=False here; test-cocci runs every part and the joined rule)."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rulejoin  # noqa: E402

LEAD = '''// SPDX-License-Identifier: GPL-2.0
/// Rename foo() bar().
// Confidence: High
// Options: --no-includes
// Subject: rename foo()
// Must-contain: foo | bar

virtual patch
virtual report

@a depends on patch@
@@
- foo();
+ bar();
'''

SECOND = '''// SPDX-License-Identifier: GPL-2.0
/// Report bar().
// Confidence: High
// Options: --no-includes

virtual report

@r depends on report@
position p;
@@
bar@p();

@script:python s depends on report@
p << r.p;
@@
print(p[0].line)
'''


class Join(unittest.TestCase):
    def setUp(self):
        self.d = tempfile.mkdtemp()
        self.t = os.path.join(self.d, 'toy')
        os.mkdir(self.t)
        self.out = os.path.join(self.d, 'rules', 'toy.cocci')
        self.write('10_rename.cocci', LEAD)
        self.write('20_report.cocci', SECOND)

    def tearDown(self):
        shutil.rmtree(self.d)

    def write(self, name, text):
        with open(os.path.join(self.t, name), 'w') as f:
            f.write(text)

    def joined(self):
        rulejoin.join(self.t, self.out, parse=False)
        with open(self.out) as f:
            return f.read()

    def error(self):
        with self.assertRaises(rulejoin.JoinError) as cm:
            rulejoin.join(self.t, self.out, parse=False)
        return str(cm.exception)

    def test_join(self):
        text = self.joined()
        self.assertTrue(text.startswith(LEAD))
        lines = text.split('\n')
        self.assertEqual(sum(1 for ln in lines if ln.startswith('virtual ')), 2)
        self.assertIn('// virtual report (the lead part declares it)', lines)
        # each line of a part keeps its number below the mark
        n = lines.index('bar@p();') + 1
        part, k = rulejoin.where(self.out, n)
        self.assertTrue(part.endswith('toy/20_report.cocci'), part)
        self.assertEqual(SECOND.split('\n')[k - 1], 'bar@p();')
        self.assertEqual(rulejoin.where(self.out, 3), (None, 3))
        self.assertEqual(rulejoin.parts(self.t),
                         [os.path.join(self.t, '10_rename.cocci'), os.path.join(self.t, '20_report.cocci')])

    def test_unchanged_not_rewritten(self):
        self.joined()
        os.utime(self.out, (1, 1))
        self.assertFalse(rulejoin.join(self.t, self.out, parse=False))
        self.assertEqual(os.stat(self.out).st_mtime, 1)
        self.write('20_report.cocci', SECOND + '// more\n')
        self.assertTrue(rulejoin.join(self.t, self.out, parse=False))

    def test_helper_linked(self):
        self.joined()
        link = os.path.join(self.d, 'rules', 'toy.py')
        self.assertFalse(os.path.lexists(link))
        self.write('toy.py', 'X = 1\n')
        self.joined()
        self.assertEqual(os.readlink(link), os.path.join(self.t, 'toy.py'))
        os.unlink(os.path.join(self.t, 'toy.py'))
        self.joined()
        self.assertFalse(os.path.lexists(link))

    def test_refusals(self):
        cases = (
            ('20_report.cocci', SECOND.replace('@r depends', '@a depends').replace('<< r.p', '<< a.p'),
             '20_report.cocci:8: rule name "a" is also'),
            ('20_report.cocci', SECOND.replace('script:python s', 'script:python a'),
             '20_report.cocci:13: rule name "a" is also'),
            ('20_report.cocci', SECOND.replace('// Confidence', '// Subject: x\n// Confidence'),
             '20_report.cocci:3: "// Subject:" is the runner\'s'),
            ('20_report.cocci', SECOND.replace('// Confidence', '// Residue: /x/ x\n// Confidence'),
             '"// Residue:" is the runner\'s'),
            ('20_report.cocci', SECOND.replace('--no-includes', '--include-headers'),
             'its "// Options:" differs'),
            ('20_report.cocci', SECOND.replace('// Options: --no-includes\n', ''),
             '20_report.cocci:1: no "// Options:" line: give the lead part\'s (// Options: --no-includes)'),
            ('20_report.cocci', SECOND.replace('virtual report', 'virtual org'),
             '20_report.cocci:6: "virtual org" is not in the lead part'),
            ('notes.txt', '', 'notes.txt:0: a transition folder holds parts'),
            ('other.py', '', 'other.py:0: a transition folder holds parts'),
            ('3_x.cocci', '', '3_x.cocci:0: a transition folder holds parts'),
        )
        for name, text, want in cases:
            with self.subTest(want=want):
                old = None
                path = os.path.join(self.t, name)
                if os.path.exists(path):
                    with open(path) as f:
                        old = f.read()
                self.write(name, text)
                try:
                    err = self.error()
                    self.assertIn(want, err)
                    self.assertTrue(err.endswith(': fix the rule'), err)
                    self.assertFalse(os.path.exists(self.out))
                finally:
                    if old is None:
                        os.unlink(path)
                    else:
                        self.write(name, old)

    def test_no_parts(self):
        for name in os.listdir(self.t):
            os.unlink(os.path.join(self.t, name))
        self.assertIn('no part NN_word.cocci', self.error())

    def test_rule_names(self):
        self.assertEqual(rulejoin.rule_names(
            '@a depends on patch@\n@@\n@script:python depends on a@\n@@\n'
            '@script:python b depends on a@\n@@\n@initialize:python@\n@@\n@ c @\n@@\n'
            '@depends on a@\n@@\n'), [(1, 'a'), (5, 'b'), (9, 'c')])

    @unittest.skipIf(shutil.which('spatch') is None, 'no spatch')
    def test_parse(self):
        # a part that refers to another part's rule does not parse alone
        self.write('20_report.cocci', SECOND.replace('<< r.p', '<< a.p').replace('@r depends', '@q depends'))
        with self.assertRaises(rulejoin.JoinError) as cm:
            rulejoin.join(self.t, self.out)
        self.assertIn('20_report.cocci:14: does not parse on its own', str(cm.exception))
        self.assertIn("around = 'a'", str(cm.exception))
        self.write('20_report.cocci', SECOND)
        self.assertTrue(rulejoin.join(self.t, self.out))
        self.assertIsNone(rulejoin.parse_error(self.out))

    def test_cli(self):
        cmd = [sys.executable, os.path.join(HERE, 'rulejoin.py')]
        env = dict(os.environ, PARSE='0')
        p = subprocess.run(cmd + ['join', self.t, self.out], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.assertEqual((p.returncode, p.stderr), (0, ''))
        p = subprocess.run(cmd + ['where', self.out, str(LEAD.count('\n') + 2)],
                           stdout=subprocess.PIPE, text=True)
        self.assertTrue(p.stdout.strip().endswith('20_report.cocci:1'), p.stdout)
        for args in (['join', os.path.join(self.d, 'none'), self.out], ['bogus']):
            p = subprocess.run(cmd + args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            self.assertEqual(p.returncode, 2)
            self.assertEqual(len(p.stderr.strip().split('\n')), 1, p.stderr)


if __name__ == '__main__':
    unittest.main()
