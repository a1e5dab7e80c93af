# SPDX-License-Identifier: GPL-2.0
"""Unit tests of linecov.py against testdata/linecov: drv.c and drv.h (live
and dead branches), drv.i (what gcc -E -dD -undef -nostdinc gave for drv.c,
built-in #defines dropped), drv.diff (both files added whole) and a trimmed
Kconfig tree with an allmodconfig-like .config."""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(TOP, 'testdata', 'linecov')
sys.path.insert(0, HERE)
import linecov  # noqa: E402


def data(name):
    return os.path.join(DATA, name)


def read(name):
    return open(data(name)).read()


class Diff(unittest.TestCase):
    def test_added_lines(self):
        diff = ('diff --git a/x/a.c b/x/a.c\n--- a/x/a.c\n+++ b/x/a.c\n'
                '@@ -3,2 +3,3 @@ f\n ctx\n-old\n+new1\n+new2\n'
                '@@ -20 +21,0 @@\n-gone\n@@ -30,0 +31 @@\n+late\n'
                'diff --git a/y.h b/y.h\n--- a/y.h\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n')
        self.assertEqual(linecov.added_lines(diff), {'x/a.c': [4, 5, 31]})

    def test_recorded(self):
        got = linecov.added_lines(read('drv.diff'))
        self.assertEqual(got['drv.c'], list(range(1, 51)))
        self.assertEqual(got['drv.h'], list(range(1, 14)))


class SourceModel(unittest.TestCase):
    def setUp(self):
        self.src = linecov.Source(read('drv.c'))

    def test_kinds(self):
        k = self.src.kind
        self.assertEqual([k[n] for n in (1, 2, 3, 4)], ['blank'] * 4)  # comments
        self.assertEqual(k[5], 'directive')
        self.assertEqual(k[11], 'code')
        self.assertEqual(k[46], 'blank')   # /* only a comment */

    def test_comment_blanking_keeps_strings(self):
        text = 'a = "/* no */"; // c\nb = \'"\'; /* x\ny */ c;\n'
        self.assertEqual(linecov.blank(text, literals=False),
                         'a = "/* no */";     \nb = \'"\'; ' + ' ' * 4 + '\n' + ' ' * 5 + 'c;\n')

    def test_blocks(self):
        b = self.src.block
        self.assertEqual(b[14].kind, 'ifdef')
        self.assertEqual(b[13], self.src.root)       # the #ifdef line itself
        self.assertEqual(b[20], self.src.root)       # #else: the group's parent
        self.assertEqual(b[21].kind, 'else')
        self.assertEqual(b[34].kind, 'ifdef')
        self.assertEqual(b[34].parent.kind, 'if')
        self.assertEqual(b[38].kind, 'elif')

    def test_continuation(self):
        src = linecov.Source('#define A(x) \\\n\tfoo(x)\nint y;\n')
        self.assertEqual([src.kind[n] for n in (1, 2, 3)], ['directive', 'directive', 'code'])


class Markers(unittest.TestCase):
    def test_emitted(self):
        seen = linecov.emitted_lines(read('drv.i'), DATA)
        c = seen[os.path.realpath(data('drv.c'))]
        h = seen[os.path.realpath(data('drv.h'))]
        self.assertIn(5, c)          # the #include (return marker)
        self.assertIn(7, c)          # a #define kept by -dD
        self.assertIn(15, c)
        self.assertIn(16, c)         # the call's second line
        self.assertIn(38, c)         # after a '# 38' marker
        self.assertNotIn(21, c)
        self.assertNotIn(29, c)
        self.assertEqual(sorted(h), [3, 8, 11])
        self.assertNotIn('<built-in>', ' '.join(seen))

    def test_line_directive(self):
        seen = linecov.emitted_lines('#line 7 "a.c"\nx;\n\ny;\n', '/t')
        self.assertEqual(seen, {'/t/a.c': {7, 9}})


class Verdict(unittest.TestCase):
    def rows(self, i_files):
        rows = linecov.check(read('drv.diff'), DATA, i_files)
        return {(r[0], r[1]): r[2:] for r in rows}

    def test_allmod(self):
        r = self.rows([('', data('drv.i'), DATA)])
        self.assertEqual(len(r), 46)          # 37 of drv.c, 9 of drv.h
        self.assertEqual(sum(1 for v in r.values() if v[0] == 'compiled'), 35)
        self.assertEqual(r[('drv.c', 16)], ('compiled', '', ''))
        self.assertEqual(r[('drv.c', 20)], ('compiled', '', ''))   # #else, live group
        self.assertEqual(r[('drv.c', 22)], (
            'hidden', 'hidden by #else of #ifdef CONFIG_PM (line 20; #if at line 13)', 'PM'))
        self.assertEqual(r[('drv.c', 29)], ('hidden', 'hidden by #ifndef CONFIG_PM (line 28)', 'PM'))
        # the outer dead condition, not the never evaluated inner one
        self.assertEqual(r[('drv.c', 34)], (
            'hidden', 'hidden by #if defined(CONFIG_MIPS) && defined(CONFIG_PM) (line 32)', 'MIPS PM'))
        self.assertEqual(r[('drv.c', 41)], ('compiled', '', ''))
        self.assertEqual(r[('drv.h', 6)], (
            'hidden', 'hidden by #ifdef CONFIG_DRV_DEBUG (line 5)', 'DRV_DEBUG'))
        self.assertNotIn(('drv.c', 46), r)    # comment only
        self.assertNotIn(('drv.c', 12), r)    # blank

    def test_flipped_config_proves(self):
        flipped = 'i\n# 28 "drv.c"\n\nstatic int only_without_pm;\n'
        reads = {data('flip.i'): flipped}

        def rd(p):
            return reads[p] if p in reads else open(p).read()
        rows = linecov.check(read('drv.diff'), DATA,
                             [('', data('drv.i'), DATA), ('CONFIG_PM=n', data('flip.i'), DATA)],
                             read=rd)
        r = {(x[0], x[1]): x[2:] for x in rows}
        self.assertEqual(r[('drv.c', 29)], ('compiled', 'CONFIG_PM=n', ''))
        self.assertEqual(r[('drv.c', 16)], ('compiled', '', ''))

    def test_no_object(self):
        r = self.rows([])
        self.assertEqual(r[('drv.h', 2)], ('hidden', 'no compiled object includes it', ''))
        self.assertEqual(r[('drv.c', 11)], ('hidden', 'the file did not preprocess (no .i made)', ''))


class Flip(unittest.TestCase):
    def setUp(self):
        self.kc = linecov.Kconfig(data('kconfig'))
        self.cfg = linecov.read_config(data('kconfig/allmod.config'))

    def test_off_with_what_selects_it(self):
        self.assertEqual(linecov.flip(self.kc, self.cfg, 'PM', 'n'),
                         ('do', '--disable PM --disable SUSPEND --disable HIBERNATION'))

    def test_other_arch(self):
        self.assertEqual(linecov.flip(self.kc, self.cfg, 'MIPS', 'y'),
                         ('no', 'CONFIG_MIPS cannot be set on x86_64 (an option of arch/mips)'))

    def test_unknown(self):
        self.assertEqual(linecov.flip(self.kc, self.cfg, 'NOPE', 'y')[0], 'no')

    def test_already(self):
        self.assertEqual(linecov.flip(self.kc, self.cfg, '64BIT', 'y'), ('ok', ''))

    def test_why(self):
        self.assertEqual(linecov.why_not(self.kc, self.cfg, 'HIGHMEM', 'y'),
                         'CONFIG_HIGHMEM=y cannot be set under allmodconfig on x86_64: '
                         'depends on (X86_32)')
        self.assertEqual(linecov.why_not(self.kc, self.cfg, 'PM', 'n'),
                         'CONFIG_PM cannot be turned off under allmodconfig: selected by PM_SLEEP')


class Cover(unittest.TestCase):
    """testdata/linecov/cover: a cover letter, the first lines of its two
    patches and a build-check lines.tsv."""

    def test_section(self):
        import shutil
        import tempfile
        tmp = tempfile.mkdtemp()
        try:
            for f in os.listdir(data('cover')):
                shutil.copy(os.path.join(data('cover'), f), tmp)
            cov = os.path.join(tmp, '0000-cover-letter.patch')
            tsv = os.path.join(tmp, 'lines.tsv')
            self.assertTrue(linecov.cover(cov, tsv))
            once = open(cov).read()
            self.assertTrue(linecov.cover(cov, tsv))      # replaced, not added twice
            self.assertEqual(open(cov).read(), once)
        finally:
            shutil.rmtree(tmp)
        lines = once.split('\n')
        at = lines.index(linecov.COVER_HEAD)
        self.assertEqual(lines[at + 3], '  0001: 7 of 7 agp_via: convert to dev_pm_ops')
        self.assertEqual(lines[at + 4], '  0002: 1 of 2 (the rest: no config tried compiles them)')
        self.assertEqual(lines[at + 5], '')
        self.assertEqual(lines[at + 6], 'toolkit (2):')
        self.assertNotIn('not in this series', once)
        self.assertTrue(all(len(x) <= 75 for x in lines))


class BadInput(unittest.TestCase):
    def test_missing_i(self):
        with self.assertRaises(linecov.Error):
            linecov.main(['linecov.py', 'check', data('drv.diff'), DATA, '/no/such.i'])

    def test_usage(self):
        with self.assertRaises(linecov.Error):
            linecov.main(['linecov.py', 'frob'])


if __name__ == '__main__':
    unittest.main()
