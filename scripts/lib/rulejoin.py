#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A transition written as several rules: cocci/NAME/ holds its parts,
NN_word.cocci, and at most one helper, NAME.py.  Each part is a semantic
patch of its own (make coccicheck COCCI=cocci/NAME/NN_word.cocci runs it
alone); the runner runs them as one, joined in their order into one
file, so that spatch parses each C file once for all the parts, patch
mode applies each part to what the parts before it made, and report mode
reports each part over the same file.

    rulejoin.py join DIR OUT        write the joined rule OUT (only when
                                    it changes), and OUT's folder's
                                    NAME.py, a link to DIR's helper
    rulejoin.py parts DIR           the parts, one path a line
    rulejoin.py where OUT LINE      the part and line a line of OUT is

The first part leads: the runner's header lines (Subject, Must-contain,
Residue, Promise, Facts, ...) and the "///" description are its alone,
and its "virtual" lines name every mode a part uses (a "virtual" line
after a rule would not parse, so the other parts' own are turned into
comments).  Rule names are unique across the parts; a part may share
Coccinelle's own header lines (Confidence, Copyright, Comments, URL,
Keywords) and must give the lead's "// Options:", since spatch runs the
joined rule with one set of options.  Every other line is the part's
own, and keeps its line number below the line that starts the part.

Errors: one line "FILE:LINE: what: fix the rule", exit 2.  join also
runs "spatch --parse-cocci" on each part it has not seen parse
(PARSE=0: not), which proves that a part refers to no other part's rule.
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rulehdr  # noqa: E402

PART = re.compile(r'^\d\d_[a-z0-9_]+\.cocci$')
# Coccinelle's own header lines, which any part may carry
SHARED_KEYS = ('Confidence', 'Copyright', 'Comments', 'URL', 'Keywords', 'Options')
# what the runner reads: rulehdr.py's keys, residue.py's, and those lib.sh
# and test-cocci.sh read (Facts, Promise)
RUNNER_KEYS = tuple(k for k in rulehdr.KEYS if k not in SHARED_KEYS) + (
    'Promise', 'Facts', 'Facts-demand', 'Facts-must-contain', 'Residue',
    'Residue-shim', 'Residue-when', 'Residue-shadow')
VIRTUAL = re.compile(r'^virtual\s+(\w+)\s*$')
# a rule's header: "@name ...@" or "@script:python name ...@"
RULE = re.compile(r'^@\s*(?:script\s*:\s*\w+\s+)?([A-Za-z_]\w*)?')
NOT_NAMES = ('depends', 'script', 'initialize', 'finalize', 'extends', 'disable',
             'exists', 'forall')
MARK = '// ---- %s, joined by scripts/lib/rulejoin.py: edit the part, not this file ----'
MARK_RX = re.compile(r'^// ---- (.+?), joined by scripts/lib/rulejoin\.py')


class JoinError(Exception):
    """str() is the one-line error."""


def fail(path, n, what):
    raise JoinError('%s:%d: %s: fix the rule' % (path, n, what))


def parts(folder):
    """The parts of cocci/NAME/ in order; the folder holds nothing else
    but its helper NAME.py."""
    name = os.path.basename(os.path.normpath(folder))
    found = []
    for f in sorted(os.listdir(folder)):
        path = os.path.join(folder, f)
        if PART.match(f):
            found.append(path)
        elif f != name + '.py' and f != '__pycache__':
            fail(path, 0, 'a transition folder holds parts NN_word.cocci and its helper %s.py only' % name)
    if not found:
        fail(folder, 0, 'no part NN_word.cocci in the transition folder')
    return found


def headers(text):
    """(line number, key, line) of every header line."""
    out = []
    for n, line in enumerate(text.split('\n'), 1):
        m = rulehdr.HEADER.match(line)
        if m:
            out.append((n, m.group(1), line.strip()))
    return out


def rule_names(text):
    """(line number, name) of every named rule."""
    out = []
    for n, line in enumerate(text.split('\n'), 1):
        m = RULE.match(line)
        if line.startswith('@') and m and m.group(1) and m.group(1) not in NOT_NAMES \
                and not line.startswith('@@'):
            out.append((n, m.group(1)))
    return out


def joined_text(texts, display):
    """The joined rule of the parts' texts (display: the name each part
    goes by in errors and marks)."""
    lead = texts[0]
    lead_virtual = {m.group(1) for m in map(VIRTUAL.match, lead.split('\n')) if m}
    lead_options = [h[2] for h in headers(lead) if h[1] == 'Options']
    seen = {}
    for path, text in zip(display, texts):
        for n, name in rule_names(text):
            if name in seen:
                fail(path, n, 'rule name "%s" is also %s:%d (names are shared by the joined parts)'
                     % (name, seen[name][0], seen[name][1]))
            seen[name] = (path, n)
    out = [lead.rstrip('\n')]
    for path, text in zip(display[1:], texts[1:]):
        lines = text.rstrip('\n').split('\n')
        if lead_options and 'Options' not in [h[1] for h in headers(text)]:
            fail(path, 1, 'no "// Options:" line: give the lead part\'s (%s), which the joined rule runs with'
                 % lead_options[0])
        for n, key, line in headers(text):
            if key in RUNNER_KEYS:
                fail(path, n, '"// %s:" is the runner\'s: it goes in the lead part %s' % (key, display[0]))
            if key == 'Options' and [line] != lead_options[:1]:
                fail(path, n, 'its "// Options:" differs from the lead part\'s (%s): the joined rule runs with one'
                     % (lead_options[0] if lead_options else 'none'))
        for i, line in enumerate(lines):
            m = VIRTUAL.match(line)
            if m:
                if m.group(1) not in lead_virtual:
                    fail(path, i + 1, '"virtual %s" is not in the lead part %s: declare it there too'
                         % (m.group(1), display[0]))
                lines[i] = '// ' + line + ' (the lead part declares it)'
        out.append(MARK % path)
        out.extend(lines)
    return '\n'.join(out) + '\n'


def parse_error(path, spatch='spatch'):
    """None when spatch parses the rule alone, else (line, reason).  A
    rule is parsed with each mode it declares ("virtual"), until one
    leaves it a rule to apply."""
    with open(path, errors='replace') as f:
        modes = [m.group(1) for m in map(VIRTUAL.match, f.read().split('\n')) if m] or [None]
    for mode in modes:
        p = subprocess.run([spatch, '--parse-cocci', path] + (['-D', mode] if mode else []),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors='replace')
        if p.returncode == 0:
            return None
        if 'No rules apply' not in p.stdout:
            break
    where = re.search(r'line (\d+), column (\d+)', p.stdout)
    around = re.search(r"around = '[^']*'", p.stdout)
    last = [ln for ln in p.stdout.split('\n') if ln.strip()]
    return (int(where.group(1)) if where else 0,
            'does not parse on its own (%s%s)' % (
                'column %s' % where.group(2) if where else (last[-1][:100] if last else 'spatch failed'),
                ', ' + around.group(0) if around else ''))


def write_atomic(path, text):
    """Write path whole or not at all (a runner may read it meanwhile)."""
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix='.join.')
    with os.fdopen(fd, 'w') as f:
        f.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def link_helper(folder, out):
    """OUT's folder gets NAME.py, a link to the folder's helper (the
    parts load the helper beside the rule file spatch was given)."""
    name = os.path.basename(os.path.normpath(folder))
    helper = os.path.join(os.path.abspath(folder), name + '.py')
    link = os.path.join(os.path.dirname(os.path.abspath(out)), name + '.py')
    if os.path.islink(link) or os.path.exists(link):
        if os.path.islink(link) and os.readlink(link) == helper and os.path.isfile(helper):
            return
        os.unlink(link)
    if os.path.isfile(helper):
        tmp = link + '.tmp%d' % os.getpid()
        os.symlink(helper, tmp)
        os.replace(tmp, link)


def display_name(path):
    """cocci/NAME/NN_word.cocci for a part of the checkout, else the path."""
    top = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    rel = os.path.relpath(os.path.abspath(path), top)
    return rel if not rel.startswith('..') else path


def join(folder, out, parse=True):
    paths = parts(folder)
    texts = []
    for p in paths:
        with open(p, errors='replace') as f:
            texts.append(f.read())
    display = [display_name(p) for p in paths]
    text = joined_text(texts, display)
    try:
        with open(out) as f:
            if f.read() == text:
                link_helper(folder, out)
                return False
    except OSError:
        pass
    if parse:
        for path, shown in zip(paths, display):
            err = parse_error(path)
            if err:
                fail(shown, err[0], err[1])
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    link_helper(folder, out)
    write_atomic(out, text)
    return True


def where(out, line):
    """(part, line in it) of line LINE of the joined rule OUT."""
    with open(out, errors='replace') as f:
        lines = f.read().split('\n')
    part, start = None, 0
    for n, text in enumerate(lines[:line], 1):
        m = MARK_RX.match(text)
        if m:
            part, start = m.group(1), n
    if part is None:
        return None, line
    return part, line - start


def main(argv):
    try:
        if len(argv) == 3 and argv[0] == 'join':
            join(argv[1], argv[2], parse=os.environ.get('PARSE', '1') != '0')
        elif len(argv) == 2 and argv[0] == 'parts':
            print('\n'.join(parts(argv[1])))
        elif len(argv) == 3 and argv[0] == 'where' and argv[2].isdigit():
            part, n = where(argv[1], int(argv[2]))
            print('%s:%d' % (part or argv[1], n))
        else:
            sys.stderr.write('usage: rulejoin.py join DIR OUT | parts DIR | where OUT LINE\n')
            return 2
    except JoinError as e:
        sys.stderr.write('%s\n' % e)
        return 2
    except OSError as e:
        sys.stderr.write('rulejoin: %s: %s: give a transition folder cocci/NAME/\n'
                         % (e.filename, e.strerror))
        return 2
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
