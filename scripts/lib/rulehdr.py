#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The header of a rule: what the runner needs to know about cocci/NAME.cocci.

A rule says it in "//" comment lines, which make coccicheck ignores:

  // Options: --no-includes ...     spatch options (the first such line)
  // Must-contain: a | b.c | *p* | /rx/
                                    prefilter clause: one of the words must
                                    occur in a file (spatch-report); every
                                    clause must hold; "Must-contain(GLOB):"
                                    only for the files whose path matches GLOB
  // Subject: replace bcopy() with memmove()
                                    the patch subject after "driver: " when
                                    this rule alone changed a driver
  // Subject-short: memmove()       its name in "convert to A, B and C"
  // Commit-why: N                  the commit message explains the change
                                    with the first N sentences of the ///
                                    description (paragraphs kept)
  // Follow-up: /REGEX/             report mode's messages that ask a person
                                    for more: such a message on a line the
                                    series converted is still left for a
                                    human; any other message there only
                                    narrates the conversion
  // Leftover-builds: yes            what the rule leaves alone still builds
                                    and runs on the target kernel (the rule
                                    is a further step, not a fix): a driver
                                    with only such leftovers is still built
                                    and booted (left-units)
  // After: pm_message_t            when both run, this rule runs on the
                                    other's output (names of cocci/, space
                                    separated): convert-drivers orders its
                                    rules so (order)
  // Kernel-has(FILE): /REGEX/      the API the rule converts to: the rule
                                    is for a target kernel whose FILE (a
                                    path in the tree) matches REGEX (Python
                                    re, over the whole file); a runner
                                    leaves it out for an older kernel, where
                                    its edits would not build (for-tree)
  // Promise: /REGEX/               report mode's messages that promise an
                                    edit: test-cocci checks that each such
                                    message stands on a line patch mode
                                    changes (scripts/lib/casecheck.py)
  // Post-pass: pm_ifdef            what convert-drivers runs, after the
                                    rule, on the files the rule changed:
                                    scripts/lib/NAME.py FILE... (an edit no
                                    semantic patch can make: Coccinelle
                                    reads #ifdef as a comment); make
                                    coccicheck does not run it

A Must-contain word is a C identifier, a dotted one (lock.lock, matched
literally), a *part* (letters matched anywhere, any case) or a /PCRE/ read
over the whole file, in which a space stands for any white space and
comments.  A Follow-up or Promise REGEX is Python's re (search in the message).

Without Subject the subject says "apply the NAME API change", without
Subject-short the rule's name stands; without Commit-why the commit takes
the description's first paragraph; without Follow-up every message on a
converted line is left for a human (the safe side).

Subcommands (each error: one line "FILE:LINE: what: fix the rule", exit 2):

  check RULE...                     read every header, say nothing when fine
  get RULE KEY                      the value of KEY (options, subject,
                                    subject-short, commit-why), "" if none
  get-many KEY[,KEY...] RULE...     "KEY<TAB>RULE<TAB>value" for each KEY
                                    and RULE: one run for a runner's rules
                                    (lib.sh's memo)
  requires-text RULE                Must-contain clauses as "a | b; in *.h: c"
  why RULE                          the commit message's explanation
  subject MAX PREFIX RULE...        the patch subject of a driver these rules
                                    changed, at most MAX characters
  left-units LEFT.JSON RULE...      the drivers whose leftovers keep them out
                                    of the build: "unit" of each entry of
                                    left_for_human, but those of a rule with
                                    "Leftover-builds: yes"
  order RULE...                     the rules, each after those its After:
                                    names (the given order otherwise)
  for-tree TREE RULE...             the rules that are for the kernel tree
                                    TREE, one path a line; each other one
                                    on stderr: "NAME: not for this kernel:
                                    ..." (Kernel-has)
  left-for-human REPORT CHANGED RULE...
                                    REPORT: report mode's "file:line: rule:
                                    message" lines; CHANGED: "file:line" the
                                    series changed; prints each finding left
                                    for a human once
"""
import json
import os
import re
import subprocess
import sys
import textwrap

HEADER = re.compile(r'^//\s*([A-Z][A-Za-z]*(?:-[a-z]+)*)(?:\(([^()]*)\))?:\s?(.*?)\s*$')
KEYS = ('Options', 'Must-contain', 'Subject', 'Subject-short', 'Commit-why', 'Follow-up',
        'After', 'Leftover-builds', 'Kernel-has', 'Post-pass', 'Promise')
# Keys that may carry a (GLOB); Kernel-has must (its FILE)
GLOB_KEYS = ('Must-contain', 'Kernel-has')
SINGLE = ('Options', 'Subject', 'Subject-short', 'Commit-why', 'Follow-up', 'After',
          'Leftover-builds', 'Post-pass', 'Promise')

REQ_WORD = re.compile(r'^([A-Za-z_]\w*(\.[A-Za-z_]\w*)*|\*[a-z_0-9]+\*|/.+/)$')

# What a space in a /regex/ word stands for: any white space and comments,
# line breaks included, wherever spatch would see tokens side by side.
# Atomic and possessive: a comment ends at its first */, and a gap that
# gives nothing back cannot backtrack quadratically (PCRE's backtracking
# limit stopped grep on arch/arm/mach-pxa/ezx.c with a lazy .*?).
GAP = r'(?>(?:\s++|/\*(?:[^*]++|\*(?!/))*+\*/|//[^\n]*+)*+)'

SUBJECT_FALLBACK = 'convert to the 2.6.11 driver API'


class HeaderError(Exception):
    """A header line the runner cannot use: str() is the one-line error."""


def rule_name(path):
    base = os.path.basename(path)
    return base[:-len('.cocci')] if base.endswith('.cocci') else base


def split_words(text):
    """'a | /x|y/ | b' -> ['a', '/x|y/', 'b']: bars inside a /regex/ word
    do not split (a slash in it is escaped)."""
    words, cur, i, text = [], '', 0, text.strip()
    while i < len(text):
        c = text[i]
        if c == '/' and not cur.strip():
            j = i + 1
            while j < len(text) and text[j] != '/':
                j += 2 if text[j] == '\\' else 1
            cur, i = text[i:j + 1], j + 1
            continue
        if c == '|':
            words.append(cur.strip())
            cur = ''
        else:
            cur += c
        i += 1
    words.append(cur.strip())
    return [w for w in words if w]


def gaps(word):
    return word.replace(' ', GAP)


def pcre_ok(rx):
    """grep -P judges a PCRE (Python's re does not read possessive or
    atomic groups in every version): exit 2 is a bad pattern."""
    return subprocess.run(['grep', '-q', '-z', '-P', '-e', rx], input=b'',
                          stderr=subprocess.DEVNULL).returncode <= 1


class Header:
    """The header lines of one rule file."""

    def __init__(self, path, text=None, pcre=True):
        # pcre=False: a /regex/ word of Must-contain is not judged by
        # grep -P (a process a word): for a reader of other keys only
        self.pcre = pcre
        self.path = path
        self.name = rule_name(path)
        if text is None:
            with open(path, errors='replace') as f:
                text = f.read()
        self.lines = text.split('\n')
        self.values = {}        # key -> (line number, value), the first line
        self.requires = []      # Must-contain clauses, as the prefilter takes them
        self.requires_src = []  # (glob or '', text) as written
        self.follow_up = None
        self.commit_why = None
        self.kernel_has = []    # (file, regex text, compiled regex)
        for n, line in enumerate(self.lines, 1):
            m = HEADER.match(line)
            if not m or m.group(1) not in KEYS:
                continue
            key, glob, value = m.groups()
            if glob is not None and key not in GLOB_KEYS:
                self.fail(n, '"// %s:" takes no (GLOB)' % key)
            if key == 'Must-contain':
                self.add_requires(n, glob, value)
            elif key == 'Kernel-has':
                self.add_kernel_has(n, glob, value)
            elif key not in self.values:
                self.values[key] = (n, value)
        self.check_values()

    def fail(self, n, what):
        raise HeaderError('%s:%d: %s: fix the rule' % (self.path, n, what))

    def add_requires(self, n, glob, value):
        words = split_words(value)
        bad = [w for w in words if not REQ_WORD.match(w)]
        bad += [w for w in words if w.startswith('/') and w not in bad
                and self.pcre and not pcre_ok(gaps(w)[1:-1])]
        if bad or not words:
            self.fail(n, '"// Must-contain:" takes words, *parts* or /regexes/'
                      ' separated by "|", not %s' % (', '.join(bad) or 'nothing'))
        words = sorted(set(gaps(w) if w.startswith('/') else w for w in words))
        glob = glob.strip() if glob is not None else ''
        self.requires.append({'glob': glob, 'any': words} if glob else words)
        self.requires_src.append((glob, value.strip()))

    def add_kernel_has(self, n, path, value):
        path = (path or '').strip()
        if not path or path.startswith('/') or '..' in path.split('/'):
            self.fail(n, '"// Kernel-has(FILE):" names a file of the kernel tree, as'
                      ' include/linux/device/bus.h')
        if not (len(value) > 2 and value.startswith('/') and value.endswith('/')):
            self.fail(n, '"// Kernel-has(%s):" takes one /regex/, not "%s"' % (path, value))
        try:
            rx = re.compile(value[1:-1])
        except re.error as e:
            self.fail(n, '"// Kernel-has(%s):" regex %s does not compile (%s)' % (path, value, e))
        self.kernel_has.append((path, value, rx))

    def not_for(self, tree):
        """Why the rule is not for the kernel tree TREE, or None."""
        for path, text, rx in self.kernel_has:
            try:
                with open(os.path.join(tree, path), errors='replace') as f:
                    body = f.read()
            except OSError:
                return '%s: not for this kernel: it has no %s (the API the rule converts to)' \
                    % (self.name, path)
            if not rx.search(body):
                return '%s: not for this kernel: its %s has no %s (the API the rule converts to)' \
                    % (self.name, path, text)
        return None

    def check_values(self):
        for key in SINGLE:
            if key in self.values and key != 'Options' and not self.values[key][1]:
                self.fail(self.values[key][0], '"// %s:" is empty' % key)
        if 'Commit-why' in self.values:
            n, v = self.values['Commit-why']
            if not re.fullmatch(r'[1-9][0-9]*', v):
                self.fail(n, '"// Commit-why:" takes a number of sentences, not "%s"' % v)
            self.commit_why = int(v)
        self.follow_up = self.regex('Follow-up')
        self.promise = self.regex('Promise')
        if 'Leftover-builds' in self.values:
            n, v = self.values['Leftover-builds']
            if v not in ('yes', 'no'):
                self.fail(n, '"// Leftover-builds:" takes yes or no, not "%s"' % v)
        if 'After' in self.values:
            n, v = self.values['After']
            bad = [w for w in v.split() if not re.fullmatch(r'[a-z][a-z0-9_]*', w)]
            if bad:
                self.fail(n, '"// After:" takes rule names, not %s' % ', '.join(bad))
        if 'Post-pass' in self.values:
            n, v = self.values['Post-pass']
            if not re.fullmatch(r'[a-z][a-z0-9_]*', v) or \
                    not os.path.isfile(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                    v + '.py')):
                self.fail(n, '"// Post-pass:" names a program of scripts/lib (NAME for NAME.py),'
                          ' not "%s"' % v)
        for key in ('Subject', 'Subject-short'):
            if key in self.values and '\t' in self.values[key][1]:
                self.fail(self.values[key][0], '"// %s:" holds a tab' % key)

    def regex(self, key):
        """The compiled /REGEX/ of KEY, None without one."""
        if key not in self.values:
            return None
        n, v = self.values[key]
        if not (len(v) > 2 and v.startswith('/') and v.endswith('/')):
            self.fail(n, '"// %s:" takes one /regex/, not "%s"' % (key, v))
        try:
            return re.compile(v[1:-1])
        except re.error as e:
            self.fail(n, '"// %s:" regex %s does not compile (%s)' % (key, v, e))
        return None

    def get(self, key, default=''):
        return self.values[key][1] if key in self.values else default

    @property
    def options(self):
        return self.get('Options')

    @property
    def subject(self):
        return self.get('Subject', 'apply the %s API change' % self.name)

    @property
    def subject_short(self):
        return self.get('Subject-short', self.name)

    def requires_text(self):
        """Its Must-contain clauses as a person reads them."""
        return '; '.join(('in %s: ' % g if g else '') + t for g, t in self.requires_src)

    def description(self):
        """The /// paragraphs before the first other line, each a list of
        its lines' text."""
        paras, cur = [], []
        for line in self.lines:
            if not line.startswith('///'):
                if paras or cur:
                    break
                continue
            text = line[3:].strip()
            if not text:
                if cur:
                    paras.append(cur)
                    cur = []
                continue
            cur.append(text)
        if cur:
            paras.append(cur)
        return paras

    def why(self):
        """The commit message's explanation: the first Commit-why sentences
        of the description (a sentence ends at a full stop and white
        space), each paragraph filled at 72 columns."""
        paras = self.description()
        if self.commit_why is None:
            return textwrap.fill(' '.join(paras[0]), 72) if paras else ''
        left, out = self.commit_why, []
        for p in paras:
            if left <= 0:
                break
            sentences = re.split(r'(?<=[.])\s+', ' '.join(p))
            out.append(textwrap.fill(' '.join(sentences[:left]), 72))
            left -= len(sentences)
        return '\n\n'.join(out)

    @property
    def leftover_builds(self):
        return self.get('Leftover-builds') == 'yes'

    @property
    def after(self):
        return self.get('After').split()

    def asks_follow_up(self, message):
        return self.follow_up is None or bool(self.follow_up.search(message))


def subject(headers, prefix, limit):
    """PREFIX: what one rule does, or "convert to A, B and C"; shortened
    to the generic subject, then cut, past LIMIT characters."""
    if len(headers) == 1:
        s = '%s: %s' % (prefix, headers[0].subject)
    else:
        shorts = [h.subject_short for h in headers]
        s = '%s: convert to %s and %s' % (prefix, ', '.join(shorts[:-1]), shorts[-1])
    if len(s) > limit:
        s = '%s: %s' % (prefix, SUBJECT_FALLBACK)
    return s[:limit]


FINDING = re.compile(r'^([^:]+):(\d+): ([^:]+): (.*)$')


def left_for_human(report_lines, changed, headers):
    """Findings on lines the series left as they were, or whose message
    asks for more (the rule's Follow-up), each once, in order."""
    seen, out = set(), []
    for line in report_lines:
        m = FINDING.match(line.rstrip('\n'))
        if not m:
            continue
        f, n, rule, msg = m.groups()
        h = headers.get(rule)
        follow = h.asks_follow_up(msg) if h else True
        if (f + ':' + n) not in changed or follow:
            key = (f, n, rule, msg)
            if key not in seen:
                seen.add(key)
                out.append('%s:%s: %s: %s' % key)
    return out


def order(headers):
    """The headers, each after the ones its After: names among them, the
    given order kept otherwise (a stable topological sort).  A cycle is a
    HeaderError."""
    by_name = {h.name: h for h in headers}
    out, done, busy = [], set(), []

    def visit(h):
        if h.name in done:
            return
        if h.name in busy:
            raise HeaderError('%s: "// After:" makes a cycle (%s): fix the rule'
                              % (h.path, ' -> '.join(busy + [h.name])))
        busy.append(h.name)
        for dep in h.after:
            if dep in by_name:
                visit(by_name[dep])
        busy.pop()
        done.add(h.name)
        out.append(h)

    for h in headers:
        visit(h)
    return out


def run_cli(main, prog, argv=None):
    """Run main(argv) (default sys.argv) as a command of scripts/lib and
    return its exit status: a HeaderError, or a file it cannot read, is one
    line on stderr and status 2, not a traceback."""
    try:
        return main(sys.argv if argv is None else argv)
    except HeaderError as e:
        sys.stderr.write('%s\n' % e)
    except OSError as e:
        sys.stderr.write('%s: %s: %s\n' % (prog, e.filename, e.strerror))
    return 2


def main(argv):
    if len(argv) < 2:
        raise HeaderError('usage: rulehdr.py check|get|requires-text|why|subject|order|left-for-human ...')
    cmd, args = argv[1], argv[2:]
    if cmd == 'check':
        for r in args:
            Header(r)
    elif cmd == 'get' and len(args) == 2:
        key = {k.lower(): k for k in KEYS}.get(args[1])
        if key is None or key == 'Must-contain':
            raise HeaderError('rulehdr.py get: no single-valued key %s' % args[1])
        print(Header(args[0], pcre=False).get(key))
    elif cmd == 'get-many' and len(args) >= 1:
        keys = []
        for name in args[0].split(','):
            key = {k.lower(): k for k in KEYS}.get(name)
            if key is None or key == 'Must-contain':
                raise HeaderError('rulehdr.py get-many: no single-valued key %s' % name)
            keys.append((name, key))
        errors = []
        for r in args[1:]:
            # a rule it cannot read is left out, the others still said
            try:
                h = Header(r, pcre=False)
            except (HeaderError, OSError) as e:
                errors.append(str(e))
                continue
            values = [(name, h.get(key)) for name, key in keys]
            if '\t' in r or '\n' in r + ''.join(v for _, v in values):
                errors.append('rulehdr.py get-many: %s: a tab or a line break in the'
                              ' name or a value' % r)
                continue
            for name, value in values:
                print('%s\t%s\t%s' % (name, r, value))
        if errors:
            raise HeaderError('\n'.join(errors))
    elif cmd == 'requires-text' and len(args) == 1:
        print(Header(args[0]).requires_text())
    elif cmd == 'why' and len(args) == 1:
        print(Header(args[0]).why())
    elif cmd == 'subject' and len(args) >= 3:
        print(subject([Header(r) for r in args[2:]], args[1], int(args[0])))
    elif cmd == 'left-units' and len(args) >= 1:
        builds = set(h.name for h in (Header(r) for r in args[1:]) if h.leftover_builds)
        with open(args[0]) as f:
            left = json.load(f)['left_for_human']
        for e in left:
            if e.get('rule') not in builds:
                print(e['file'])
    elif cmd == 'for-tree' and len(args) >= 1:
        if not os.path.isfile(os.path.join(args[0], 'Makefile')):
            raise HeaderError('rulehdr.py for-tree: %s is not a kernel tree' % args[0])
        for r in args[1:]:
            h = Header(r)
            why = h.not_for(args[0])
            if why:
                sys.stderr.write(why + '\n')
            else:
                print(h.path)
    elif cmd == 'order':
        for h in order([Header(r) for r in args]):
            print(h.path)
    elif cmd == 'left-for-human' and len(args) >= 2:
        headers = {}
        for r in args[2:]:
            h = Header(r)
            headers[h.name] = h
        with open(args[1]) as f:
            changed = set(l.strip() for l in f)
        with open(args[0]) as f:
            for line in left_for_human(f, changed, headers):
                print(line)
    else:
        raise HeaderError('rulehdr.py: bad command line: %s' % ' '.join(argv[1:]))
    return 0


if __name__ == '__main__':
    sys.exit(run_cli(main, 'rulehdr.py'))
