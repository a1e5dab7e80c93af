# SPDX-License-Identifier: GPL-2.0
"""Unit tests of rulehdr.py against testdata/rulehdr (see its README)."""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(TOP, 'testdata', 'rulehdr')
sys.path.insert(0, HERE)
import rulehdr  # noqa: E402


def data(*parts):
    return os.path.join(DATA, *parts)


def read(path):
    with open(path) as f:
        return f.read()


class GoodHeader(unittest.TestCase):
    def setUp(self):
        self.h = rulehdr.Header(data('good.cocci'))

    def test_values(self):
        self.assertEqual(self.h.name, 'good')
        self.assertEqual(self.h.options, '--no-includes --include-headers')
        self.assertEqual(self.h.subject, 'replace foo() with bar()')
        self.assertEqual(self.h.subject_short, 'bar()')
        self.assertEqual(self.h.commit_why, 3)

    def test_requires(self):
        gap = rulehdr.GAP
        self.assertEqual(self.h.requires, [
            ['dev.foo', 'foo'],
            {'glob': '*.h', 'any': ['*suspend*', '/foo' + gap + '\\(/']},
            ['bar']])
        self.assertEqual(self.h.requires_text(),
                         'foo | dev.foo; in *.h: /foo \\(/ | *suspend*; bar')

    def test_why_takes_sentences(self):
        self.assertEqual(self.h.why(),
                         'A crafted rule: foo() was removed, use bar().\n\n'
                         'foo(a) returned a and did nothing else. So every call'
                         ' becomes bar(a),\nwhich does the same.')

    def test_promise(self):
        self.assertTrue(self.h.promise.search('foo() becomes bar()'))
        self.assertFalse(self.h.promise.search('not: foo() becomes bar()'))
        self.assertIsNone(rulehdr.Header('x.cocci', text='virtual report\n').promise)

    def test_follow_up(self):
        self.assertTrue(self.h.asks_follow_up('foo(p) at line 3: left for a human'))
        self.assertTrue(self.h.asks_follow_up('convert it by hand'))
        self.assertFalse(self.h.asks_follow_up('foo(a) becomes bar(a)'))
        self.assertFalse(self.h.asks_follow_up('handle_foo() is left for a human here'))


class Defaults(unittest.TestCase):
    def test_plain(self):
        h = rulehdr.Header(data('plain.cocci'))
        self.assertEqual(h.options, '')
        self.assertEqual(h.subject, 'apply the plain API change')
        self.assertEqual(h.subject_short, 'plain')
        self.assertEqual(h.requires, [])
        self.assertEqual(h.why(), 'A rule that says nothing for the runner.')
        # no Follow-up: every message on a converted line goes to a person
        self.assertTrue(h.asks_follow_up('plain() becomes new()'))

    def test_no_description(self):
        h = rulehdr.Header('x.cocci', text='virtual report\n')
        self.assertEqual(h.why(), '')


class BadHeaders(unittest.TestCase):
    def test_each_gives_its_one_line_error(self):
        files = sorted(glob.glob(data('bad', '*.cocci')))
        self.assertGreater(len(files), 5)
        for f in files:
            with self.subTest(f=os.path.basename(f)):
                want = re.match(r'// Expect-error: (\d+): (.*)$', read(f).split('\n')[0])
                with self.assertRaises(rulehdr.HeaderError) as cm:
                    rulehdr.Header(f)
                self.assertEqual(str(cm.exception), '%s:%s: %s: fix the rule'
                                 % (f, want.group(1), want.group(2)))

    def test_command_line_exit_2_one_line(self):
        f = data('bad', 'commit-why.cocci')
        p = subprocess.run([sys.executable, os.path.join(HERE, 'rulehdr.py'), 'check',
                            data('good.cocci'), f], capture_output=True, text=True)
        self.assertEqual(p.returncode, 2)
        self.assertEqual(p.stdout, '')
        self.assertEqual(len(p.stderr.splitlines()), 1)
        self.assertTrue(p.stderr.startswith(f + ':3: '))

    def test_get_many(self):
        p = subprocess.run([sys.executable, os.path.join(HERE, 'rulehdr.py'), 'get-many',
                            'options', data('good.cocci'), data('plain.cocci')],
                           capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout, 'options\t%s\t--no-includes --include-headers\n'
                         'options\t%s\t\n' % (data('good.cocci'), data('plain.cocci')))

    def test_get_many_keys(self):
        good, plain = data('good.cocci'), data('plain.cocci')
        p = subprocess.run([sys.executable, os.path.join(HERE, 'rulehdr.py'), 'get-many',
                            'options,subject', good, plain], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        want = [(k, r, rulehdr.Header(r).get(k.capitalize())) for r in (good, plain)
                for k in ('options', 'subject')]
        self.assertEqual(p.stdout.splitlines(), ['%s\t%s\t%s' % w for w in want])
        self.assertNotEqual(want[1][2], '')

    def test_missing_file(self):
        p = subprocess.run([sys.executable, os.path.join(HERE, 'rulehdr.py'), 'get',
                            data('no-such.cocci'), 'subject'], capture_output=True, text=True)
        self.assertEqual(p.returncode, 2)
        self.assertEqual(len(p.stderr.splitlines()), 1)


class RecordedRules(unittest.TestCase):
    """The recorded headers of cocci/: the commit text and prefilter text
    the former shell and Python gave."""

    def rules(self):
        names = sorted(os.path.basename(f)[:-6] for f in glob.glob(data('real', '*.cocci')))
        self.assertEqual(len(names), 9)
        return names

    def test_why(self):
        for n in self.rules():
            with self.subTest(rule=n):
                h = rulehdr.Header(data('real', n + '.cocci'))
                self.assertEqual(h.why() + '\n', read(data('real', n + '.why')))

    def test_requires_text(self):
        for n in self.rules():
            with self.subTest(rule=n):
                h = rulehdr.Header(data('real', n + '.cocci'))
                self.assertEqual(h.requires_text() + '\n', read(data('real', n + '.requires')))

    def test_follow_up_verdicts(self):
        """Every report message of testdata/cocci gets the verdict the
        former English-word regex gave it."""
        heads = {n: rulehdr.Header(data('real', n + '.cocci')) for n in self.rules()}
        rows = [l.split('\t', 2) for l in read(data('messages.tsv')).splitlines()]
        self.assertGreater(len(rows), 100)
        for rule, verdict, msg in rows:
            with self.subTest(rule=rule, msg=msg):
                self.assertEqual(heads[rule].asks_follow_up(msg), verdict == 'follow-up')


class LiveRules(unittest.TestCase):
    """Every rule of cocci/ states what the runner needs."""

    def test_every_rule_has_its_lines(self):
        rules = sorted(glob.glob(os.path.join(TOP, 'cocci', '*.cocci')))
        self.assertTrue(rules)
        for r in rules:
            with self.subTest(rule=os.path.basename(r)):
                h = rulehdr.Header(r)
                for key in ('Options', 'Subject', 'Subject-short', 'Commit-why', 'Follow-up'):
                    self.assertIn(key, h.values)


    def test_recorded_headers_are_live(self):
        """testdata/rulehdr/real/ holds the headers of cocci/ as they are:
        a rule whose header lines change is recorded again (its lines up
        to its first SmPL rule), so the recorded tests test today's."""
        for r in sorted(glob.glob(os.path.join(TOP, 'cocci', '*.cocci'))):
            n = os.path.basename(r)[:-6]
            with self.subTest(rule=n):
                live = rulehdr.Header(r)
                rec = rulehdr.Header(data('real', n + '.cocci'))
                strip = lambda h: {k: [x[1:] for x in v] if isinstance(v, list) else v[1:]
                                   for k, v in h.values.items()}
                self.assertEqual(strip(live), strip(rec))


class Order(unittest.TestCase):
    def heads(self, *specs):
        return [rulehdr.Header('%s.cocci' % n, text=('// After: %s\n' % a) if a else '')
                for n, a in specs]

    def names(self, hs):
        return [h.name for h in rulehdr.order(hs)]

    def test_after_moves_a_rule_back(self):
        hs = self.heads(('bcopy', ''), ('pci_legacy_pm', 'pm_message_t'), ('pm_message_t', ''),
                        ('rwlock_is_locked', ''))
        self.assertEqual(self.names(hs), ['bcopy', 'pm_message_t', 'pci_legacy_pm', 'rwlock_is_locked'])

    def test_given_order_kept_otherwise(self):
        hs = self.heads(('b', ''), ('a', ''), ('c', 'x'))
        self.assertEqual(self.names(hs), ['b', 'a', 'c'])

    def test_cycle_is_an_error(self):
        hs = self.heads(('a', 'b'), ('b', 'a'))
        with self.assertRaises(rulehdr.HeaderError):
            rulehdr.order(hs)

    def test_bad_name(self):
        with self.assertRaises(rulehdr.HeaderError):
            rulehdr.Header('x.cocci', text='// After: Pm-Message\n')

    def test_live_rules(self):
        rules = sorted(glob.glob(os.path.join(TOP, 'cocci', '*.cocci')))
        names = self.names([rulehdr.Header(r) for r in rules])
        self.assertLess(names.index('pm_message_t'), names.index('pci_legacy_pm'))


class ForTree(unittest.TestCase):
    """Kernel-has: a rule is for a kernel tree whose file matches."""

    def tree(self, bus_h):
        d = tempfile.mkdtemp()
        self.addCleanup(lambda: subprocess.run(['rm', '-rf', d]))
        os.makedirs(os.path.join(d, 'include/linux/device'))
        with open(os.path.join(d, 'Makefile'), 'w') as f:
            f.write('VERSION = 6\n')
        if bus_h is not None:
            with open(os.path.join(d, 'include/linux/device/bus.h'), 'w') as f:
                f.write(bus_h)
        return d

    def run_for_tree(self, tree, *rules):
        return subprocess.run([sys.executable, os.path.join(HERE, 'rulehdr.py'), 'for-tree',
                               tree] + list(rules), capture_output=True, text=True)

    def test_kept_and_left_out(self):
        rule = os.path.join(TOP, 'cocci', 'bus_match_const.cocci')
        other = os.path.join(TOP, 'cocci', 'bcopy.cocci')
        new = '\tint (*match)(struct device *dev, const struct device_driver *drv);\n'
        old = '\tint (*match)(struct device *dev, struct device_driver *drv);\n'
        p = self.run_for_tree(self.tree(new), rule, other)
        self.assertEqual((p.returncode, p.stdout.split(), p.stderr), (0, [rule, other], ''))
        p = self.run_for_tree(self.tree(old), rule, other)
        self.assertEqual((p.returncode, p.stdout.split()), (0, [other]))
        self.assertTrue(p.stderr.startswith('bus_match_const: not for this kernel: its '
                                            'include/linux/device/bus.h has no /'))
        p = self.run_for_tree(self.tree(None), rule)
        self.assertEqual(p.stdout, '')
        self.assertIn('it has no include/linux/device/bus.h', p.stderr)

    def test_not_a_tree(self):
        p = self.run_for_tree(tempfile.gettempdir() + '/no-such-tree', 'x.cocci')
        self.assertEqual(p.returncode, 2)
        self.assertEqual(len(p.stderr.splitlines()), 1)


class LeftUnits(unittest.TestCase):
    def test_leftover_builds_rules_do_not_count(self):
        with tempfile.TemporaryDirectory() as d:
            for n, extra in (('a', ''), ('b', '// Leftover-builds: yes\n')):
                with open(os.path.join(d, n + '.cocci'), 'w') as f:
                    f.write(extra)
            with open(os.path.join(d, 'left.json'), 'w') as f:
                json.dump({'left_for_human': [{'file': 'x/x.c', 'rule': 'a'},
                                              {'file': 'y/y.c', 'rule': 'b'},
                                              {'file': 'z/z.c', 'rule': 'knr-prototypes'}]}, f)
            p = subprocess.run([sys.executable, os.path.join(HERE, 'rulehdr.py'), 'left-units',
                                os.path.join(d, 'left.json'), os.path.join(d, 'a.cocci'),
                                os.path.join(d, 'b.cocci')], stdout=subprocess.PIPE, text=True)
            self.assertEqual(p.returncode, 0)
            self.assertEqual(p.stdout.split(), ['x/x.c', 'z/z.c'])

    def test_bad_value(self):
        with self.assertRaises(rulehdr.HeaderError):
            rulehdr.Header('x.cocci', text='// Leftover-builds: maybe\n')


class Subjects(unittest.TestCase):
    def heads(self, *specs):
        return [rulehdr.Header('%s.cocci' % n, text='// Subject: %s\n// Subject-short: %s\n' % (s, t))
                for n, s, t in specs]

    def test_one_rule(self):
        hs = self.heads(('bcopy', 'replace bcopy() with memmove()', 'memmove()'))
        self.assertEqual(rulehdr.subject(hs, 'agp/via', 75), 'agp/via: replace bcopy() with memmove()')

    def test_several(self):
        hs = self.heads(('a', 'x', 'memmove()'), ('b', 'y', 'write_can_lock()'), ('c', 'z', 'completions'))
        self.assertEqual(rulehdr.subject(hs, 'edu', 75),
                         'edu: convert to memmove(), write_can_lock() and completions')
        self.assertEqual(rulehdr.subject(hs[:2], 'edu', 75),
                         'edu: convert to memmove() and write_can_lock()')

    def test_too_long(self):
        hs = self.heads(('a', 'x', 'memmove()'), ('b', 'y', 'write_can_lock()'), ('c', 'z', 'completions'))
        self.assertEqual(rulehdr.subject(hs, 'usb: gadget: sl_hid', 60),
                         'usb: gadget: sl_hid: convert to the 2.6.11 driver API')
        self.assertEqual(rulehdr.subject(hs, 'p' * 70, 75), ('p' * 70 + ': convert')[:75])


class LeftForHuman(unittest.TestCase):
    def test_changed_lines_keep_only_follow_ups(self):
        heads = {'good': rulehdr.Header(data('good.cocci'))}
        report = ['a.c:3: good: foo(x) becomes bar(x)\n',
                  'a.c:4: good: foo used as a pointer: left for a human\n',
                  'a.c:9: good: foo(y) becomes bar(y)\n',
                  'a.c:9: good: foo(y) becomes bar(y)\n',
                  'b.c:1: other: anything\n',
                  'not a finding\n']
        changed = {'a.c:3', 'a.c:4', 'b.c:1'}
        self.assertEqual(rulehdr.left_for_human(report, changed, heads), [
            'a.c:4: good: foo used as a pointer: left for a human',
            'a.c:9: good: foo(y) becomes bar(y)',
            'b.c:1: other: anything'])


if __name__ == '__main__':
    unittest.main()
