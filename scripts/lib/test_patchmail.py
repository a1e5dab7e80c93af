# SPDX-License-Identifier: GPL-2.0
"""Unit tests of patchmail.py against the mails of testdata/patchmail
(recorded git format-patch output: cover.patch, one.patch)."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(os.path.dirname(os.path.dirname(HERE)), 'testdata', 'patchmail')
sys.path.insert(0, HERE)
import patchmail  # noqa: E402


def data(name):
    with open(os.path.join(DATA, name)) as src:
        return src.read()


class Mail(unittest.TestCase):
    def test_recipients(self):
        out = patchmail.add_recipients(data('one.patch'), 'A <a@x>, B <b@x>', 'list@x')
        head = out.split('\n\n')[0].split('\n')
        self.assertEqual(head[-3:], ['To: A <a@x>, B <b@x>', 'Cc: list@x',
                                     'Subject: [PATCH 1/1] foo: use generic power management'])
        self.assertEqual(out.replace('To: A <a@x>, B <b@x>\nCc: list@x\n', ''), data('one.patch'))

    def test_recipients_one_list(self):
        out = patchmail.add_recipients(data('one.patch'), '', 'list@x')
        self.assertIn('Cc: list@x\nSubject:', out)
        self.assertNotIn('To:', out)

    def test_subject_in_body_is_not_a_header(self):
        text = 'From x\nDate: y\n\nSubject: not a header\n'
        self.assertRaises(patchmail.MailError, patchmail.add_recipients, text, 'a', 'b')

    def test_cover(self):
        out = patchmail.fill_cover(data('cover.patch'), 'Convert 3 drivers', 'Line one.\nLine two.\n')
        self.assertIn('Subject: [PATCH 0/1] Convert 3 drivers\n', out)
        self.assertIn('\nLine one.\nLine two.\n\nA B (1):', out)
        self.assertNotIn('***', out)
        self.assertRaises(patchmail.MailError, patchmail.fill_cover, out, 's', 'b')

    def test_cli_leaves_a_bad_file_alone(self):
        d = tempfile.mkdtemp()
        try:
            bad = os.path.join(d, 'bad.patch')
            with open(bad, 'w') as f:
                f.write('not a mail\n')
            p = subprocess.run([sys.executable, os.path.join(HERE, 'patchmail.py'), 'recipients',
                                bad, 'a', 'b'], stderr=subprocess.PIPE, text=True)
            self.assertEqual(p.returncode, 2)
            self.assertIn('bad.patch: no Subject: header', p.stderr)
            self.assertEqual(open(bad).read(), 'not a mail\n')
            good = os.path.join(d, 'cover.patch')
            shutil.copy(os.path.join(DATA, 'cover.patch'), good)
            blurb = os.path.join(d, 'blurb')
            with open(blurb, 'w') as f:
                f.write('B.\n')
            p = subprocess.run([sys.executable, os.path.join(HERE, 'patchmail.py'), 'cover',
                                good, 'S', blurb])
            self.assertEqual(p.returncode, 0)
            self.assertIn('] S\n\nB.\n', open(good).read())
        finally:
            shutil.rmtree(d)


if __name__ == '__main__':
    unittest.main()
