# SPDX-License-Identifier: GPL-2.0
"""Unit tests of rulesize.py against testdata/rulesize/sample.cocci."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
SAMPLE = os.path.join(TOP, 'testdata', 'rulesize', 'sample.cocci')
sys.path.insert(0, HERE)
import rulesize  # noqa: E402


class Sizes(unittest.TestCase):
    def test_sample(self):
        with open(SAMPLE) as src:
            s = rulesize.Size(src.read())
        self.assertEqual((s.lines, s.rules, s.scripts, s.python, s.largest),
                         (38, 2, 3, 6, 3))
        self.assertEqual(s.misses(), [])

    def test_goals(self):
        s = rulesize.Size('@initialize:python@\n@@\n' + 'x = 1\n' * 151 + '\n' * 400)
        self.assertEqual(s.misses(), ['over 500 lines', 'over 150 Python lines'])
        self.assertEqual(rulesize.Size('@r@\n@@\n- f();\n').python, 0)

    def test_helper(self):
        d = tempfile.mkdtemp()
        try:
            rule = os.path.join(d, 'r.cocci')
            for path, text in ((rule, '@r@\n@@\n- f();\n'),
                               (os.path.join(d, 'r.py'), '# c\n"""doc"""\n\nx = 1\n')):
                with open(path, 'w') as f:
                    f.write(text)
            self.assertEqual(rulesize.helper_lines(rule), 2)
            self.assertIsNone(rulesize.helper_lines(SAMPLE))
            self.assertIn('      2  ok', rulesize.table([rule])[0][1])
        finally:
            shutil.rmtree(d)

    def test_part(self):
        # a part of a transition folder cocci/NAME/ counts NAME/NAME.py
        d = tempfile.mkdtemp()
        try:
            folder = os.path.join(d, 'cocci', 't')
            os.makedirs(folder)
            part = os.path.join(folder, '10_x.cocci')
            for path, text in ((part, '@r@\n@@\n- f();\n'), (os.path.join(folder, 't.py'), 'x = 1\n')):
                with open(path, 'w') as f:
                    f.write(text)
            self.assertEqual(rulesize.rule_label(part), 't/10_x')
            self.assertEqual(rulesize.helper_lines(part), 1)
            self.assertIn('t/10_x ', rulesize.table([part])[0][1])
        finally:
            shutil.rmtree(d)

    def test_exit(self):
        big = tempfile.NamedTemporaryFile('w', suffix='.cocci', delete=False)
        big.write('@r@\n@@\n- f();\n' + '//\n' * 600)
        big.close()
        try:
            for paths, rc in (([SAMPLE], 0), ([SAMPLE, big.name], 1), (['/no/such.cocci'], 2)):
                p = subprocess.run([sys.executable, os.path.join(HERE, 'rulesize.py')] + paths,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                self.assertEqual(p.returncode, rc, p.stdout + p.stderr)
            self.assertIn('give readable .cocci files', p.stderr)
        finally:
            os.unlink(big.name)


if __name__ == '__main__':
    unittest.main()
