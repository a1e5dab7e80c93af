#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Residue of the rules: the old API a rule leaves behind, found in the text.

A rule declares in its header, in lines coccicheck ignores:

  // Residue: /REGEX/ WHAT          the old API as it looks in the text; WHAT
                                    is a short name for it (bcopy)
  // Residue-shim: /REGEX/          a compatibility definition of a driver's
                                    own (a macro, prototype or definition)
                                    that the rule removes with the uses
  // Residue-when: PATH WORD        the residue counts only on a target
                                    kernel (FACTS_KERNEL) whose file PATH
                                    holds WORD: where what the rule converts
                                    to exists (not told: it counts)
  // Residue-shadow: /REGEX/ CODE: TEXT
                                    past a match in a file, the old API's
                                    name means something else (#define bcopy
                                    other_copy): a match there is left with
                                    reason CODE (TEXT says it to a person)
                                    and is no use of the shim

A REGEX is Python's re, matched with re.M over the file with its comments
and string literals blanked out (line breaks kept); a space stands for any
white space, line breaks included (write [ ] for a space itself).

Subcommands (TSV in and out, so the shell stages stay small):

  spec RULE.cocci...           one JSON line per rule (exit 2 on a bad line)
  silent SPEC                  the rules of SPEC with no // Residue: line
                               (what they leave is not searched for), one line
  scan SPEC ROOT               stdin: files (relative to ROOT); stdout: the
                               matches: file line rule what kind shadow text
                               (kind: use or shim)
  keep-shims SPEC RULE REPO    stdin: "scope<TAB>file" (files of REPO's
                               working tree); in every scope where a use of
                               RULE's old API is left, the rule's removal of
                               a shim is reverted (the working tree against
                               the index); stdout: kept shims,
                               file line rule uses first-use
  regexes SPEC                 the residue regexes for a grep -P pass over the
                               raw text that finds the files to scan (a
                               space: white space or comments)
  regions ROOT                 stdin: spatch's --parse-c/--verbose-parsing
                               output; stdout: the parts it could not parse,
                               file start end function error-line
  classify ...                 why each match is left: see classify()
  merge LEFT CHANGED RESIDUE JSON KEPT
                               convert-drivers' one list: see cmd_merge()
"""

import bisect
import difflib
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rulehdr  # noqa: E402  the one reader of the rule headers
from ctext import blank  # noqa: E402  the one comment stripper

HEADER = re.compile(r'^//\s*Residue(?:-(shim|shadow))?:\s*(.*?)\s*$')
# "// Residue-when: PATH WORD": the residue counts only on a target kernel
# whose PATH holds WORD (what the rule converts to exists there)
WHEN = re.compile(r'^//\s*Residue-when:\s*(\S+)\s+(\w+)\s*$')
CODE = re.compile(r'^[a-z][a-z0-9_-]*$')

# Reasons the toolkit gives (a rule's Residue-shadow lines add their own).
REASONS = {
    'unparsed': 'spatch could not parse %s',
    'timeout': 'spatch timed out on this file',
    'skipped': 'the driver was skipped: %s',
    'exception': 'spatch failed on this file: %s',
    'refused': 'the rule refused: %s',
    'unmatched': 'spatch parsed it, but the rule neither converted nor reported it',
}


def fail(msg):
    sys.stderr.write(msg + '\n')
    sys.exit(2)


# ---- rule headers ----------------------------------------------------------

def split_regex(text):
    """'/re/ rest' -> (re, rest); a slash inside the regex is escaped."""
    if not text.startswith('/'):
        return None, text
    i = 1
    while i < len(text) and text[i] != '/':
        i += 2 if text[i] == '\\' else 1
    if i >= len(text):
        return None, text
    return text[1:i], text[i + 1:].strip()


# For grep -P over the raw text: a space there may be comments too (the
# scan sees them blanked), so the files grep finds hold every match.
GREP_GAP = r'(?>(?:\s++|/\*(?:[^*]++|\*(?!/))*+\*/|//[^\n]*+)*+)'


def gaps(rx, gap=r'(?:\s*)'):
    """A space outside a character class stands for any white space."""
    out, i, cls = [], 0, False
    while i < len(rx):
        c = rx[i]
        if c == '\\':
            out.append(rx[i:i + 2])
            i += 2
            continue
        if cls:
            cls = c != ']'
        elif c == '[':
            cls = True
            if rx[i + 1:i + 2] == ']':
                out.append('[]')
                i += 2
                continue
        elif c == ' ':
            c = gap
        out.append(c)
        i += 1
    return ''.join(out)


def compile_rx(rule, n, rx):
    try:
        return re.compile(gaps(rx), re.M)
    except re.error as e:
        fail('%s:%d: "// Residue" regex /%s/ does not compile (%s): fix the rule'
             % (rule, n, rx, e))


def target_has(path, word):
    """The kernel the drivers are carried to (FACTS_KERNEL, set by the
    runner) holds WORD in its file PATH; not told: assume it does."""
    kernel = os.environ.get('FACTS_KERNEL')
    if not kernel:
        return True
    try:
        with open(os.path.join(kernel, path), errors='replace') as f:
            return word in f.read()
    except OSError:
        return False


def for_target(rule):
    """The rule is for the kernel the drivers are carried to: its
    "// Kernel-has" lines (rulehdr.py) hold there; not told: it is."""
    kernel = os.environ.get('FACTS_KERNEL')
    if not kernel:
        return True
    try:
        return rulehdr.Header(rule).not_for(kernel) is None
    except rulehdr.HeaderError:
        return True


def read_spec(rule):
    name = os.path.basename(rule)[:-len('.cocci')] if rule.endswith('.cocci') else rule
    spec = {'rule': name, 'path': rule, 'residue': [], 'shim': [], 'shadow': []}
    when = None
    for n, line in enumerate(open(rule, errors='replace'), 1):
        w = WHEN.match(line)
        if w:
            when = (w.group(1), w.group(2))
            continue
        m = HEADER.match(line)
        if not m:
            continue
        kind, rest = m.group(1), m.group(2)
        rx, rest = split_regex(rest)
        if rx is None:
            fail('%s:%d: "// Residue%s:" takes /regex/ first: fix the rule'
                 % (rule, n, '-' + kind if kind else ''))
        compile_rx(rule, n, rx)
        if kind is None:
            if not CODE.match(rest):
                fail('%s:%d: "// Residue: /regex/ WHAT": WHAT is one lower-case word'
                     ' (a-z, 0-9, _, -), not "%s": fix the rule' % (rule, n, rest))
            spec['residue'].append({'re': rx, 'what': rest, 'line': n})
        elif kind == 'shim':
            if rest:
                fail('%s:%d: "// Residue-shim:" takes only a /regex/: fix the rule' % (rule, n))
            spec['shim'].append({'re': rx, 'line': n})
        else:
            code, _, text = rest.partition(':')
            if not CODE.match(code.strip()) or code.strip() in REASONS or not text.strip():
                fail('%s:%d: "// Residue-shadow: /regex/ CODE: text": CODE is a new'
                     ' lower-case word (not %s), then a colon and the reason for a'
                     ' person: fix the rule' % (rule, n, ', '.join(sorted(REASONS))))
            spec['shadow'].append({'re': rx, 'code': code.strip(), 'text': text.strip(),
                                   'line': n})
    if (when is not None and not target_has(*when)) or not for_target(rule):
        spec['residue'], spec['shim'], spec['shadow'] = [], [], []
    return spec


def load_specs(path):
    specs = {}
    for line in open(path):
        if line.strip():
            s = json.loads(line)
            for k in ('residue', 'shim', 'shadow'):
                for e in s[k]:
                    e['rx'] = re.compile(gaps(e['re']), re.M)
            specs[s['rule']] = s
    return specs


# ---- the C text --------------------------------------------------------------

class Source:
    def __init__(self, text):
        self.text = text
        self.code = blank(text)
        self.starts = [0] + [m.end() for m in re.finditer('\n', text)]
        self.lines = text.split('\n')

    def line_of(self, off):
        return bisect.bisect_right(self.starts, off)

    def construct_end(self, off):
        """Offset of the end of the construct starting at off: a
        preprocessor line with its continuations, or a declaration up to its
        ';' or a definition up to its closing brace."""
        code = self.code
        ls = self.starts[self.line_of(off) - 1]
        if code[ls:ls + 200].lstrip(' \t').startswith('#'):
            e = code.find('\n', off)
            while e > 0 and code[code.rfind('\n', 0, e) + 1:e].rstrip(' \t').endswith('\\'):
                e = code.find('\n', e + 1)
            return len(code) if e < 0 else e
        depth, i = 0, off
        while i < len(code):
            c = code[i]
            if c in '([':
                depth += 1
            elif c in ')]':
                depth -= 1
            elif c == ';' and depth <= 0:
                return i + 1
            elif c == '{' and depth <= 0:
                braces = 0
                while i < len(code):
                    if code[i] == '{':
                        braces += 1
                    elif code[i] == '}':
                        braces -= 1
                        if braces == 0:
                            return i + 1
                    i += 1
                return len(code)
            i += 1
        return len(code)

    def shim_spans(self, spec):
        return [(m.start(), self.construct_end(m.start()))
                for s in spec['shim'] for m in s['rx'].finditer(self.code)]


def read(path):
    with open(path, errors='replace') as f:
        return f.read()


def matches(spec, src):
    """(offset, what, kind, shadow) for each residue match of one rule."""
    shims = src.shim_spans(spec)
    shadows = sorted((m.start(), s) for s in spec['shadow']
                     for m in s['rx'].finditer(src.code))
    out = []
    for r in spec['residue']:
        for m in r['rx'].finditer(src.code):
            off = m.start()
            kind = 'shim' if any(a <= off < b for a, b in shims) else 'use'
            shadow = None
            for soff, s in shadows:
                if soff < off:
                    shadow = s
            out.append((off, r['what'], kind, shadow))
    out.sort(key=lambda x: x[0])
    return out


def cmd_scan(specfile, root):
    specs = load_specs(specfile)
    for fl in sys.stdin.read().split('\n'):
        if not fl:
            continue
        try:
            src = Source(read(os.path.join(root, fl)))
        except OSError:
            continue
        for name, spec in sorted(specs.items()):
            seen = set()
            for off, what, kind, shadow in matches(spec, src):
                line = src.line_of(off)
                if (line, what) in seen:
                    continue
                seen.add((line, what))
                print('\t'.join([fl, str(line), name, what, kind,
                                 shadow['code'] if shadow else '-',
                                 ' '.join(src.lines[line - 1].split())[:100]]))


# ---- keeping shims -----------------------------------------------------------

def git(repo, *args):
    return subprocess.run(['git', '-C', repo] + list(args), check=True,
                          stdout=subprocess.PIPE).stdout.decode('utf-8', 'replace')


def hunks(diff):
    """Hunks of a -U0 diff: (new_start, new_count, removed, added)."""
    out = []
    for line in diff.split('\n'):
        m = re.match(r'^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@', line)
        if m:
            out.append([int(m.group(1)), int(m.group(2) or 1), [], []])
        elif out and line.startswith('-') and not line.startswith('---'):
            out[-1][2].append(line[1:])
        elif out and line.startswith('+') and not line.startswith('+++'):
            out[-1][3].append(line[1:])
    return out


FILLER = re.compile(r'^\s*[{}]?\s*;?\s*$')


def restore(repo, fl, spec):
    """Revert what the rule did to the shims of one file (working tree
    against the index); True when something was put back."""
    old = Source(git(repo, 'show', ':' + fl))
    shim_lines = set()
    for a, b in old.shim_spans(spec):
        shim_lines.update(range(old.line_of(a), old.line_of(max(a, b - 1)) + 1))
    if not shim_lines:
        return False
    # removed lines are told apart by their text, in order: a -U0 hunk
    # names its old start too
    diff = git(repo, 'diff', '-U0', '--no-color', '--', fl)
    olds = [int(m.group(1)) for m in re.finditer(r'^@@ -(\d+)', diff, re.M)]
    new = read(os.path.join(repo, fl)).split('\n')
    changed = False
    for (nstart, ncount, removed, added), ostart in reversed(list(zip(hunks(diff), olds))):
        is_shim = [ostart + k in shim_lines for k in range(len(removed))]
        if not any(is_shim):
            continue
        # a hunk that removed shims, blank lines and braces, and added
        # nothing but what was left of their lines (a trailing comment),
        # goes back whole
        if all(s or FILLER.match(blank(t)) for s, t in zip(is_shim, removed)) and \
                all(FILLER.match(blank(t)) for t in added):
            block = removed
        else:
            first_other = next((k for k, s in enumerate(is_shim) if not s), len(removed))
            before = [t for k, t in enumerate(removed) if is_shim[k] and k < first_other]
            after = [t for k, t in enumerate(removed) if is_shim[k] and k >= first_other]
            block = before + added + after
        at = nstart if ncount == 0 else nstart - 1
        new[at:at + ncount] = block
        changed = True
    if changed:
        with open(os.path.join(repo, fl), 'w') as f:
            f.write('\n'.join(new))
    return changed


def cmd_keep_shims(specfile, rule, repo):
    spec = load_specs(specfile).get(rule)
    if not spec or not spec['shim'] or not spec['residue']:
        return
    scopes = {}
    for line in sys.stdin.read().split('\n'):
        if '\t' in line:
            scope, fl = line.split('\t', 1)
            scopes.setdefault(scope, []).append(fl)
    touched = set(f for f in git(repo, 'diff', '--name-only').split('\n') if f)
    for scope, files in sorted(scopes.items()):
        uses = []
        for fl in files:
            try:
                src = Source(read(os.path.join(repo, fl)))
            except OSError:
                continue
            uses += ['%s:%d' % (fl, src.line_of(off))
                     for off, _, kind, shadow in matches(spec, src)
                     if kind == 'use' and shadow is None]
        if not uses:
            continue
        for fl in files:
            if fl in touched and restore(repo, fl, spec):
                src = Source(read(os.path.join(repo, fl)))
                for a, _ in src.shim_spans(spec):
                    print('\t'.join([fl, str(src.line_of(a)), rule, str(len(uses)),
                                     ', '.join(uses[:3]) + (', ...' if len(uses) > 3 else '')]))


# ---- what spatch could not parse -------------------------------------------

KEYWORDS = set('''void int char short long unsigned signed float double const
volatile static inline extern struct union enum register auto return sizeof
typeof if while for switch __inline__ __inline asmlinkage'''.split())
BOUNDARY = re.compile(r'^\s*$|^\s*#|^\s*}|;\s*$')


ATTRIBUTE = re.compile(r'__attribute(?:__)?\s*\(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\)')


def function_name(lines):
    text = ATTRIBUTE.sub(' ', ' '.join(lines)).split('{')[0]
    for m in re.finditer(r'([A-Za-z_]\w*)\s*\)?\s*\(', text):
        if m.group(1) not in KEYWORDS:
            return m.group(1)
    return ''


def cmd_regions(root):
    """From spatch's parse messages: ' = File "F", line N' (' =File' after a
    semantic error) then the bad lines
    around N ("BAD:!!!!!" marks line N)."""
    root = root.rstrip('/') + '/'
    cur, block = None, []

    def flush():
        if cur and block:
            k = next((i for i, t in enumerate(block) if t[0] == 'BAD'), None)
            if k is None:
                return
            fl, n = cur
            start = n - k
            # the lines before the function (the end of the one before)
            for i in range(k - 1, -1, -1):
                if BOUNDARY.search(block[i][1]):
                    start = n - k + i + 1
                    break
            name = function_name([t for _, t in block[start - (n - k):k + 3]])
            print('\t'.join([fl, str(start), str(n - k + len(block) - 1), name, str(n)]))

    for line in sys.stdin.read().split('\n'):
        m = re.match(r'^ = ?File "([^"]+)", line (\d+)', line)
        if m:
            flush()
            fl = m.group(1)
            if fl.startswith(root):
                fl = fl[len(root):]
            cur, block = (fl, int(m.group(2))), []
            continue
        if line.startswith('BAD:!!!!!'):
            block.append(('BAD', line[len('BAD:!!!!!'):].lstrip(' ')))
        elif line.startswith('bad:'):
            block.append(('bad', line[4:].lstrip(' ')))
        elif block:
            flush()
            cur, block = None, []
    flush()


# ---- why a match is left -----------------------------------------------------

def tsv(path):
    if not path or not os.path.exists(path):
        return []
    return [l.split('\t') for l in open(path).read().split('\n') if l]


def base_map(repo, base, fl):
    """Line of the converted file -> line of the file at BASE."""
    try:
        old = git(repo, 'show', '%s:%s' % (base, fl)).split('\n')
    except subprocess.CalledProcessError:
        return lambda n: n
    new = read(os.path.join(repo, fl)).split('\n')
    pairs = []
    for a, b, size in difflib.SequenceMatcher(None, old, new, autojunk=False).get_matching_blocks():
        pairs.append((b, a, size))

    def to_base(n):
        best = n
        for b, a, size in pairs:
            if b <= n - 1 < b + size:
                return a + (n - 1 - b) + 1
            if b + size <= n - 1:
                best = a + size + (n - 1 - b - size) + 1
        return best
    return to_base


def classify(args):
    """Each match of the scan gets a reason:
      skipped    its driver was skipped (--skipped: unit TAB why, --units:
                 unit TAB file)
      unparsed   it lies in a part spatch could not parse (--regions)
      timeout    spatch timed out on its file for the rule (--timeouts:
                 file TAB rule), exception: spatch failed on it
                 (--exceptions: file TAB rule TAB message)
      CODE       a Residue-shadow line of the rule matches before it
      refused    the rule's report mode says something on its line
                 (--report: "file:line: rule: message")
      unmatched  none of these.
    --mode=convert: a shim whose scope (--scopes: scope TAB file) still
    holds a use of the old API is "kept", not left.  --mode=report: a match
    the rule has a finding on is the rule's business, not a left-over, and
    so is an unmatched one in a file the rule has findings in.
    Output: file line rule what reason detail; --base (and --repo) give the
    lines of the sources as found at that commit."""
    specs = load_specs(args['spec'])
    regions = {}
    for fl, a, b, name, err in tsv(args.get('regions')):
        regions.setdefault(fl, []).append((int(a), int(b), name, err))
    timeouts = {(e[0], e[1]) for e in tsv(args.get('timeouts'))}
    exceptions = {(e[0], e[1]): e[2] if len(e) > 2 else '' for e in tsv(args.get('exceptions'))}
    skipped = dict(tsv(args.get('skipped')))
    unit_of = {f: u for u, f in tsv(args.get('units'))}
    scope_of = {f: s for s, f in tsv(args.get('scopes'))}
    report = {}
    if args.get('report') and os.path.exists(args['report']):
        for line in open(args['report']):
            m = re.match(r'^([^:]+):(\d+): ([^:]+): (.*)$', line.rstrip('\n'))
            if m:
                said = report.setdefault((m.group(1), int(m.group(2)), m.group(3)), [])
                if m.group(4) not in said:
                    said.append(m.group(4))
    # every reason the rule gave on the line, in its order: a refusal's
    # general line ("cannot be converted safely") and its specific one
    report = {k: '; '.join(v) for k, v in report.items()}
    reported_files = {(f, r) for f, _, r in report}
    scan = [(fl, int(n), rule, what, kind, shadow)
            for fl, n, rule, what, kind, shadow, *_ in tsv(args['scan'])]
    maps = {}

    def where(fl, n):
        if args.get('base'):
            if fl not in maps:
                maps[fl] = base_map(args['repo'], args['base'], fl)
            n = maps[fl](n)
        return fl, n

    uses = {}
    for fl, n, rule, what, kind, shadow in scan:
        if kind == 'use' and shadow == '-':
            uses.setdefault((scope_of.get(fl, fl), rule), []).append('%s:%d' % where(fl, n))
    for fl, n, rule, what, kind, shadow in scan:
        spec = specs[rule]
        region = None
        for a, b, name, err in regions.get(fl, ()):
            if a <= n <= b:
                region = ('%s() (lines %d-%d; spatch: error at line %s)' % (name, a, b, err)
                          if name else 'lines %d-%d (spatch: error at line %s)' % (a, b, err))
                break
        msg = report.get((fl, n, rule))
        left = uses.get((scope_of.get(fl, fl), rule))
        if kind == 'shim' and args['mode'] == 'convert' and left:
            reason = 'kept'
            detail = 'shim kept: %d use(s) of the old API left in the driver (%s)' % (
                len(left), ', '.join(left[:4]) + (', ...' if len(left) > 4 else ''))
        elif unit_of.get(fl) in skipped:
            reason, detail = 'skipped', REASONS['skipped'] % skipped[unit_of[fl]]
        elif region:
            reason, detail = 'unparsed', REASONS['unparsed'] % region
        elif (fl, rule) in timeouts:
            reason, detail = 'timeout', REASONS['timeout']
        elif (fl, rule) in exceptions:
            reason, detail = 'exception', REASONS['exception'] % exceptions[(fl, rule)]
        elif shadow != '-':
            reason = shadow
            detail = next(s['text'] for s in spec['shadow'] if s['code'] == shadow)
        elif msg is not None:
            if args['mode'] == 'report':
                continue
            reason, detail = 'refused', REASONS['refused'] % msg
        elif args['mode'] == 'report' and (fl, rule) in reported_files:
            # the rule found this file's old API, perhaps on another line
            # (sem_to_completion reports the semaphore's declaration)
            continue
        else:
            reason, detail = 'unmatched', REASONS['unmatched']
        if kind == 'shim' and reason != 'kept':
            detail = 'the shim: ' + detail
        if msg is not None and reason in ('skipped', 'timeout', 'exception'):
            detail += ' (report mode: %s)' % msg
        fl, n = where(fl, n)
        print('\t'.join([fl, str(n), rule, what, reason, detail]))


def cmd_merge(left_txt, changed_txt, residue_tsv, out_json, kept_txt):
    """convert-drivers' list: the residue left (classify's output) and
    left.txt, report-mode findings on lines the series leaves as they were
    or whose message asks for a hand ("file:line: rule: message"), each
    entry once; rewrites left.txt as "file:line: rule: why [reason]" and
    writes left.json and kept.txt (the shims kept)."""
    changed = set(l.strip() for l in open(changed_txt))
    entries, kept, seen = [], [], set()
    for f, n, rule, what, reason, detail in tsv(residue_tsv):
        e = {'file': f, 'line': int(n), 'rule': rule, 'residue': what,
             'reason': reason, 'detail': detail}
        (kept if reason == 'kept' else entries).append(e)
        seen.add((f, int(n), rule))
    for line in open(left_txt):
        m = re.match(r'^([^:]+):(\d+): ([^:]+): (.*)$', line.rstrip('\n'))
        if not m or (m.group(1), int(m.group(2)), m.group(3)) in seen:
            continue
        f, n, rule, msg = m.group(1), int(m.group(2)), m.group(3), m.group(4)
        if rule == 'knr-prototypes':
            reason, detail = 'knr-left-alone', msg
        elif '%s:%d' % (f, n) in changed:
            reason, detail = 'follow-up', 'converted; report mode asks for more by hand: ' + msg
        else:
            reason, detail = 'refused', REASONS['refused'] % msg
        entries.append({'file': f, 'line': n, 'rule': rule, 'residue': None,
                        'reason': reason, 'detail': detail})
    entries.sort(key=lambda e: (e['file'], e['line'], e['rule']))
    with open(left_txt, 'w') as out:
        for e in entries:
            out.write('%s:%d: %s: %s [%s]\n' % (e['file'], e['line'], e['rule'],
                                               e['detail'], e['reason']))
    with open(kept_txt, 'w') as out:
        for e in kept:
            out.write('%s:%d: %s: %s\n' % (e['file'], e['line'], e['rule'], e['detail']))
    with open(out_json, 'w') as out:
        json.dump({'left_for_human': entries, 'shims_kept': kept,
                   'reasons': sorted(set(e['reason'] for e in entries))}, out, indent=1)


def main(argv):
    if len(argv) < 2:
        fail('usage: residue.py spec|scan|keep-shims|regions|classify ...')
    cmd = argv[1]
    if cmd == 'spec':
        for rule in argv[2:]:
            print(json.dumps(read_spec(rule)))
    elif cmd == 'silent':
        print(' '.join(spec['rule'] for spec in map(json.loads, open(argv[2]))
                       if not spec['residue']))
    elif cmd == 'regexes':
        for spec in map(json.loads, open(argv[2])):
            for e in spec['residue']:
                print(gaps(e['re'], GREP_GAP))
    elif cmd == 'scan':
        cmd_scan(argv[2], argv[3])
    elif cmd == 'keep-shims':
        cmd_keep_shims(argv[2], argv[3], argv[4])
    elif cmd == 'merge':
        cmd_merge(*argv[2:7])
    elif cmd == 'regions':
        cmd_regions(argv[2])
    elif cmd == 'classify':
        args = {}
        for a in argv[2:]:
            k, _, v = a.partition('=')
            args[k.lstrip('-')] = v
        for k in ('spec', 'scan', 'mode'):
            if k not in args:
                fail('residue.py classify: --%s= is needed' % k)
        classify(args)
    else:
        fail('residue.py: unknown command %s' % cmd)


if __name__ == '__main__':
    main(sys.argv)
