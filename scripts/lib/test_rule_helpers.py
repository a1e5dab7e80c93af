# SPDX-License-Identifier: GPL-2.0
"""Unit tests of the rules' Python helpers (cocci/NAME.py beside
cocci/NAME.cocci, or cocci/NAME/NAME.py beside a transition's parts
cocci/NAME/NN_word.cocci), without spatch.

The contract first, for every helper: it imports without spatch; every
name a script rule or script constraint of its rule reads is bound (a
metavariable of that script, a name the script binds, a name of the
helper, a builtin, or spatch's own cocci, coccinelle and coccilib); no
script rule binds a helper's name at its top level and no helper function
rebinds a module name with "global" (the rule's scripts hold the objects
"from NAME import *" gave them: a new binding would not reach them).
Then what each helper decides from text alone, on small inputs."""
import ast
import builtins
import glob
import importlib
import os
import re
import subprocess
import sys
import tempfile
import types
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
COCCI = os.path.join(TOP, 'cocci')
sys.path.insert(0, HERE)
import rulejoin  # noqa: E402

SPATCH_NAMES = {'cocci', 'coccinelle', 'coccilib'}


def find_helpers():
    """name -> (helper path, its rule files): cocci/NAME.py with
    cocci/NAME.cocci, cocci/NAME/NAME.py with the folder's parts."""
    out = {}
    for path in glob.glob(os.path.join(COCCI, '*.py')):
        name = os.path.basename(path)[:-3]
        out[name] = (path, [os.path.join(COCCI, name + '.cocci')])
    for path in glob.glob(os.path.join(COCCI, '*', '*.py')):
        folder = os.path.dirname(path)
        name = os.path.basename(path)[:-3]
        out[name] = (path, rulejoin.parts(folder) if name == os.path.basename(folder) else [])
    return out


HELPERS = find_helpers()
for _path, _ in HELPERS.values():
    if os.path.dirname(_path) not in sys.path:
        sys.path.insert(1, os.path.dirname(_path))
CONSTRAINT = re.compile(r'(\w+)\s*[:=]\s*script:python\s*\(([^)]*)\)\s*\{(.*?)\}\s*[;,]', re.S)


def helper(name):
    sys.dont_write_bytecode = True
    return importlib.import_module(name)


def bound_in(tree):
    """The names a piece of Python binds (assignments, imports, defs,
    loop and comprehension variables, arguments)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            out.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            out.update((a.asname or a.name).split('.')[0] for a in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.arg):
            out.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            out.add(node.name)
    return out


def read_in(tree):
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


SCRIPT = re.compile(r'^@\s*(script|initialize|finalize)\s*:\s*python\b[^@]*@\s*$')


def scripts_of(rule_text):
    """(what, metavariables, python) of each script rule and script
    constraint of a rule.  A script rule's Python runs from its "@@" to
    the next line that starts a rule ("@" in the first column), SmPL
    comments left out; a constraint is "x : script:python(a, b) { e }"
    or "fresh identifier x = script:python(a) { e }" anywhere."""
    out, lines, i = [], rule_text.split('\n'), 0
    while i < len(lines):
        if not SCRIPT.match(lines[i]):
            i += 1
            continue
        hdr, i = lines[i].strip(), i + 1
        decl = []
        while i < len(lines) and lines[i].strip() != '@@':
            decl.append(lines[i])
            i += 1
        body, i = [], i + 1
        while i < len(lines) and not lines[i].startswith('@'):
            if not lines[i].startswith('//'):
                body.append(lines[i])
            i += 1
        out.append((hdr, set(re.findall(r'^\s*(\w+)\s*<<', '\n'.join(decl), re.M)), '\n'.join(body)))
    for var, args, expr in CONSTRAINT.findall(rule_text):
        metas = {a.strip() for a in args.split(',') if a.strip()} | {var}
        out.append(('constraint { %s }' % expr.strip(), metas, expr.strip()))
    return out


def top_bound(tree):
    """The names a script binds in spatch's namespace: those its top-level
    statements bind (not inside its functions or classes)."""
    out = set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
            out.add(stmt.name)
        else:
            out |= bound_in(stmt)
    return out


class Contract(unittest.TestCase):
    def test_every_helper_has_its_rule(self):
        self.assertTrue(HELPERS, 'no cocci/*.py')
        for name, (path, rules) in sorted(HELPERS.items()):
            self.assertTrue(rules and all(os.path.isfile(r) for r in rules),
                            '%s: no cocci/%s.cocci beside it (or parts in its folder cocci/%s/)'
                            % (os.path.relpath(path, TOP), name, name))

    def test_rules_read_only_bound_names(self):
        for name, (_, rules) in sorted(HELPERS.items()):
            mod = helper(name)
            public = {n for n in dir(mod) if not n.startswith('_')}
            # a module (os, re) is the same object wherever it is imported
            tables = {n for n in public if not isinstance(getattr(mod, n), types.ModuleType)}
            for rule in rules:
                self.check_scripts(name, rule, public, tables)

    def check_scripts(self, name, rule, public, tables):
        """Every script of one rule file of the helper NAME."""
        with open(rule) as src:
            text = src.read()
        rule = os.path.relpath(rule, TOP)
        self.assertIn('from %s import *' % name, text, rule)
        scripts = scripts_of(text)
        self.assertEqual(len([w for w, _, _ in scripts if w.startswith('@')]),
                         len([ln for ln in text.split('\n') if SCRIPT.match(ln)]), rule)
        for what, metas, code in scripts:
            with self.subTest(rule=rule, script=what):
                tree = ast.parse(code.strip() + '\n')
                own = bound_in(tree)
                free = read_in(tree) - own - metas - public - SPATCH_NAMES - set(dir(builtins))
                self.assertEqual(free, set(), '%s: %s reads names nothing binds' % (rule, what))
                self.assertEqual((top_bound(tree) | metas) & tables, set(),
                                 '%s: %s binds a helper name in spatch\'s namespace only' % (rule, what))

    def test_no_global_rebinding(self):
        for name, (path, _) in sorted(HELPERS.items()):
            with open(path) as src:
                tree = ast.parse(src.read())
            rebound = [g for n in ast.walk(tree) if isinstance(n, ast.Global) for g in n.names]
            rebound += [n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == 'globals']
            rebound += [n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == 'modules']
            self.assertEqual(rebound, [], 'cocci/%s.py rebinds module names' % name)


    def test_pyflakes(self):
        # an undefined name, an unused variable: what a move between the
        # rule and its helper leaves behind (make setup installs pyflakes)
        files = sorted(p for p, _ in HELPERS.values()) + sorted(glob.glob(os.path.join(HERE, '*.py')))
        p = subprocess.run([sys.executable, '-m', 'pyflakes'] + files, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
        self.assertEqual((p.returncode, p.stdout), (0, ''))


class PmMessageT(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.m = helper('pm_message_t')

    def test_statements(self):
        m = self.m
        t = '{ if (level == SUSPEND_DISABLE) { a(); } else b(); c(x[1]); do { d(); } while (e); }'
        kinds = [s[2] for s in m.top_statements(t, 0, len(t) - 1)]
        self.assertEqual(kinds, ['if', 'simple', 'do'])
        s = m.top_statements(t, 0, len(t) - 1)[0]
        self.assertEqual(t[s[3][0]:s[3][1]], 'level == SUSPEND_DISABLE')
        self.assertEqual(t[s[0]:s[1]], '{ if (level == SUSPEND_DISABLE) { a(); } else b();'[2:])

    def test_refusals(self):
        m = self.m
        for t, why in (('{ #ifdef X\n a(); }', 'preprocessor'), ('{ if (a { b(); }', 'unbalanced'),
                       ('{ a() }', 'cannot delimit')):
            with self.assertRaisesRegex(m.LevelRefusal, why):
                m.top_statements(t, 0, len(t) - 1)

    def test_conditions(self):
        m = self.m
        self.assertEqual(m.strip_parens(' ((a == b)) '), 'a == b')
        self.assertEqual(m.strip_parens('(a) && (b)'), '(a) && (b)')
        self.assertEqual(m.split_top('a && (b && c) && f(d, e && g)', '&&'),
                         ['a', '(b && c)', 'f(d, e && g)'])
        self.assertEqual(m.level_test('(level == SUSPEND_SAVE_STATE)', 'level', 'suspend'),
                         {'SUSPEND_SAVE_STATE'})
        self.assertEqual(m.level_test('RESUME_ENABLE != lvl', 'lvl', 'resume'),
                         {n for n in m.LEVEL_NUM if n.startswith('RESUME_')} - {'RESUME_ENABLE'})
        self.assertIsNone(m.level_test('level < 2', 'level', 'suspend'))
        self.assertIsNone(m.level_test('other == 1', 'level', 'suspend'))

    def test_blank_keeps_offsets(self):
        t = 'a("x;}") /* { */ b(\'}\'); // }\nc;'
        b = self.m.blank(t)
        self.assertEqual(len(b), len(t))
        self.assertNotIn('}', b)
        self.assertEqual(b.index('c;'), t.index('c;'))

    def test_slot_params(self):
        # a member's type as spatch 1.1.1 prints it (rule c_field)
        m = self.m
        ps = m.slot_params('int ( * ) ( struct device * dev , pm_message_t state )')
        self.assertEqual(ps, ['struct device * dev', 'pm_message_t state'])
        self.assertEqual([m.param_type(x) for x in ps], ['structdevice*', 'pm_message_t'])
        self.assertEqual(m.slot_params('int ( * ) ( struct pci_dev * , u32 )'), ['struct pci_dev *', 'u32'])
        for t in ('pm_message_t', 'int ( * [ 2 ] ) ( void )', 'struct foo *'):
            self.assertIsNone(m.slot_params(t), t)

    def test_state_param_name(self):
        for x, want in (('state', True), ('mesg', True), ('s', True), ('delay', False),
                        ('level', False)):
            self.assertEqual(bool(self.m.state_param_name(x)), want, x)


class SemToCompletion(unittest.TestCase):
    def test_unseen_lines(self):
        m = helper('sem_to_completion')
        with tempfile.NamedTemporaryFile('w', suffix='.c', delete=False) as f:
            f.write('up(&sem);\n/* sem */ x = "sem";\ndown(&sem);\nsemaphore;\n')
        try:
            self.assertEqual(m.unseen_lines(f.name, 'sem', {1}), [3])
        finally:
            os.unlink(f.name)
        self.assertEqual(m.unseen_lines('/no/such.c', 'sem', set()), [])


    def test_new_file_in_place(self):
        m = helper('sem_to_completion')
        f = m.F
        m.new_file()
        f.sems['x'] = 1
        f.done = True
        f.extra = 'set outside __init__'
        m.new_file()
        self.assertIs(m.F, f)
        self.assertEqual(vars(f), vars(m.FileState()))


class PciLegacyPm(unittest.TestCase):
    def test_first_reason_of_a_kind(self):
        m = helper('pci_legacy_pm')
        m.new_file()
        m.say('drv', (0, 1, 5), 'later', first=True)
        m.say('drv', (0, 1, 2), 'earlier', first=True)
        m.say('drv', (1, 0), 'another kind')
        self.assertEqual(sorted(m.WHY['drv']), ['another kind', 'earlier'])
        m.new_file()
        self.assertEqual(m.WHY, {})


class SkbCopyDatagram(unittest.TestCase):
    def target(self, files):
        """The helper's view of a target kernel holding files: its facts
        and its message for a sock_alloc_send_pskb() call of 5 and of 6
        arguments."""
        with tempfile.TemporaryDirectory() as k:
            for path, text in files.items():
                os.makedirs(os.path.dirname(os.path.join(k, path)), exist_ok=True)
                with open(os.path.join(k, path), 'w') as f:
                    f.write(text)
            old = os.environ.get('FACTS_KERNEL')
            os.environ['FACTS_KERNEL'] = k
            try:
                m = importlib.reload(helper('skb_copy_datagram'))
                return (m.TARGET_OK, m.PSKB_EXPORTED, m.PSKB_NARGS), m.pskb_message(5), m.pskb_message(6)
            finally:
                if old is None:
                    del os.environ['FACTS_KERNEL']
                else:
                    os.environ['FACTS_KERNEL'] = old
                importlib.reload(helper('skb_copy_datagram'))

    def test_target_kernel(self):
        new = {'include/linux/skbuff.h': 'int skb_copy_datagram_iter(void);\n',
               'net/core/sock.c': 'EXPORT_SYMBOL(sock_alloc_send_pskb);\n',
               'include/net/sock.h': 'struct sk_buff *sock_alloc_send_pskb(struct sock *sk,\n'
                                     ' unsigned long a, unsigned long b, int nb, int *e, int o);\n'}
        facts, five, six = self.target(new)
        self.assertEqual(facts, (True, True, 6))
        self.assertIn('max_page_order', five)
        self.assertIsNone(six)
        old = {'include/linux/skbuff.h': 'int skb_copy_datagram(void);\n',
               'net/core/sock.c': 'int sock_alloc_send_pskb(void) { }\n'}
        facts, five, six = self.target(old)
        self.assertEqual(facts, (False, False, None))
        self.assertIn('not exported', six)


if __name__ == '__main__':
    unittest.main()
