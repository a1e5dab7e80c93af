# SPDX-License-Identifier: GPL-2.0
"""C source text as the runner's regexes need it: the one comment stripper.

blank(text) replaces comments (and, unless literals=False, the contents of
string and character literals) by spaces, keeping every line break and every
offset, so a regex over the result sees code only and its match positions
are the source's.  A // comment continued by a backslash at the end of the
line goes on to the next line, as the preprocessor reads it; a literal ends
at its closing quote or at the end of the line (an unterminated one).
"""


def _skip_comment(text, i, n):
    """The end of the comment that starts at text[i], or None."""
    if text.startswith('/*', i):
        j = text.find('*/', i + 2)
        return n if j < 0 else j + 2
    if text.startswith('//', i):
        j = i
        while j < n and text[j] != '\n':
            j += 2 if text.startswith('\\\n', j) else 1
        return j
    return None


def _skip_literal(text, i, n):
    """The offset of the closing quote of the literal at text[i]."""
    q, j = text[i], i + 1
    while j < n and text[j] != q and text[j] != '\n':
        j += 2 if text[j] == '\\' else 1
    return min(j, n)


def blank(text, literals=True):
    """TEXT with comments, and the insides of literals when LITERALS, turned
    into spaces; line breaks, quotes and offsets stay."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '/':
            j = _skip_comment(text, i, n)
            if j is None:
                i += 1
                continue
            start = i
        elif c in '"\'':
            j = _skip_literal(text, i, n)
            start = i + 1
            if not literals:
                i = j + 1
                continue
            i = j + 1
        else:
            i += 1
            continue
        for k in range(start, j):
            if out[k] != '\n':
                out[k] = ' '
        i = max(i, j)
    return ''.join(out)
