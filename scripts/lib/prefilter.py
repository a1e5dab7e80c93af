#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""spatch-report's token prefilter: which files can a rule match?

A formula is a list of alternatives (one per SmPL rule); an alternative is
a list of clauses, each a list of words of which one must occur in the
file (or {"glob": GLOB, "any": words}: a clause only for the files whose
path matches GLOB).  An empty alternative matches every file.  A rule's
formula is spatch's own grep query (spatch --parse-cocci) when it has one,
else derived from the rule's literal identifiers; the rule's header
"// Must-contain:" clauses (scripts/lib/rulehdr.py) are added to every
alternative.

Subcommands:
  formula RULE PARSELOG   one JSON line: {"kind": ..., "formula": ...}
  words SPEC KIND         the grep pass's regexes (whole, dotted, part)
  regexes SPEC            the /regex/ words, one a line, numbered by order
  assign SPEC HITS FILES OUTDIR RXDIR
                          OUTDIR/NAME.files: the files of each rule
SPEC: one line per rule, "name<TAB>headers(0/1)<TAB>formula-json".
"""
import fnmatch
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rulehdr  # noqa: E402

WORD = re.compile(r'[A-Za-z_]\w*')
# Words an isomorphism or C's own spelling can make disappear, keywords and
# SmPL's own words: never required.
STOP = set('''NULL int unsigned signed long short char void const volatile
static inline extern struct union enum if else return while for do switch
case default break continue goto sizeof typeof true false auto register
bool float double when any strict forall exists exists_ not_ __inline
__inline__ restrict define include ifdef ifndef endif undef elif pragma
defined'''.split())
LITERAL_DECL = re.compile(
    r'^\s*(declarer\s+name|iterator\s+name|identifier\s+name|'
    r'attribute\s+name|typedef|symbol)\b(.*)$', re.S)


def read_text(path):
    with open(path, errors='replace') as f:
        return f.read()


def query_formula(log):
    """spatch's own grep query as one clause (any of its tokens)."""
    text = read_text(log)
    if '\nNo grep query' in text or 'Grep query' not in text:
        return None
    q = text.split('Grep query', 1)[1].strip().split('\n\n')[0]
    words = sorted(set(WORD.findall(q)))
    return [[words]] if words else None


# ---- "depends on": may the rule run in report mode? ------------------------

# report mode's virtual rules; any other name a dependency uses may hold or not
VIRTUAL = {'report': True, 'patch': False, 'context': False, 'org': False}
DEP_TOKEN = re.compile(r'\s*(&&|\|\||!|\(|\)|[A-Za-z_]\w*|\S)')
DEP_WORDS = ('ever', 'never', 'exists', 'forall', 'file', 'in', 'disable',
             'extends', 'depends', 'on')
DEP_MAX_NAMES = 10


class DepUnknown(Exception):
    """A dependency this reader does not follow: it may hold."""


def dep_parse(text):
    """'a && (b || !c) exists' -> a tree of ('or'|'and', x, y), ('not', x)
    and ('var', name); 'ever x' is x, 'never x' is !x.  A trailing
    exists/forall is dropped; anything else unread raises DepUnknown."""
    toks = DEP_TOKEN.findall(text.strip())
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def take():
        pos[0] += 1
        return toks[pos[0] - 1]

    def binary(op, sub):
        node = sub()
        while peek() == op:
            take()
            node = ('or' if op == '||' else 'and', node, sub())
        return node

    def expr():
        return binary('||', conj)

    def conj():
        return binary('&&', unary)

    def unary():
        if peek() is None:
            raise DepUnknown(text)
        t = take()
        if t in ('!', 'never'):
            return ('not', unary())
        if t == 'ever':
            return unary()
        if t == '(':
            node = expr()
            if peek() != ')':
                raise DepUnknown(text)
            take()
            return node
        if t in DEP_WORDS or not re.fullmatch(r'[A-Za-z_]\w*', t):
            raise DepUnknown(text)
        return ('var', t)

    node = expr()
    rest = toks[pos[0]:]
    if rest not in ([], ['exists'], ['forall']):
        raise DepUnknown(text)
    return node


def dep_names(node):
    if node[0] == 'var':
        return {node[1]}
    return set().union(*(dep_names(n) for n in node[1:]))


def dep_value(node, val):
    kind = node[0]
    if kind == 'var':
        return val[node[1]]
    if kind == 'not':
        return not dep_value(node[1], val)
    if kind == 'and':
        return dep_value(node[1], val) and dep_value(node[2], val)
    return dep_value(node[1], val) or dep_value(node[2], val)


def dep_may_hold(header):
    """False only when the rule's 'depends on' fails in report mode
    whatever the other rules it names do (every assignment of them is
    tried, up to DEP_MAX_NAMES of them; past that, or for a dependency
    dep_parse does not read, it may hold)."""
    m = re.search(r'depends\s+on\s+(.*)$', header)
    if not m:
        return True
    try:
        tree = dep_parse(m.group(1))
    except DepUnknown:
        return True
    names = sorted(n for n in dep_names(tree) if n not in VIRTUAL)
    if len(names) > DEP_MAX_NAMES:
        return True
    for bits in range(1 << len(names)):
        val = dict(VIRTUAL)
        val.update({n: bool(bits >> k & 1) for k, n in enumerate(names)})
        if dep_value(tree, val):
            return True
    return False


def all_rules(text):
    """Every rule of a semantic patch, in order: [header, decl lines,
    body lines, is_script] (an anonymous rule's header is '')."""
    rules = []
    state, cur = 'pre', None
    for line in text.split('\n'):
        s = line.strip()
        if state == 'decl':
            if s == '@@':
                state = 'body'
            else:
                cur[1].append(line)
            continue
        if s == '@@' or re.match(r'^@[^@]+@\s*$', line):
            hdr = '' if s == '@@' else s[1:-1]
            cur = [hdr, [], [], re.match(r'\s*(script|initialize|finalize)\b', hdr) is not None]
            rules.append(cur)
            state = 'decl'
            continue
        if state == 'body':
            cur[2].append(line)
    return rules


def split_rules(text):
    """The SmPL rules (not the scripts): [header, decl lines, body lines]."""
    return [r[:3] for r in all_rules(text) if not r[3]]


def rule_clauses(decl, body):
    """Clauses a file must satisfy for this SmPL rule to match (sound
    under-approximation: when in doubt a word is left out)."""
    decl = re.sub(r'//[^\n]*', '', '\n'.join(decl))
    excluded, literal, sets = set(), set(), {}
    for d in decl.split(';'):
        m = LITERAL_DECL.match(d)
        if m:
            literal.update(WORD.findall(m.group(2)))
            continue
        for name, vals in re.findall(r'(\w+)\s*=\s*\{([^}]*)\}', d):
            items = [v.strip() for v in vals.split(',') if v.strip()]
            if items and all(re.fullmatch(r'[A-Za-z_]\w*', v) for v in items):
                sets[name] = sorted(set(items))
        d = re.sub(r'\{[^}]*\}|"[^"]*"', ' ', d)
        excluded.update(WORD.findall(d))
    top = []                      # clauses of the rule
    stack = []                    # disjunctions: list of branches
    nest = 0

    def add(clause):
        if stack:
            stack[-1][-1].append(clause)
        else:
            top.append(clause)
    for line in body:
        line = re.sub(r'//.*$', '', line)
        s = line.strip()
        if line[:1] in ('(',) and s == '(':
            stack.append([[]])
            continue
        if line[:1] in ('|', '&') and s in ('|', '&'):
            if stack:
                stack[-1].append([])
            continue
        if line[:1] == ')' and s == ')':
            if stack:
                branches = stack.pop()
                if all(branches):
                    words = sorted({w for b in branches
                                    for w in min(b, key=len)})
                    add(words)
            continue
        if not s or line[:1] in ('+', '?'):
            continue
        if line[:1] in ('-', '*'):
            line = line[1:]
        opens = len(re.findall(r'<\+?\.\.\.', line))
        closes = len(re.findall(r'\.\.\.\+?>', line))
        skip = nest > 0 or opens or closes or re.match(r'\s*when\b', line) \
            or re.search(r'\\\(|\\\||\\\)', line)
        nest += opens - closes
        if skip:
            continue
        line = re.sub(r'"([^"\\]|\\.)*"', ' ', line)
        line = re.sub(r'@\s*\w+', ' ', line)
        for w in WORD.findall(line):
            if w in sets:
                add(sets[w])
            elif w in literal:
                add([w])
            elif w in excluded or w in STOP:
                continue
            else:
                add([w])
    return top


def derived_formula(rule):
    text = read_text(rule)
    alts = []
    for hdr, decl, body in split_rules(text):
        if not dep_may_hold(hdr):
            continue
        alts.append(rule_clauses(decl, body))
    if not alts or any(not a for a in alts):
        return None
    return alts


def formula(rule, log):
    req = rulehdr.Header(rule).requires
    f, kind = query_formula(log), 'spatch'
    if f is None:
        f, kind = derived_formula(rule), 'derived'
    if f is None:
        f, kind = None, 'none'
    if req:
        f = [alt + req for alt in f] if f is not None else [req]
        kind += '+requires'
    print(json.dumps({'kind': kind, 'formula': f}))


def clause_words(c):
    return c['any'] if isinstance(c, dict) else c


def holds(formula, fl, words):
    """Some alternative has every clause hold for file fl, holding words;
    a clause for other files (its glob does not match fl) holds."""
    return any(all((isinstance(c, dict) and not fnmatch.fnmatchcase(fl, c['glob']))
                   or any(w in words for w in clause_words(c)) for c in alt)
               for alt in formula)


def spec_words(spec):
    """Every word of every rule's formula in the spec."""
    ws = set()
    for line in read_text(spec).splitlines():
        f = json.loads(line.rstrip('\n').split('\t')[2])
        for alt in f or []:
            for c in alt:
                ws.update(clause_words(c))
    return ws


def regexes(spec):
    """Every /regex/ word of the rules, in a fixed order (the regex pass
    numbers them)."""
    return sorted(w for w in spec_words(spec) if w.startswith('/'))


def assign(spec, hits, allfiles, outdir, rxdir):
    """spec: lines 'name<TAB>headers(0/1)<TAB>formula-json'; hits: NUL
    separated 'file NUL word' pairs; allfiles: every file in scope; rxdir:
    files N, the files regex number N matches."""
    found = {}
    with open(hits, 'rb') as f:
        data = f.read().decode('utf-8', 'replace')
    for line in data.split('\n'):
        sub = line.startswith('\x01')
        fl, sep, word = line[sub:].partition('\0')
        if sep:
            # grep -o prints a dotted word (lock.lock) in place of the
            # words it is made of: they occur too
            if sub:
                # a *part* word: the substring pass, any case
                found.setdefault(fl, set()).add('*%s*' % word.lower())
            else:
                found.setdefault(fl, set()).update([word] + word.split('.'))
    for k, rx in enumerate(regexes(spec)):
        for fl in read_text('%s/%d' % (rxdir, k)).split('\n'):
            if fl:
                found.setdefault(fl, set()).add(rx)
    files = [f for f in read_text(allfiles).split('\n') if f]
    for line in read_text(spec).splitlines():
        name, headers, fj = line.rstrip('\n').split('\t')
        f = json.loads(fj)
        with open('%s/%s.files' % (outdir, name), 'w') as out:
            for fl in files:
                if fl.endswith('.h') and headers != '1':
                    continue
                if f is None or holds(f, fl, found.get(fl, ())):
                    out.write(fl + '\n')


def words(spec, kind):
    """The prefilter's regexes: (whole) one for the plain whole words;
    (dotted, part) one line per dotted word and per *part* word, stars
    dropped: grep -o prints one of overlapping matches, and git grep -w
    tries no shorter alternative where a longer one (lock.lock in
    x.lock.locked) is not a whole word, so these get a pass each."""
    ws = {w for w in spec_words(spec) if not w.startswith('/')}
    if kind == 'part':
        print('\n'.join(re.escape(w.strip('*')) for w in sorted(ws)
                        if w.startswith('*')))
    elif kind == 'dotted':
        print('\n'.join(re.escape(w) for w in sorted(ws) if '.' in w))
    else:
        print('|'.join(re.escape(w) for w in sorted(ws)
                       if not w.startswith('*') and '.' not in w))


def main(argv):
    cmd, args = (argv[1], argv[2:]) if len(argv) > 1 else ('', [])
    if cmd == 'formula' and len(args) == 2:
        formula(*args)
    elif cmd == 'assign' and len(args) == 5:
        assign(*args)
    elif cmd == 'regexes' and len(args) == 1:
        for rx in regexes(args[0]):
            print(rx[1:-1])
    elif cmd == 'words' and len(args) == 2:
        words(*args)
    else:
        sys.stderr.write('usage: prefilter.py formula|words|regexes|assign ...\n')
        return 2
    return 0


if __name__ == '__main__':
    sys.exit(rulehdr.run_cli(main, 'prefilter.py'))
