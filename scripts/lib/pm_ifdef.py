#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Drop the #ifdef CONFIG_PM that converted PM callbacks no longer need.

The post-pass of cocci/pci_legacy_pm.cocci (its "// Post-pass: pm_ifdef"
header line), which convert-drivers runs on the files the rule changed:
Coccinelle reads preprocessor conditionals as comments, so no semantic
patch can remove one.

A callback that DEFINE_SIMPLE_DEV_PM_OPS() names and a pci_driver entry
".driver.pm = pm_sleep_ptr(&ops)" need no #ifdef: both go through
pm_sleep_ptr(), so with CONFIG_PM_SLEEP off the callbacks are compiled,
referenced by nothing, and dropped by the compiler, and the entry is NULL,
as with the #ifdef (what upstream's "use generic power management" commits
do).  What is dropped, and only that:

  - an "#ifdef CONFIG_PM" or "#ifdef CONFIG_PM_SLEEP" ("#if
    defined(CONFIG_PM...)" too) with no #else, #elif or nested conditional,
    holding only "static int f(struct device *dev)" callbacks and the one
    "static DEFINE_SIMPLE_DEV_PM_OPS(ops, a, b);" naming them all, each
    callback named nowhere else in the file (its two directive lines go);
  - such a conditional around ".driver.pm = pm_sleep_ptr(&ops)," alone,
    once ops is defined outside any conditional.

Any other conditional around a dev_pm_ops (wrapped legacy callbacks, which
may use what only CONFIG_PM declares; other code beside the callbacks) is
kept and named.  The callbacks' bodies were under the #ifdef before: they
are now compiled with CONFIG_PM off too, which build-check proves (it
compiles a patch that drops one with CONFIG_PM=n as well).

Usage: pm_ifdef.py FILE...   edits each file in place; prints one line per
conditional dropped or kept, "FILE:LINE: pm_ifdef: ...".  Exit 0, or 2 when
a file cannot be read.
"""
import re
import sys

DIRECTIVE = re.compile(r'\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b')
PM_IF = re.compile(r'\s*#\s*(?:ifdef\s+(CONFIG_PM(?:_SLEEP)?)\b|if\s+defined\s*\(?\s*'
                   r'(CONFIG_PM(?:_SLEEP)?)\s*\)?)\s*(?:/\*.*\*/)?\s*$')
INIT = re.compile(r'\s*\.driver\.pm\s*=\s*pm_sleep_ptr\(\s*&\s*(\w+)\s*\)\s*,?\s*$')
DEFINE = re.compile(r'\s*static\s+DEFINE_SIMPLE_DEV_PM_OPS\(\s*(\w+)\s*,\s*(\w+)\s*,'
                    r'\s*(\w+)\s*\)\s*;\s*$')
CB_HEAD = re.compile(r'static\s+int\s+(\w+)\s*\(\s*struct\s+device\s*\*\s*\w+\s*\)\s*$')


def code_lines(lines):
    """The lines with their comments blanked (block comments may span lines)."""
    out, in_comment = [], False
    for line in lines:
        res, i = '', 0
        while i < len(line):
            if in_comment:
                end = line.find('*/', i)
                if end < 0:
                    i = len(line)
                else:
                    in_comment, i = False, end + 2
            elif line.startswith('/*', i):
                in_comment, i = True, i + 2
            elif line.startswith('//', i):
                i = len(line)
            else:
                res += line[i]
                i += 1
        out.append(res)
    return out


def conditionals(code):
    """(start, end, has_else, nested) of every #if...#endif; None if unbalanced."""
    stack, out = [], []
    for i, line in enumerate(code):
        m = DIRECTIVE.match(line)
        if not m:
            continue
        d = m.group(1)
        if d in ('if', 'ifdef', 'ifndef'):
            if stack:
                stack[-1][3] = True
            stack.append([i, None, False, False])
        elif d in ('else', 'elif'):
            if not stack:
                return None
            stack[-1][2] = True
        else:
            if not stack:
                return None
            s = stack.pop()
            out.append((s[0], i, s[2], s[3]))
    return None if stack else out


def words(code, name):
    return len(re.findall(r'\b%s\b' % re.escape(name), '\n'.join(code)))


def define_at(code, i, end):
    """(match, last line) of a DEFINE_SIMPLE_DEV_PM_OPS() statement that
    starts at line i (it may span lines, up to end); (None, i) if none."""
    if 'DEFINE_SIMPLE_DEV_PM_OPS' not in code[i]:
        return None, i
    j, text = i, code[i]
    while ';' not in text and j + 1 < end:
        j += 1
        text += ' ' + code[j].strip()
    m = DEFINE.match(text)
    return (m, j) if m else (None, i)


def callbacks_block(code, s, e):
    """(ops, callbacks) when lines s..e hold only converted callbacks and
    their DEFINE_SIMPLE_DEV_PM_OPS; else (None, why)."""
    i, funcs, ops = s + 1, [], None
    while i < e:
        t = code[i].strip()
        if not t:
            i += 1
            continue
        m, j = define_at(code, i, e)
        if m:
            if ops:
                return None, 'two dev_pm_ops in it'
            ops = m.groups()
            i = j + 1
            continue
        m = CB_HEAD.match(code[i])
        if m and i + 1 < e and code[i + 1].strip() == '{':
            depth, j = 0, i + 1
            while j < e:
                depth += code[j].count('{') - code[j].count('}')
                if depth <= 0:
                    break
                j += 1
            if j >= e or depth != 0 or code[j].strip() != '}':
                return None, 'cannot read the body of %s()' % m.group(1)
            funcs.append(m.group(1))
            i = j + 1
            continue
        return None, 'it holds "%s" besides the converted callbacks' % t[:60]
    if not ops:
        return None, 'no DEFINE_SIMPLE_DEV_PM_OPS() in it'
    named = {n for n in ops[1:] if n != 'NULL'}
    if set(funcs) != named:
        return None, 'its functions are not the callbacks %s names' % ops[0]
    for f in funcs:
        if words(code, f) != 2:
            return None, '%s() is named elsewhere in the file' % f
    return ops[0], funcs


def init_block(code, s, e):
    """The ops name when lines s..e hold only ".driver.pm = pm_sleep_ptr(&ops),"."""
    found = None
    for t in code[s + 1:e]:
        if not t.strip():
            continue
        m = INIT.match(t)
        if not m or found:
            return None
        found = m.group(1)
    return found


def inside(blocks, line):
    return any(s < line < e for s, e, _, _ in blocks)


def plan(lines):
    """([(start, end)] to drop, [message])."""
    code = code_lines(lines)
    blocks = conditionals(code)
    if blocks is None:
        return [], ['1: pm_ifdef: unbalanced #if/#endif: nothing changed']
    drop, notes, defined = [], [], {}
    for s, e, has_else, nested in blocks:
        if not PM_IF.match(code[s]):
            continue
        body = '\n'.join(code[s + 1:e])
        if 'DEFINE_SIMPLE_DEV_PM_OPS' not in body and 'dev_pm_ops' not in body:
            continue
        why = None
        if has_else or nested:
            why = 'it has #else, #elif or a nested conditional'
        else:
            ops, why = callbacks_block(code, s, e)
            if ops:
                drop.append((s, e))
                defined[ops] = True
                notes.append('%d: pm_ifdef: %s dropped around %s and its callbacks %s '
                             '(DEFINE_SIMPLE_DEV_PM_OPS() and pm_sleep_ptr() leave them out '
                             'without CONFIG_PM_SLEEP)' % (s + 1, code[s].strip(), ops,
                                                          ', '.join(f + '()' for f in why)))
                continue
        notes.append('%d: pm_ifdef: %s kept: %s' % (s + 1, code[s].strip(), why))
    for i in range(len(code)):
        m, _ = define_at(code, i, len(code))
        if m and not inside(blocks, i):
            defined[m.group(1)] = True
    for s, e, has_else, nested in blocks:
        if has_else or nested or not PM_IF.match(code[s]):
            continue
        ops = init_block(code, s, e)
        if not ops:
            continue
        if defined.get(ops):
            drop.append((s, e))
            notes.append('%d: pm_ifdef: %s dropped around .driver.pm = pm_sleep_ptr(&%s)'
                         % (s + 1, code[s].strip(), ops))
        else:
            notes.append('%d: pm_ifdef: %s kept around .driver.pm: %s is defined under a '
                         'conditional kept' % (s + 1, code[s].strip(), ops))
    return sorted(drop), notes


def apply(lines, drop):
    """lines without the directive lines of drop; a blank line that would
    follow another where a directive was is dropped too."""
    gone = set()
    for s, e in drop:
        gone.update((s, e))
    out, after_gone = [], False
    for i, line in enumerate(lines):
        if i in gone:
            after_gone = True
            continue
        if after_gone and not line.strip() and out and not out[-1].strip():
            after_gone = False
            continue
        after_gone = False
        out.append(line)
    return out


def fix_file(path):
    with open(path) as f:
        text = f.read()
    lines = text.split('\n')
    drop, notes = plan(lines)
    if drop:
        with open(path, 'w') as f:
            f.write('\n'.join(apply(lines, drop)))
    return ['%s:%s' % (path, n) for n in notes]


def main(argv):
    if not argv:
        print('usage: pm_ifdef.py FILE...', file=sys.stderr)
        return 2
    for path in argv:
        try:
            for line in fix_file(path):
                print(line)
        except OSError as err:
            print('pm_ifdef.py: error: %s: %s: give files the rule changed' % (path, err.strerror),
                  file=sys.stderr)
            return 2
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
