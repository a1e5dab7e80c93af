#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Which added lines of a patch did the compiler see?  (build-check)

The proof is the preprocessor's: a source line whose tokens reach the
compiler shows up in the object's preprocessed output (gcc -E, kbuild's
"make path/file.i", with -dD so #define lines stay) after a line marker
'# LINE "FILE" FLAGS'; a line of a false #if branch never does.

A line is counted when it has C tokens once comments are blanked (blank and
comment-only lines are not counted).  Preprocessor directive lines count
too: a directive is compiled when the block that holds it is live (#if,
#elif, #else, #endif: the block around the whole #if group).  Lines of one
#if branch live or die together, so a line is compiled when its innermost
block is live, and a block is live when any line in it, or in a block
nested in it, reached the output (a #define kept by -dD, an #include whose
return marker names it, or any line with tokens; the continuation lines of
a statement or macro call spread over several lines are live with it).
The body of a #define is proven preprocessed, not proven expanded.

A line not compiled is named with the condition that hides it: the
outermost dead block on its way to the file's top, whose parent is live
(the inner conditions of a dead block were never evaluated).

Subcommands (build-check.sh runs them):
  check DIFF SRCROOT FILE.i[@CWD[@LABEL]]...  one TSV line per counted
        added line (CWD: where the .i's relative paths start, make's O=):
        file, line, "compiled" [LABEL] or "hidden", the reason, the CONFIG_
        symbols of the hiding condition; LABEL names the config an .i was
        made with (none: allmodconfig, which is preferred)
  flip TREE DOTCONFIG SYMBOL VALUE     the scripts/config arguments that move
        DOTCONFIG towards SYMBOL=VALUE ("ok" when it is there, "no: why"
        when no config of this architecture can have it)
  why TREE DOTCONFIG SYMBOL VALUE      why the flip did not get there
  cover COVER LINES_TSV                put the ratios of build-check's
        lines.tsv (sha, N/M, subject) into the cover letter COVER, for the
        patches beside it
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ctext import blank  # noqa: E402  the one comment stripper

MARKER = re.compile(r'^#\s*(?:line\s+)?(\d+)\s+"((?:[^"\\]|\\.)*)"((?:\s+\d+)*)\s*$')
DIRECTIVE = re.compile(r'^\s*#\s*([A-Za-z_]*)(.*)$')
CONFIG_SYM = re.compile(r'\bCONFIG_([A-Za-z0-9_]+)')
HUNK = re.compile(r'^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@')


class Error(Exception):
    pass


# ---------------------------------------------------------------- the diff

def added_lines(diff_text):
    """{path: [new-side line numbers of '+' lines]} from a git diff."""
    out = {}
    path = None
    line = 0
    for raw in diff_text.splitlines():
        if raw.startswith('+++ '):
            name = raw[4:].strip()
            path = None if name == '/dev/null' else re.sub(r'^b/', '', name)
            continue
        m = HUNK.match(raw)
        if m:
            line = int(m.group(1))
            continue
        if path is None or raw.startswith(('--- ', 'diff ', 'index ')):
            continue
        if raw.startswith('+'):
            out.setdefault(path, []).append(line)
            line += 1
        elif raw.startswith(' '):
            line += 1
    return out


# ---------------------------------------------------------- the source file

class Block:
    """One branch of an #if group (or the whole file: kind None)."""

    def __init__(self, kind, cond, line, parent, before=()):
        self.kind = kind            # if ifdef ifndef elif else, None: the file
        self.cond = cond.strip()    # the condition as written
        self.line = line            # line of the directive
        self.parent = parent
        self.before = list(before)  # the earlier branches of its group
        self.live = False

    def describe(self):
        if self.kind == 'else' or self.kind == 'elif':
            first = self.before[0]
            what = '#%s%s' % (self.kind, ' ' + self.cond if self.cond else '')
            return '%s of #%s %s (line %d; #if at line %d)' % (
                what, first.kind, first.cond, self.line, first.line)
        return '#%s %s (line %d)' % (self.kind, self.cond, self.line)

    def symbols(self):
        """The CONFIG_ options whose value decides this branch."""
        text = ' '.join([b.cond for b in self.before] + [self.cond])
        syms = []
        for s in CONFIG_SYM.findall(text):
            s = re.sub(r'_MODULE$', '', s)
            if s not in syms:
                syms.append(s)
        return syms


class Source:
    """A C file: per line its kind (blank, code, directive) and block."""

    def __init__(self, text):
        lines = blank(text, literals=False).split('\n')
        self.kind = {}
        self.block = {}
        self.root = Block(None, '', 0, None)
        self.blocks = [self.root]
        stack = [self.root]          # innermost block last
        groups = []                  # per open group: its branches
        cont = False
        for no, line in enumerate(lines, 1):
            if cont:
                self.kind[no] = 'directive'
                self.block[no] = stack[-1]
                cont = line.rstrip().endswith('\\')
                continue
            m = DIRECTIVE.match(line)
            if not m:
                self.kind[no] = 'code' if line.strip() else 'blank'
                self.block[no] = stack[-1]
                continue
            self.kind[no] = 'directive'
            cont = line.rstrip().endswith('\\')
            name, rest = m.group(1), m.group(2)
            if name in ('if', 'ifdef', 'ifndef'):
                self.block[no] = stack[-1]
                b = Block(name, rest.rstrip('\\'), no, stack[-1])
                groups.append([b])
                stack.append(b)
                self.blocks.append(b)
            elif name in ('elif', 'else') and groups:
                stack.pop()
                self.block[no] = stack[-1]
                b = Block(name, rest.rstrip('\\') if name == 'elif' else '', no,
                          stack[-1], groups[-1])
                groups[-1].append(b)
                stack.append(b)
                self.blocks.append(b)
            elif name == 'endif' and groups:
                stack.pop()
                groups.pop()
                self.block[no] = stack[-1]
            else:
                self.block[no] = stack[-1]
        self.nlines = len(lines)

    def evaluate(self, emitted):
        """Mark the blocks live from EMITTED, the set of lines seen."""
        for b in self.blocks:
            b.live = False
        for no in emitted:
            b = self.block.get(no)
            while b is not None and not b.live:
                b.live = True
                b = b.parent

    def hider(self, no):
        """The outermost dead block around line NO (None: it is live)."""
        b = self.block[no]
        dead = None
        while b is not None:
            if not b.live:
                dead = b
            b = b.parent
        return dead


# ------------------------------------------------- the preprocessed output

def emitted_lines(i_text, cwd):
    """{real path: set of source lines that reached the output} of an .i."""
    seen = {}
    cur = None
    no = 0
    for raw in i_text.split('\n'):
        m = MARKER.match(raw) if raw.startswith('#') else None
        if m:
            name = m.group(2).encode().decode('unicode_escape')
            flags = m.group(3).split()
            no = int(m.group(1))
            if name.startswith('<'):
                cur = None
                continue
            cur = os.path.realpath(os.path.join(cwd, name))
            if '2' in flags and no > 1:
                # back from an #include: the line before was that #include
                seen.setdefault(cur, set()).add(no - 1)
            continue
        if cur is not None and raw.strip():
            seen.setdefault(cur, set()).add(no)
        no += 1
    return seen


# -------------------------------------------------------------- the verdict

def check(diff_text, srcroot, i_files, read=None):
    """Rows (file, line, status, label or reason, symbols) for each counted
    added line.  I_FILES: [(label, path of .i, cwd its paths are relative
    to)]; label '' is allmodconfig."""
    read = read or (lambda p: open(p, errors='replace').read())
    per_label = []
    for label, path, cwd in i_files:
        per_label.append((label, emitted_lines(read(path), cwd)))
    rows = []
    for path, nos in sorted(added_lines(diff_text).items()):
        if not path.endswith(('.c', '.h')):
            continue
        real = os.path.realpath(os.path.join(srcroot, path))
        src = Source(read(real))
        counted = [n for n in nos if src.kind.get(n, 'blank') != 'blank']
        if not counted:
            continue
        proof = {}
        first_hider = {}
        for label, seen in per_label:
            src.evaluate(seen.get(real, set()))
            for n in counted:
                h = src.hider(n)
                if h is None:
                    proof.setdefault(n, label)
                elif not label:
                    first_hider.setdefault(n, h)
        src.evaluate(set())
        for n in counted:
            if n in proof:
                rows.append((path, n, 'compiled', proof[n], ''))
                continue
            h = first_hider.get(n) or src.hider(n)
            if h is src.root:
                why = ('no compiled object includes it' if path.endswith('.h')
                       else 'the file did not preprocess (no .i made)')
                rows.append((path, n, 'hidden', why, ''))
            else:
                rows.append((path, n, 'hidden', 'hidden by ' + h.describe(),
                             ' '.join(h.symbols())))
    return rows


# ------------------------------------------------------------------ Kconfig

class Kconfig:
    """What a flip needs of the tree's Kconfig files: per symbol, where it
    is defined, whether it has a prompt, its 'depends on' and who selects it."""

    ENTRY = re.compile(r'^\s*(?:menu)?config\s+([A-Za-z0-9_]+)\s*$')

    def __init__(self, tree):
        self.where = {}
        self.prompt = {}
        self.depends = {}
        self.selected_by = {}
        for d, dirs, files in os.walk(tree):
            dirs[:] = [x for x in dirs if not x.startswith('.')]
            for f in files:
                if f.startswith('Kconfig'):
                    self._read(os.path.join(d, f), os.path.relpath(os.path.join(d, f), tree))

    def _read(self, path, rel):
        sym = None
        for line in open(path, errors='replace'):
            m = self.ENTRY.match(line)
            if m:
                sym = m.group(1)
                self.where.setdefault(sym, []).append(rel)
                continue
            s = line.strip()
            if not s or s.startswith('#'):
                continue
            if not line[0].isspace():
                sym = None
                continue
            if sym is None:
                continue
            if re.match(r'(bool|tristate|string|int|hex)\s+"', s) or s.startswith('prompt'):
                self.prompt[sym] = True
            elif s.startswith('depends on'):
                self.depends.setdefault(sym, []).append(s[len('depends on'):].strip())
            elif s.startswith('select '):
                t = s.split()[1]
                self.selected_by.setdefault(t, []).append(sym)

    def arch_only(self, sym):
        """The other architectures SYM is defined for alone, or None."""
        arches = set()
        for rel in self.where.get(sym, []):
            m = re.match(r'arch/([^/]+)/', rel)
            if not m or m.group(1) == 'x86':
                return None
            arches.add(m.group(1))
        return sorted(arches) or None


def read_config(path):
    val = {}
    for line in open(path):
        m = re.match(r'^CONFIG_([A-Za-z0-9_]+)=(.*)$', line)
        if m:
            val[m.group(1)] = m.group(2)
    return val


def flip(kc, config, sym, want):
    """('ok'|'no'|'do', text): the next step to SYM=WANT in CONFIG."""
    if sym not in kc.where:
        return 'no', 'CONFIG_%s is in no Kconfig of the tree' % sym
    arches = kc.arch_only(sym)
    if arches and want != 'n':
        return 'no', 'CONFIG_%s cannot be set on x86_64 (an option of arch/%s)' % (
            sym, ', arch/'.join(arches))
    cur = config.get(sym, 'n')
    if cur == want:
        return 'ok', ''
    if want != 'n':
        args = ['--set-val', sym, want]
        for dep in kc.depends.get(sym, []):
            for d in re.findall(r'\b[A-Z][A-Z0-9_]*\b', dep):
                if d in kc.where and config.get(d, 'n') == 'n' and kc.prompt.get(d) \
                        and not kc.arch_only(d):
                    args += ['--enable', d]
        return 'do', ' '.join(args)
    # off: it, and what selects it (a symbol without a prompt goes with its
    # dependencies)
    args = ['--disable', sym]
    todo, done = [sym], {sym}
    while todo:
        s = todo.pop()
        for by in kc.selected_by.get(s, []):
            if by in done or config.get(by, 'n') == 'n':
                continue
            done.add(by)
            if kc.prompt.get(by):
                args += ['--disable', by]
            else:
                for dep in kc.depends.get(by, []):
                    for d in re.findall(r'\b[A-Z][A-Z0-9_]*\b', dep):
                        if d not in done and config.get(d, 'n') != 'n':
                            done.add(d)
                            if kc.prompt.get(d):
                                args += ['--disable', d]
                            todo.append(d)
                todo.append(by)
    return 'do', ' '.join(args)


def why_not(kc, config, sym, want):
    """Why CONFIG SYM is not WANT after the flip was tried."""
    deps = ' && '.join('(%s)' % d for d in kc.depends.get(sym, []))
    if want != 'n':
        return 'CONFIG_%s=%s cannot be set under allmodconfig on x86_64%s' % (
            sym, want, ': depends on ' + deps if deps else '')
    sel = [s for s in kc.selected_by.get(sym, []) if config.get(s, 'n') != 'n']
    return 'CONFIG_%s cannot be turned off under allmodconfig%s' % (
        sym, ': selected by ' + ', '.join(sel) if sel else '')



# ------------------------------------------------------------ cover letter

COVER_HEAD = 'Changed lines compiled (build-check):'
SHORTLOG = re.compile(r'^\S.* \(\d+\):$')


def cover_section(text, rows):
    """TEXT (a git format-patch cover letter) with its section of changed
    lines compiled made from ROWS [(number, 'N/M', subject)]; a section
    already there is replaced.  It goes before the shortlog."""
    lines = text.split('\n')
    if COVER_HEAD in lines:
        i = lines.index(COVER_HEAD)
        j = i
        while j < len(lines) and lines[j].strip():
            j += 1
        del lines[i:j + 1]
    sec = [COVER_HEAD,
           'gcc saw each added line with C tokens or a preprocessor directive',
           '(x86_64 allmodconfig, or it with one option of its #if flipped):']
    for num, ratio, subject in rows:
        ok, _, total = ratio.partition('/')
        head = '  %04d: %s of %s' % (num, ok, total)
        if ok != total:
            head += ' (the rest: no config tried compiles them)'
        else:
            head += ' ' + subject
        sec.append(head[:75].rstrip())
    sec.append('')
    at = next((k for k, l in enumerate(lines) if SHORTLOG.match(l)), None)
    if at is None:
        at = next((k for k, l in enumerate(lines) if l.startswith('base-commit:')), len(lines))
    lines[at:at] = sec
    return '\n'.join(lines)


def cover(path, tsv):
    """Update cover letter PATH from build-check's lines.tsv (sha, N/M,
    subject) for the patches beside it."""
    ratio = {}
    for line in open(tsv):
        f = line.rstrip('\n').split('\t')
        if len(f) >= 3:
            ratio[f[0]] = (f[1], f[2])
    rows = []
    d = os.path.dirname(path)
    for name in sorted(os.listdir(d)):
        m = re.match(r'^(\d{4})-.*\.patch$', name)
        if not m or m.group(1) == '0000':
            continue
        first = open(os.path.join(d, name)).readline().split()
        if len(first) > 1 and first[1] in ratio:
            rows.append((int(m.group(1)),) + ratio[first[1]])
    if not rows:
        return False
    text = open(path).read()
    open(path, 'w').write(cover_section(text, rows))
    return True


# ---------------------------------------------------------------------- main

def usage():
    raise Error('usage: linecov.py check DIFF SRCROOT FILE.i[@CWD[@LABEL]]... | '
                'flip|why TREE DOTCONFIG SYMBOL VALUE | cover COVER LINES_TSV')


def main(argv):
    if len(argv) < 2:
        usage()
    cmd = argv[1]
    if cmd == 'check' and len(argv) >= 4:
        diff, srcroot = argv[2], argv[3]
        if not os.path.isdir(srcroot):
            raise Error('%s is not a folder' % srcroot)
        i_files = []
        for a in argv[4:]:
            path, cwd, label = (a.split('@') + ['', ''])[:3]
            if not os.path.isfile(path):
                raise Error('%s: no such preprocessed file' % path)
            i_files.append((label, path, cwd or os.path.dirname(path)))
        for row in check(open(diff).read(), srcroot, i_files):
            print('\t'.join(str(x) for x in row))
        return 0
    if cmd == 'cover' and len(argv) == 4:
        if not os.path.isfile(argv[2]):
            raise Error('%s: no such cover letter' % argv[2])
        cover(argv[2], argv[3])
        return 0
    if cmd in ('flip', 'why') and len(argv) == 6:
        tree, dotconfig, sym, want = argv[2:]
        if not os.path.isfile(dotconfig):
            raise Error('%s: no such .config' % dotconfig)
        kc = Kconfig(tree)
        config = read_config(dotconfig)
        if cmd == 'why':
            print(why_not(kc, config, sym, want))
        else:
            print('%s %s' % flip(kc, config, sym, want))
        return 0
    usage()


if __name__ == '__main__':
    try:
        sys.exit(main(sys.argv))
    except (Error, OSError) as e:
        print('linecov.py: error: %s' % e, file=sys.stderr)
        sys.exit(2)
