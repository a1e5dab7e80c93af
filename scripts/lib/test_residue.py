# SPDX-License-Identifier: GPL-2.0
"""scripts/lib/residue.py classify: the reasons a left-over gets."""
import os
import subprocess
import sys
import tempfile
import unittest

RESIDUE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'residue.py')
RULE = '''// Residue: /(?i:suspend)\\w* \\( struct \\w+ \\* \\w* , u32 / integer-pm-state
virtual patch
'''
SRC = '''static int lamp_suspend(struct device *dev, u32 state, u32 level)
{
	return 0;
}
'''


def run(*args, stdin=''):
    return subprocess.run([sys.executable, RESIDUE] + list(args), input=stdin,
                          capture_output=True, text=True, check=True).stdout


class Classify(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        d = self.tmp.name
        self.path = lambda n: os.path.join(d, n)
        with open(self.path('pm_message_t.cocci'), 'w') as f:
            f.write(RULE)
        os.mkdir(self.path('src'))
        with open(self.path('src/lamp.c'), 'w') as f:
            f.write(SRC)
        with open(self.path('spec'), 'w') as f:
            f.write(run('spec', self.path('pm_message_t.cocci')))
        with open(self.path('scan.tsv'), 'w') as f:
            f.write(run('scan', self.path('spec'), self.path('src'), stdin='lamp.c\n'))

    def tearDown(self):
        self.tmp.cleanup()

    def classify(self, report):
        with open(self.path('report.txt'), 'w') as f:
            f.write(report)
        out = run('classify', '--mode=convert', '--spec=' + self.path('spec'),
                  '--scan=' + self.path('scan.tsv'), '--report=' + self.path('report.txt'))
        return [line.split('\t') for line in out.splitlines()]

    def test_scan_finds_the_definition(self):
        rows = self.classify('')
        self.assertEqual([(r[0], r[1], r[4]) for r in rows], [('lamp.c', '1', 'unmatched')])

    def test_every_reason_on_the_line_is_kept(self):
        rows = self.classify(
            'lamp.c:1: pm_message_t: lamp_suspend() cannot be converted safely\n'
            'lamp.c:1: pm_message_t: level of lamp_suspend(): line 3 ran at 3 calls\n'
            'lamp.c:1: pm_message_t: lamp_suspend() cannot be converted safely\n')
        self.assertEqual(len(rows), 1)
        self.assertEqual(rows[0][4], 'refused')
        self.assertEqual(rows[0][5], 'the rule refused: lamp_suspend() cannot be converted '
                         'safely; level of lamp_suspend(): line 3 ran at 3 calls')

    def test_another_rule_says_nothing_here(self):
        rows = self.classify('lamp.c:1: bcopy: not this rule\n')
        self.assertEqual(rows[0][4], 'unmatched')



class Silent(unittest.TestCase):
    def test_names_only_the_rules_without_residue(self):
        with tempfile.TemporaryDirectory() as d:
            paths = []
            for name, text in (('loud', RULE), ('quiet', 'virtual patch\n')):
                paths.append(os.path.join(d, name + '.cocci'))
                with open(paths[-1], 'w') as f:
                    f.write(text)
            spec = os.path.join(d, 'spec')
            with open(spec, 'w') as f:
                f.write(run('spec', *paths))
            self.assertEqual(run('silent', spec), 'quiet\n')


if __name__ == '__main__':
    unittest.main()
