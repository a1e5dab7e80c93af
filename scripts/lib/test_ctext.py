# SPDX-License-Identifier: GPL-2.0
"""Unit tests of ctext.py, the runner's one comment stripper."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ctext  # noqa: E402


class TestBlank(unittest.TestCase):
    def same_shape(self, a, b):
        self.assertEqual(len(a), len(b))
        self.assertEqual([i for i, c in enumerate(a) if c == '\n'],
                         [i for i, c in enumerate(b) if c == '\n'])

    def test_block_comment_spans_lines(self):
        src = 'a = 1; /* bcopy(\n x) */ b = 2;\n'
        out = ctext.blank(src)
        self.same_shape(src, out)
        self.assertNotIn('bcopy', out)
        self.assertIn('b = 2;', out)
        self.assertEqual(out.index('b = 2'), src.index('b = 2'))

    def test_line_comment_and_continuation(self):
        src = 'x(); // up(&s) \\\n down(&s);\ny();\n'
        out = ctext.blank(src)
        self.same_shape(src, out)
        self.assertNotIn('up(', out)
        self.assertNotIn('down(', out)
        self.assertIn('y();', out)

    def test_unterminated_block_comment(self):
        src = 'f(); /* to the end\n bcopy(a, b, n);'
        out = ctext.blank(src)
        self.assertEqual(out.strip(), 'f();')

    def test_literals(self):
        src = 'printk("/* not a comment */ bcopy(");\nc = \'"\'; d = "a\\"b // x";\n'
        out = ctext.blank(src)
        self.same_shape(src, out)
        self.assertNotIn('bcopy', out)
        self.assertNotIn('//', out)
        # the one inside the char literal and the escaped one go
        self.assertEqual(out.count('"'), src.count('"') - 2)
        kept = ctext.blank(src, literals=False)
        self.assertIn('/* not a comment */ bcopy(', kept)
        self.assertIn('"a\\"b // x"', kept)

    def test_comment_markers_in_literal_do_not_start_comments(self):
        src = 's = "http://x"; up(&sem);\n'
        self.assertIn('up(&sem);', ctext.blank(src))
        self.assertIn('up(&sem);', ctext.blank(src, literals=False))

    def test_unterminated_literal_ends_at_line(self):
        src = 'a = "oops\nup(&s);\n'
        self.assertIn('up(&s);', ctext.blank(src))

    def test_division_is_code(self):
        src = 'n = a / b; m = c /d;\n'
        self.assertEqual(ctext.blank(src), src)


if __name__ == '__main__':
    unittest.main()
