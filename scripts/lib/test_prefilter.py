# SPDX-License-Identifier: GPL-2.0
"""Unit tests of prefilter.py against testdata/prefilter: crafted rules, the
output spatch --parse-cocci -D report gave for them (NAME.parse) and the
formula (NAME.json) the former inline Python of spatch-report.sh gave."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(TOP, 'testdata', 'prefilter')
sys.path.insert(0, HERE)
import prefilter  # noqa: E402


def data(name):
    return os.path.join(DATA, name)


class Dependencies(unittest.TestCase):
    """'depends on' in report mode: may the rule run?"""

    def test_truth(self):
        cases = {
            'r depends on report': True,
            'r depends on patch': False,
            'r depends on !patch': True,
            'r depends on !report': False,
            'r depends on patch && a': False,
            'r depends on report && a': True,
            'r depends on a && !a': False,
            'r depends on (a || b) && !a && !b': False,
            'r depends on (a || b) && !(a && b)': True,
            'r depends on patch || context || org': False,
            'r depends on patch || context || org || report': True,
            'r depends on (gate || fgate) exists': True,
            'r depends on patch && (gate || fgate) exists': False,
            'r depends on never patch': True,
            'r depends on ever patch': False,
            'r depends on never report': False,
            'r': True,
            'script:python depends on report': True,
        }
        for header, want in cases.items():
            with self.subTest(header=header):
                self.assertEqual(prefilter.dep_may_hold(header), want)

    def test_unread_may_hold(self):
        """What the reader does not follow may hold: never skip a rule."""
        for header in ('r depends on patch disable neg_if, x',
                       'r depends on file in "drivers/x.c"',
                       'r depends on (patch',
                       'r depends on patch &&',
                       'r depends on patch extends q'):
            with self.subTest(header=header):
                self.assertTrue(prefilter.dep_may_hold(header))

    def test_many_names_may_hold(self):
        names = ' && '.join('n%d' % k for k in range(prefilter.DEP_MAX_NAMES + 1))
        self.assertTrue(prefilter.dep_may_hold('r depends on patch && ' + names))
        names = ' && '.join('n%d' % k for k in range(prefilter.DEP_MAX_NAMES))
        self.assertFalse(prefilter.dep_may_hold('r depends on patch && ' + names))

    def test_tree(self):
        self.assertEqual(prefilter.dep_parse('a || !b && c'),
                         ('or', ('var', 'a'), ('and', ('not', ('var', 'b')), ('var', 'c'))))

    def test_no_eval(self):
        with open(os.path.join(HERE, 'prefilter.py')) as f:
            self.assertNotIn('eval(', f.read())


class Formulas(unittest.TestCase):
    def formula(self, name):
        out = subprocess.run([sys.executable, os.path.join(HERE, 'prefilter.py'), 'formula',
                              data(name + '.cocci'), data(name + '.parse')],
                             capture_output=True, text=True, check=True).stdout
        with open(data(name + '.json')) as f:
            self.assertEqual(json.loads(out), json.load(f))
        return json.loads(out)

    def test_spatch_query_and_requires(self):
        f = self.formula('query')
        self.assertEqual(f['kind'], 'spatch+requires')

    def test_derived(self):
        f = self.formula('derived')
        self.assertEqual(f['kind'], 'derived')
        # rule c (depends on patch) adds nothing, rule b's set is one clause
        self.assertNotIn(['never_in_report_mode'], [c for alt in f['formula'] for c in alt])
        self.assertIn([['bar_suspend', 'foo_suspend']], f['formula'])

    def test_bad_header_one_line(self):
        with tempfile.TemporaryDirectory() as d:
            rule = os.path.join(d, 'bad.cocci')
            with open(rule, 'w') as f:
                f.write('// Must-contain: a-b\nvirtual report\n')
            p = subprocess.run([sys.executable, os.path.join(HERE, 'prefilter.py'), 'formula',
                                rule, data('query.parse')], capture_output=True, text=True)
            self.assertEqual(p.returncode, 2)
            self.assertEqual(p.stderr.splitlines(), [
                rule + ':1: "// Must-contain:" takes words, *parts* or /regexes/'
                ' separated by "|", not a-b: fix the rule'])

    def test_unreadable_file_one_line(self):
        # rulehdr.run_cli: an OSError is one line naming the file, exit 2
        missing = data('no-such.parse')
        p = subprocess.run([sys.executable, os.path.join(HERE, 'prefilter.py'), 'formula',
                            data('query.cocci'), missing], capture_output=True, text=True)
        self.assertEqual(p.returncode, 2)
        self.assertEqual(p.stderr.splitlines(),
                         ['prefilter.py: %s: No such file or directory' % missing])


class Assign(unittest.TestCase):
    """One grep pass's hits -> each rule's files."""

    def test_holds(self):
        f = [[['lock'], ['spinlock_t', 'lock.lock'], {'glob': '*.h', 'any': ['/rx/']}]]
        self.assertTrue(prefilter.holds(f, 'a.c', {'lock', 'spinlock_t'}))
        self.assertFalse(prefilter.holds(f, 'a.h', {'lock', 'spinlock_t'}))
        self.assertTrue(prefilter.holds(f, 'a.h', {'lock', 'spinlock_t', '/rx/'}))
        self.assertFalse(prefilter.holds(f, 'a.c', {'lock'}))
        self.assertTrue(prefilter.holds([[]], 'a.c', set()))

    def test_assign(self):
        with tempfile.TemporaryDirectory() as d:
            spec = os.path.join(d, 'rules.spec')
            with open(spec, 'w') as f:
                f.write('one\t0\t%s\n' % json.dumps([[['lock'], ['spinlock_t', 'lock.lock']]]))
                f.write('two\t1\t%s\n' % json.dumps([[['*suspend*'], ['/x/']]]))
                f.write('all\t1\tnull\n')
            hits = os.path.join(d, 'hits')
            with open(hits, 'wb') as f:
                f.write(b'a.c\0lock\nb.c\0lock.lock\nb.h\0lock.lock\n'
                        b'\x01c.h\0SUSPEND\nc.c\0lock\n')
            files = os.path.join(d, 'scope')
            with open(files, 'w') as f:
                f.write('a.c\nb.c\nb.h\nc.c\nc.h\n')
            os.mkdir(os.path.join(d, 'rx'))
            with open(os.path.join(d, 'rx', '0'), 'w') as f:
                f.write('c.h\n')
            prefilter.assign(spec, hits, files, d, os.path.join(d, 'rx'))

            def got(name):
                with open(os.path.join(d, name + '.files')) as f:
                    return f.read().split()
            self.assertEqual(got('one'), ['b.c'])          # headers off: b.h not given
            self.assertEqual(got('two'), ['c.h'])
            self.assertEqual(got('all'), ['a.c', 'b.c', 'b.h', 'c.c', 'c.h'])

    def test_words(self):
        with tempfile.TemporaryDirectory() as d:
            spec = os.path.join(d, 'rules.spec')
            with open(spec, 'w') as f:
                f.write('one\t0\t%s\n' % json.dumps(
                    [[['lock', 'a_b'], ['lock.lock', '*part*', '/r x/']]]))
            run = [sys.executable, os.path.join(HERE, 'prefilter.py')]

            def out(*args):
                return subprocess.run(run + list(args), capture_output=True, text=True,
                                      check=True).stdout
            self.assertEqual(out('words', spec, 'whole'), 'a_b|lock\n')
            self.assertEqual(out('words', spec, 'dotted'), 'lock\\.lock\n')
            self.assertEqual(out('words', spec, 'part'), 'part\n')
            self.assertEqual(out('regexes', spec), 'r x\n')


if __name__ == '__main__':
    unittest.main()
