#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""knr-prototypes.py FILE...: the work of stage knr-prototypes.

Rewrites the old-style (K&R) function definitions of each FILE in place as
prototypes, kernel style, one definition at a time:

  - find: a tokenizer and a scanner find each definition whose parameter
    list is an identifier list followed by parameter declarations (or an
    empty list, which becomes "(void)");
  - convert: the definition's header alone (return type to the last
    declaration) goes to Debian's cproto ("cproto -a -E 0 -p"), with
    "#define X" lines for annotation macros (__init, __user, ...) and
    "typedef int X;" lines for the type names it cannot know without
    headers; -p keeps char/short parameters as declared;
  - normalize and lay out: "register" goes, implicit int and bare
    signed/unsigned are spelled out, the header goes on one line, or
    wrapped and aligned with the open parenthesis past 80 columns;
  - verify: the new header has, token for token, the return type, name,
    and per parameter in order its declaration's specifiers and declarator,
    computed from the old header without cproto; the header's comments are
    all still there; then for the whole file: the same tokens outside the
    headers, the same comments, and a rescan finds no definition left to
    convert.
A definition that fails is left as it was and reported, file:line and why;
a file that fails the whole-file check is not written at all.

Output, one line each, FILE as given, LINE in the file as it is left:
  FILE:LINE: knr-prototypes: converted NAME()
  FILE:LINE: knr-prototypes: note: NAME(): ...
  FILE:LINE: knr-prototypes: left alone: NAME(): why
  FILE:1: knr-prototypes: reverted: why
--files0-from LIST reads the file names from LIST, NUL-separated (a whole
kernel tree's files do not fit in one command line).
Exit 0: nothing left alone; 1: something left alone or reverted; 2: a
file cannot be read or cproto does not run.
"""

import bisect
import collections
import os
import re
import subprocess
import sys
import time

TAG = "knr-prototypes"
WIDTH = 80

# Why, for the body of a commit of converted definitions (--why).
WHY = """\
Old-style (K&R) function definitions, which declare the parameters'
types between the parameter list and the body, are obsolescent since
C89 and gone in C23; the kernel builds with -Werror=strict-prototypes
and W=1 adds -Wold-style-definition.  They also hide the code from
Coccinelle: spatch does not parse some of them (a return type on a line
of its own, implicit int), and semantic patches do not match a
parameter declared that way, so API conversions would miss these
functions.

Rewrite them as prototypes, with the same names, parameter names, types
and order; "register" is dropped from the parameters, implicit int is
spelled out, and the rest of the files is unchanged (checked token by
token)."""

KEYWORDS = set("""
auto break case char const continue default do double else enum extern float
for goto if inline int long register restrict return short signed sizeof
static struct switch typedef union unsigned void volatile while _Bool _Complex
bool __inline __inline__ __const __const__ __volatile __volatile__ __signed
__signed__ __restrict __restrict__ typeof __typeof __typeof__ __attribute
__attribute__ asm __asm __asm__ __extension__ __label__ _Noreturn
""".split())
TYPE_WORDS = set("""
void char short int long float double signed unsigned _Bool bool _Complex
__signed __signed__ typeof __typeof __typeof__
""".split())
TAG_WORDS = {"struct", "union", "enum"}
SIGN_WORDS = {"signed", "unsigned", "__signed", "__signed__"}
SIZE_WORDS = {"int", "char", "short", "long"}
NOT_PARAM_STORAGE = {"static", "extern", "typedef", "auto", "inline",
                     "__inline", "__inline__", "_Noreturn"}
# Annotation macros of 2.6-era drivers (empty or attributes to cproto).
ANNOTATIONS = set("""
__user __iomem __kernel __force __nocast __safe __bitwise __bitwise__ __rcu
__percpu __init __exit __devinit __devexit __cpuinit __cpuexit __meminit
__memexit __initdata __devinitdata __exitdata __sched __kprobes __must_check
__deprecated __maybe_unused __always_inline noinline __cold __pure
__attribute_used__ __attribute_const__ __used __unused asmlinkage fastcall
__visible notrace __weak __init_or_module __ref __refdata __pmac __prep
__chrp __openfirmware __noreturn __always_unused __inline_maybe_unused
""".split())
# Integer types narrower than int: an old-style definition receives them
# promoted.
NARROW = set("""
char short _Bool bool u8 u16 s8 s16 __u8 __u16 __s8 __s16 __le16 __be16
uint8_t uint16_t int8_t int16_t u_char u_short u_int8_t u_int16_t uchar
ushort
""".split())

TOKEN_RE = re.compile(r"""
    (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<str>"(?:[^"\\\n]|\\.)*")
  | (?P<chr>'(?:[^'\\\n]|\\.)*')
  | (?P<word>[A-Za-z_]\w*)
  | (?P<num>\.?\d(?:[eEpP][+-]|[\w.])*)
  | (?P<punct>->|\+\+|--|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=
              |\.\.\.|\#\#|\S)
""", re.S | re.X)
PP_RE = re.compile(r"[ \t]*#(?:[^\n\\]|\\.|\\\n)*", re.S)
# What an old-style definition needs in the text: a ";" or "()" before the
# body's "{" (with blanks, comments and directives between); a file without
# one is not tokenized at all.
_GAP = r"(?:\s++|/\*.*?\*/|//[^\n]*+|\\\n|#[^\n]*+)*+"
QUICK_RE = re.compile(r";" + _GAP + r"\{|\w\s*\(\s*\)" + _GAP + r"\{", re.S | re.M)
# Keywords that can stand in a definition's return type.
SPEC_KEYWORDS = TYPE_WORDS | TAG_WORDS | SIGN_WORDS | NOT_PARAM_STORAGE | set("""
const volatile restrict register __const __const__ __volatile __volatile__
__restrict __restrict__ __attribute__ __attribute __extension__ __inline
__inline__
""".split())


class Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end

    def __repr__(self):
        return "%s:%r" % (self.kind, self.text)


def tokenize(text):
    """Tokens of C text; a preprocessor directive is one token ("pp")."""
    toks = []
    pos, n = 0, len(text)
    line_start = True
    while pos < n:
        c = text[pos]
        if c in " \t\r\f\v":
            pos += 1
            continue
        if c == "\n":
            pos += 1
            line_start = True
            continue
        if c == "\\" and text.startswith("\\\n", pos):
            pos += 2
            continue
        if line_start and c == "#":
            m = PP_RE.match(text, pos)
            toks.append(Tok("pp", m.group(), pos, m.end()))
            pos = m.end()
            continue
        line_start = False
        m = TOKEN_RE.match(text, pos)
        toks.append(Tok(m.lastgroup, m.group(), pos, m.end()))
        pos = m.end()
    return toks


def sig(toks):
    return [t for t in toks if t.kind != "comment"]


def match_group(S, k):
    """Index of the bracket closing the one at S[k], or None."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    opening, closing, depth = S[k].text, pairs[S[k].text], 0
    for m in range(k, len(S)):
        if S[m].kind != "punct":
            continue
        if S[m].text == opening:
            depth += 1
        elif S[m].text == closing:
            depth -= 1
            if depth == 0:
                return m
    return None


def match_back(S, k):
    """Index of the "(" opening the ")" at S[k], or None."""
    depth = 0
    for m in range(k, -1, -1):
        if S[m].text == ")":
            depth += 1
        elif S[m].text == "(":
            depth -= 1
            if depth == 0:
                return m
    return None


def is_ident(t):
    return t.kind == "word" and t.text not in KEYWORDS


def split_commas(toks):
    """Split a token list at commas outside brackets."""
    parts, cur, depth = [], [], 0
    for t in toks:
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        if t.text == "," and depth == 0:
            parts.append(cur)
            cur = []
        else:
            cur.append(t)
    parts.append(cur)
    return parts


class Def:
    """One old-style definition found by the scanner."""

    def __init__(self, name, line_tok, start_k, brace_k):
        self.name = name
        self.name_tok = line_tok
        self.start_k = start_k      # first significant token of the header
        self.brace_k = brace_k      # the body's "{"
        self.prefix = []            # tokens before the name
        self.params = []            # identifier list
        self.tail = []              # declarator tokens after the list
        self.decls = {}             # param -> (specs, declarator tokens)
        self.refusal = None         # why it is left alone, or None
        self.notes = []


def prefix_start(S, i):
    """Walk back from the name at S[i] over the return type; returns the
    first index of the prefix and how many "(" it leaves open."""
    k, open_parens = i - 1, 0
    while k >= 0:
        t = S[k]
        if t.kind == "word" and (t.text not in KEYWORDS or
                                 t.text in SPEC_KEYWORDS):
            k -= 1
        elif t.text == "*":
            k -= 1
        elif t.text == "(":
            open_parens += 1
            k -= 1
        elif t.text == ")":
            m = match_back(S, k)
            if m is None or m == 0 or S[m - 1].text not in (
                    "__attribute__", "__attribute"):
                break
            k = m - 2
        else:
            break
    return k + 1, open_parens


def parse_decl(chunk, params):
    """Split one parameter declaration into specifiers and declarators;
    returns [(name, specs, declarator)] or None when it is not one."""
    k, specs = 0, []
    while k < len(chunk):
        t = chunk[k]
        if t.kind != "word" or t.text in params:
            break
        if t.text in ("__attribute__", "__attribute") and k + 1 < len(chunk) \
                and chunk[k + 1].text == "(":
            m = match_group(chunk, k + 1)
            if m is None:
                return None
            specs.extend(chunk[k:m + 1])
            k = m + 1
            continue
        specs.append(t)
        if t.text in TAG_WORDS and k + 1 < len(chunk) \
                and chunk[k + 1].kind == "word":
            specs.append(chunk[k + 1])
            k += 1
        k += 1
    if any(t.text in NOT_PARAM_STORAGE for t in specs):
        return None
    out = []
    for dcl in split_commas(chunk[k:]):
        name = declarator_name(dcl, params)
        if name is None:
            return None
        out.append((name, specs, dcl))
    return out


def declarator_name(dcl, params):
    """The parameter a declarator declares: its first identifier from the
    identifier list outside parameter lists and array sizes."""
    k = 0
    while k < len(dcl):
        t = dcl[k]
        if t.text in ("[", "{") or (t.text == "(" and k > 0 and (
                dcl[k - 1].kind == "word" or dcl[k - 1].text == ")")):
            m = match_group(dcl, k)
            if m is None:
                return None
            k = m + 1
            continue
        if t.kind == "word" and t.text in params:
            return t.text
        k += 1
    return None


def parse_def(S, i):
    """An old-style definition whose name is S[i] (S[i + 1] is "("), a
    Def (maybe with a refusal), or None when this is not one."""
    name = S[i].text
    if name in KEYWORDS:
        return None
    j, params = i + 2, []
    if j < len(S) and S[j].text == ")":
        j += 1
    else:
        while True:
            if j + 1 >= len(S) or not is_ident(S[j]):
                return None
            params.append(S[j].text)
            j += 1
            if S[j].text == ",":
                j += 1
            elif S[j].text == ")":
                j += 1
                break
            else:
                return None
    start, open_parens = prefix_start(S, i)
    # A name right after a ")" is an annotation macro after a
    # declarator (__acquires(x)) or follows a macro call.
    if start == i and i > 0 and S[i - 1].text == ")":
        return None
    prefix = S[start:i]
    if any(t.text == "typedef" for t in prefix):
        return None
    # "(" in a return type comes after one: "int (*f(a))(int)", not "(f()"
    if prefix and prefix[0].kind != "word":
        return None
    tail = []
    while open_parens and j < len(S):
        if S[j].text == ")":
            open_parens -= 1
            tail.append(S[j])
            j += 1
        elif S[j].text in ("(", "["):
            m = match_group(S, j)
            if m is None:
                return None
            tail.extend(S[j:m + 1])
            j = m + 1
        else:
            return None
    while open_parens == 0 and j < len(S) and S[j].text in ("(", "[") \
            and tail:
        m = match_group(S, j)
        if m is None:
            return None
        tail.extend(S[j:m + 1])
        j = m + 1
    if open_parens:
        return None
    chunks, pp = [], None
    while j < len(S) and S[j].text != "{":
        t = S[j]
        if t.kind == "pp":
            pp = pp or t
            j += 1
            continue
        if t.text in (";", "}", "=", ",", ")", "(") or t.kind in ("str",
                                                                 "num"):
            return None
        m = j
        while m < len(S) and S[m].text != ";":
            if S[m].text == "{" and m > j and (S[m - 1].text in TAG_WORDS or (
                    m > j + 1 and S[m - 2].text in TAG_WORDS)):
                e = match_group(S, m)
                if e is None:
                    return None
                m = e + 1
                continue
            if S[m].text in ("{", "}", "=") or S[m].kind == "pp":
                return None
            if S[m].text in ("(", "["):
                e = match_group(S, m)
                if e is None:
                    return None
                m = e
            m += 1
        if m >= len(S):
            return None
        chunks.append(S[j:m])
        j = m + 1
    if j >= len(S):
        return None
    d = Def(name, S[i], start, j)
    d.prefix, d.params, d.tail = prefix, params, tail
    if not prefix and not chunks:
        return None                 # FOO(x) { : a macro, not a definition
    if not params and chunks:
        return None
    if params and not chunks:
        if pp is None:
            d.refusal = ("parameters %s have no declarations (implicit int, "
                         "or a macro?)" % ", ".join(params))
            return d
    if pp is not None:
        d.refusal = ("a preprocessor directive (%s) among the parameter "
                     "declarations" % pp.text.split()[0])
        return d
    for chunk in chunks:
        parsed = parse_decl(chunk, set(params))
        if parsed is None:
            return None
        for pname, specs, dcl in parsed:
            if pname in d.decls:
                return None
            d.decls[pname] = (specs, dcl)
    return d


def find_defs(toks):
    """Old-style definitions of a token list, and the line-less refusals
    for a body "{" after a ";" that no definition claimed."""
    S = sig(toks)
    defs, claimed = [], set()
    depth, parens, k = 0, 0, 0
    while k < len(S):
        t = S[k]
        if depth == 0 and t.text in ("(", ")"):
            parens += 1 if t.text == "(" else -1
        if t.kind == "punct" and t.text == "{":
            # a body right after a ";" (directives between are #if 0
            # leftovers more often than definitions)
            if depth == 0 and parens == 0 and k not in claimed:
                if k > 0 and S[k - 1].text == ";":
                    d = Def("?", t, k, k)
                    d.refusal = ("an old-style definition the stage does not "
                                 "understand (a ';' before the body)")
                    d.unknown = True
                    defs.append(d)
            depth += 1
        elif t.kind == "punct" and t.text == "}":
            depth = max(depth - 1, 0)
        elif depth == 0 and t.kind == "word" and k + 1 < len(S) \
                and S[k + 1].text == "(":
            d = parse_def(S, k)
            if d is not None:
                defs.append(d)
                claimed.add(d.brace_k)
                k, parens = d.brace_k, 0
                continue
        k += 1
    return S, defs


# ---- hints for cproto -------------------------------------------------------

def looks_annotation(w):
    if w in ANNOTATIONS:
        return True
    return w.startswith("__") and not re.match(r"__(u|s|le|be)\d+$", w) \
        and not w.endswith("_t")


def classify(words, had_tag, skip, ann, types):
    unknown = [w for w in words if w not in KEYWORDS and w not in skip]
    if had_tag or any(w in TYPE_WORDS for w in words):
        ann.update(unknown)
        return
    rest = [w for w in unknown if not looks_annotation(w)]
    ann.update(w for w in unknown if looks_annotation(w))
    types.update(rest)


def spec_words(toks):
    """Words of a specifier sequence, without tags and attribute groups."""
    words, had_tag, k = [], False, 0
    while k < len(toks):
        t = toks[k]
        if t.text in ("__attribute__", "__attribute") and k + 1 < len(toks) \
                and toks[k + 1].text == "(":
            m = match_group(toks, k + 1)
            k = (m if m is not None else len(toks)) + 1
            continue
        if t.text in TAG_WORDS:
            had_tag = True
            k += 2
            continue
        if t.kind == "word":
            words.append(t.text)
        k += 1
    return words, had_tag


def nested_hints(toks, skip, ann, types):
    """Hints from the parameter lists inside a declarator."""
    k = 0
    while k < len(toks):
        t = toks[k]
        if t.text == "[":
            m = match_group(toks, k)
            k = (m if m is not None else len(toks)) + 1
            continue
        if t.text == "(" and k > 0 and (toks[k - 1].kind == "word" or
                                        toks[k - 1].text == ")") \
                and toks[k - 1].text not in ("__attribute__", "__attribute"):
            m = match_group(toks, k)
            if m is None:
                return
            for p in split_commas(toks[k + 1:m]):
                if len(p) > 1 and p[-1].kind == "word" and \
                        p[-1].text not in KEYWORDS and \
                        (p[-2].kind == "word" or p[-2].text == "*"):
                    p = p[:-1]
                while p and p[-1].text in ("*", "[", "]"):
                    p = p[:-1]
                words, had_tag = spec_words([x for x in p if x.kind == "word"
                                             or x.text == "("])
                classify(words, had_tag, skip, ann, types)
                nested_hints(p, skip, ann, types)
            k = m + 1
            continue
        k += 1


def hints(d):
    skip = set(d.params) | {d.name}
    ann, types = set(), set()
    pre = [t for t in d.prefix if t.kind == "word" or t.text == "("]
    words, had_tag = spec_words(pre)
    classify(words, had_tag, skip, ann, types)
    nested_hints(d.tail, skip, ann, types)
    for specs, dcl in d.decls.values():
        words, had_tag = spec_words(specs)
        classify(words, had_tag, skip, ann, types)
        nested_hints(dcl, skip, ann, types)
    # cproto 4.7 knows _Bool but not bool
    if any(t.text == "bool" for t in d.prefix + d.tail) or any(
            t.text == "bool" for specs, dcl in d.decls.values()
            for t in list(specs) + list(dcl)):
        types.add("bool")
    return "".join("#define %s\n" % a for a in sorted(ann)) + \
        "".join("typedef int %s;\n" % t for t in sorted(types)), types


# ---- normal forms -----------------------------------------------------------

def has_type(words, had_tag, types):
    return had_tag or any(w in TYPE_WORDS or w in types for w in words)


def norm_tokens(toks, types):
    """A parameter's (or the return type's) tokens in the form the stage
    writes: no "register", bare signed/unsigned and implicit int spelled
    out as int."""
    toks = [t.text for t in toks if t.text != "register"]
    # the words before the first '*', '(' or '['
    lead = 0
    while lead < len(toks) and re.match(r"[A-Za-z_]\w*$", toks[lead]):
        lead += 1
    words = toks[:lead]
    had_tag = any(w in TAG_WORDS for w in words)
    if any(w in SIGN_WORDS for w in words) and \
            not any(w in SIZE_WORDS for w in words):
        for k, w in enumerate(toks):
            if w in SIGN_WORDS:
                toks = toks[:k + 1] + ["int"] + toks[k + 1:]
                break
    elif not has_type(words, had_tag, types):
        toks = ["int"] + toks
    return toks


def norm_prefix(toks, types):
    words = [t.text for t in toks if t.kind == "word"]
    had_tag = any(w in TAG_WORDS for w in words)
    texts = [t.text for t in toks]
    if any(w in SIGN_WORDS for w in words) and \
            not any(w in SIZE_WORDS for w in words):
        k = next(k for k, w in enumerate(texts) if w in SIGN_WORDS)
        return texts[:k + 1] + ["int"] + texts[k + 1:]
    if has_type(words, had_tag, types):
        return texts
    k = next((k for k, w in enumerate(texts) if w in ("*", "(")), len(texts))
    return texts[:k] + ["int"] + texts[k:]


def expected_header(d, types):
    """The prototype header's tokens, computed from the old header."""
    params = []
    for p in d.params:
        if p in d.decls:
            specs, dcl = d.decls[p]
            params.append(norm_tokens(list(specs) + list(dcl), types))
        else:
            params.append(["int", p])
    out = norm_prefix(d.prefix, types) + [d.name, "("]
    if not params:
        out.append("void")
    for k, p in enumerate(params):
        if k:
            out.append(",")
        out.extend(p)
    return out + [")"] + [t.text for t in d.tail]


def text_norm(s, types, spell=True):
    """Text form of norm_tokens for one parameter (spell: with its
    implicit int and bare signed/unsigned spelled out)."""
    s = re.sub(r"\s+", " ", s).strip()
    if not spell:
        return pointer_style(s)
    s = re.sub(r"\bregister\b ?", "", s).strip()
    toks = sig(tokenize(s))
    lead = 0
    while lead < len(toks) and toks[lead].kind == "word":
        lead += 1
    words = [t.text for t in toks[:lead]]
    had_tag = any(w in TAG_WORDS for w in words)
    if any(w in SIGN_WORDS for w in words) and \
            not any(w in SIZE_WORDS for w in words):
        t = next(t for t in toks if t.text in SIGN_WORDS)
        s = s[:t.end] + " int" + s[t.end:]
    elif not has_type(words, had_tag, types):
        s = "int " + s
    return pointer_style(s)


def pointer_style(s):
    """Kernel spacing: "char *p", "char **p", "(*fn)(void *)"; array
    sizes stay as written."""
    parts = re.split(r"(\[[^\]]*\])", s)
    for k in range(0, len(parts), 2):
        t = re.sub(r"(?<=[\w)])\s*\*", " *", parts[k])
        t = re.sub(r"\*\s+(?=[\w*(])", "*", t)
        t = re.sub(r"\(\s+", "(", t)
        parts[k] = re.sub(r"\s+([),])", r"\1", t)
    return re.sub(r"\s+\[", "[", "".join(parts))


# ---- cproto ----------------------------------------------------------------

CPROTO = ["cproto", "-a", "-E", "0", "-p", "-f0"]


def run_cproto(snippet):
    env = dict(os.environ)
    env.pop("CPROTO", None)
    try:
        r = subprocess.run(CPROTO, input=snippet, capture_output=True,
                           text=True, env=env, timeout=60)
    except FileNotFoundError:
        raise SystemExit("%s: error: 'cproto' not found: install the Debian "
                         "package cproto (or run 'make setup')" % TAG)
    return r.returncode, r.stdout, r.stderr


class Refuse(Exception):
    pass


def cproto_header(d, text, S):
    """cproto's conversion of the header of d: (prefix text, [(param text,
    comment)], tail text, trailing comments, hint types)."""
    hint_text, types = hints(d)
    start = S[d.start_k].start
    header = text[start:S[d.brace_k].start].rstrip()
    snippet = hint_text + header + "\n{\n}\n"
    rc, out, err = run_cproto(snippet)
    if rc != 0 or err.strip():
        msg = (err.strip().splitlines() or ["exit %d" % rc])[0]
        msg = re.sub(r"^stdin:(\d+):\s*", "", msg)
        raise Refuse("cproto cannot convert it (%s)" % msg)
    if not out.startswith(hint_text) or not out.rstrip().endswith("{\n}"):
        raise Refuse("cproto's output is not the header it was given")
    new = out[len(hint_text):out.rstrip().rfind("{")]
    toks = tokenize(new)
    k = next((k for k in range(len(toks) - 1) if toks[k].text == d.name
              and toks[k + 1].text == "("), None)
    if k is None:
        raise Refuse("cproto's output lacks the function name")
    pre = toks[:k]
    if any(t.kind == "comment" for t in pre):
        raise Refuse("a comment inside the return type")
    close = match_group(toks, k + 1)
    if close is None:
        raise Refuse("cproto's output has unbalanced parentheses")
    params, comments = [], []
    for idx, part in enumerate(split_commas(toks[k + 2:close])):
        code = []
        for t in part:
            if t.kind == "comment":
                comments.append((idx, bool(code), t))
            else:
                code.append(t)
        params.append(code)
    attached = [None] * len(params)
    for idx, inside, c in comments:
        if inside and idx < len(params) and params[idx] and \
                c.start < params[idx][-1].end:
            raise Refuse("a comment inside a parameter declaration")
        # after param idx's tokens (or after the comma that ends param idx-1)
        tgt = idx if inside else max(idx - 1, 0)
        if attached[tgt] is not None:
            raise Refuse("two comments on one parameter")
        attached[tgt] = c.text
    rest = toks[close + 1:]
    tail = [t for t in rest if t.kind != "comment"]
    trailing = [t.text for t in rest if t.kind == "comment"]
    if tail and any(t.kind == "comment" for t in rest) and \
            rest[-1].kind != "comment":
        raise Refuse("a comment inside the declarator")
    pre_text = text_norm_prefix(new[:toks[k].start], types)
    ptexts = []
    for p, c in zip(params, attached):
        if not p:
            raise Refuse("cproto's output has an empty parameter")
        ptexts.append((text_norm(new[p[0].start:p[-1].end], types), c))
    tail_text = text_norm(new[tail[0].start:tail[-1].end], types,
                          False) if tail else ""
    return pre_text, ptexts, tail_text, trailing, types


def text_norm_prefix(s, types):
    s = re.sub(r"\s+", " ", s).strip()
    toks = sig(tokenize(s))
    words = [t.text for t in toks if t.kind == "word"]
    had_tag = any(w in TAG_WORDS for w in words)
    if any(w in SIGN_WORDS for w in words) and \
            not any(w in SIZE_WORDS for w in words):
        t = next(t for t in toks if t.text in SIGN_WORDS)
        s = s[:t.end] + " int" + s[t.end:]
    elif not has_type(words, had_tag, types):
        t = next((t for t in toks if t.text in ("*", "(")), None)
        s = (s[:t.start].rstrip() + " int " + s[t.start:]).strip() if t \
            else (s + " int").strip()
    s = re.sub(r"(?<=[\w)])\s*\*", " *", s)
    s = re.sub(r"\*\s+", "*", s)
    s = re.sub(r"\(\s+", "(", s)
    return s


# ---- layout ----------------------------------------------------------------

def width(s):
    return len(s.expandtabs(8))


def layout(pre, name, params, tail, trailing):
    """The header, kernel style: on one line when it fits in 80 columns,
    else wrapped with the continuation aligned with the open parenthesis;
    with comments, one parameter a line, "int reg /* offset */," (with the
    comment after the comma, checkpatch.pl takes the line for a declaration
    missing its blank line), the last one's comment after the ")"."""
    head = pre + ("" if not pre or pre.endswith(("*", "(")) else " ") + \
        name + "("
    one = head + ", ".join(p for p, _ in params) + ")" + tail
    commented = any(c for _, c in params)
    if width(one) <= WIDTH and not commented:
        return "".join(l + "\n" for l in [one] + trailing)
    col = width(head)
    indent = "\t" * (col // 8) + " " * (col % 8)
    lines, cur = [], head
    for k, (p, c) in enumerate(params):
        end = ")" + tail if k == len(params) - 1 else ","
        if c and (c.startswith("//") or k == len(params) - 1):
            piece = p + end + "\t" + c
        else:
            piece = p + (" " + c if c else "") + end
        if k == 0:
            cur += piece
        elif not commented and width(cur + " " + piece) <= WIDTH:
            cur += " " + piece
        else:
            lines.append(cur)
            cur = indent + piece
    lines.append(cur)
    return "".join(l + "\n" for l in lines + trailing)


# ---- one definition, one file -----------------------------------------------

def narrow_notes(d, types):
    for p in d.params:
        if p not in d.decls:
            continue
        specs, dcl = d.decls[p]
        if any(t.text in ("*", "[", "(") for t in dcl):
            continue
        words = [t.text for t in specs]
        if "float" in words:
            raise Refuse("parameter %s is float: old-style callers pass a "
                         "double, a prototype would take a float" % p)
        narrow = [w for w in words if w in NARROW]
        if narrow and not any(w in ("int", "long") for w in words):
            d.notes.append(
                "%s(): %s is %s, which the old-style definition received "
                "as an int: a caller without a prototype in scope still "
                "passes an int" % (d.name, p, " ".join(
                    w for w in words if w != "register")))


def comment_texts(toks):
    return collections.Counter(t.text for t in toks if t.kind == "comment")


def convert_def(d, text, toks, S):
    """The new header text for d, verified, or raise Refuse."""
    start, brace = S[d.start_k].start, S[d.brace_k].start
    old_toks = [t for t in toks if start <= t.start < brace]
    if any(t.kind == "comment" and "\n" in t.text for t in old_toks):
        raise Refuse("a comment of several lines inside the header")
    _, types = hints(d)
    narrow_notes(d, types)
    pre, params, tail, trailing, types = cproto_header(d, text, S)
    new = layout(pre, d.name, params, tail, trailing)
    want = expected_header(d, types)
    got = [t.text for t in sig(tokenize(new))]
    if got != want:
        raise Refuse("cproto's header differs from the declarations "
                     "(got '%s', want '%s')" % (" ".join(got)[:160],
                                                " ".join(want)[:160]))
    if comment_texts(tokenize(new)) != comment_texts(old_toks):
        raise Refuse("cproto drops or changes a comment of the header")
    return new, want


def macro_defs(toks):
    """Old-style definitions written inside #define bodies."""
    out = []
    for t in toks:
        if t.kind != "pp":
            continue
        m = re.match(r"[ \t]*#[ \t]*define[ \t]+(\w+)(\([^)]*\))?", t.text)
        if not m:
            continue
        body = t.text[m.end():].replace("\\\n", " \n")
        # Statement macros have "; {" and "f(x) {" that are no definitions:
        # only a definition with its declarations, or with "()" after a
        # return type, counts.
        for d in find_defs(tokenize(body))[1]:
            if d.name != "?" and (d.decls or not d.params):
                out.append((t, m.group(1), d.name))
    return out


class FileResult:
    def __init__(self, path):
        self.path = path
        self.lines = []
        self.left = 0
        self.converted = 0


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def process(path, res):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    if not QUICK_RE.search(text):
        return
    toks = tokenize(text)
    S, defs = find_defs(toks)
    edits, left = [], []   # (start, end, new, def), (offset, msg)
    for d in defs:
        if d.refusal:
            left.append((d.name_tok.start, "%s(): %s" % (d.name, d.refusal)
                         if d.name != "?" else d.refusal))
            continue
        try:
            new, want = convert_def(d, text, toks, S)
        except Refuse as e:
            left.append((d.name_tok.start, "%s(): %s" % (d.name, e)))
            continue
        edits.append((S[d.start_k].start, S[d.brace_k].start, new, d, want))
    for t, macro, fname in macro_defs(toks):
        left.append((t.start, "macro %s defines an old-style function "
                     "(%s()): convert the macro by hand" % (macro, fname)))
    new_text, shift = rewrite(text, edits)
    why = verify_file(text, toks, S, new_text, edits, len(defs) - len(edits))
    if why:
        res.lines.append("%s:1: %s: reverted: %s; the file is left as it "
                         "was" % (path, TAG, why))
        res.left += 1
        edits, new_text, shift = [], text, lambda o: o
    for start, end, new, d, want in edits:
        res.converted += 1
        res.lines.append((shift(start), "%s:%%d: %s: converted %s()" %
                          (path, TAG, d.name)))
        for note in d.notes:
            res.lines.append((shift(start), "%s:%%d: %s: note: %s" %
                              (path, TAG, note)))
    for off, msg in left:
        res.left += 1
        res.lines.append((shift(off), "%s:%%d: %s: left alone: %s" %
                          (path, TAG, msg)))
    out = []
    for item in res.lines:
        if isinstance(item, tuple):
            off, fmt = item
            out.append((off, fmt % line_of(new_text, off)))
        else:
            out.append((-1, item))
    out.sort(key=lambda x: x[0])
    res.lines = [l for _, l in out]
    if new_text != text:
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(new_text)


def rewrite(text, edits):
    """Apply edits; returns the new text and old offset -> new offset."""
    pieces, pos, deltas = [], 0, []
    delta = 0
    for start, end, new, _, _ in sorted(edits, key=lambda e: e[0]):
        pieces.append(text[pos:start])
        pieces.append(new)
        pos = end
        deltas.append((start, end, delta))
        delta += len(new) - (end - start)
        deltas[-1] = (start, end, delta)
    pieces.append(text[pos:])
    starts = [e[0] for e in deltas]

    def shift(off):
        k = bisect.bisect_right(starts, off) - 1
        if k < 0:
            return off
        s, e, dl = deltas[k]
        if off < e:     # inside an edit: its start
            prev = deltas[k - 1][2] if k else 0
            return s + prev
        return off + dl
    return "".join(pieces), shift


def verify_file(text, toks, S, new_text, edits, n_left):
    """Why the rewritten file cannot be trusted, or None (n_left: how
    many definitions of text the edits leave as they are)."""
    if not edits:
        return None
    want, k = [], 0
    by_start = {d.start_k: (d, w) for _, _, _, d, w in edits}
    while k < len(S):
        if k in by_start:
            d, w = by_start[k]
            want.extend(w)
            k = d.brace_k
            continue
        want.append(S[k].text)
        k += 1
    new_toks = tokenize(new_text)
    got = [t.text for t in sig(new_toks)]
    if got != want:
        n = next((n for n, (a, b) in enumerate(zip(got, want)) if a != b),
                 min(len(got), len(want)))
        return "the tokens outside the rewritten headers differ (token %d)" % n
    if comment_texts(new_toks) != comment_texts(toks):
        return "the comments differ after the rewrite"
    again = find_defs(new_toks)[1]
    if len(again) != n_left:
        return ("a rescan finds %d old-style definition(s) where %d were "
                "left alone" % (len(again), n_left))
    return None


def main(argv):
    if argv == ["--why"]:
        print(WHY)
        return 0
    if len(argv) == 2 and argv[0] == "--files0-from":
        with open(argv[1], "rb") as f:
            argv = [os.fsdecode(n) for n in f.read().split(b"\0") if n]
        if not argv:
            return 0
    if not argv or argv[0].startswith("-"):
        sys.stderr.write("usage: knr-prototypes.py FILE... | --files0-from "
                         "LIST | --why\n")
        return 2
    for p in argv:
        if not os.path.isfile(p):
            sys.stderr.write("%s: error: %s is not a file: give C sources\n"
                             % (TAG, p))
            return 2
    rc, out, err = run_cproto("int f(a) int a; {}\n")
    if rc != 0 or not re.search(r"int\s+f\s*\(int a\)", out):
        sys.stderr.write("%s: error: cproto does not convert a test "
                         "definition (%s): reinstall the Debian package "
                         "cproto\n" % (TAG, (err.strip() or out.strip())[:80]))
        return 2
    left = done = 0
    t0 = time.time()
    for p in argv:
        res = FileResult(p)
        process(p, res)
        for line in res.lines:
            print(line)
        left += res.left
        done += res.converted
    sys.stderr.write("%s: %d files, %d old-style definitions converted, %d "
                     "left alone (%ds)\n" % (TAG, len(argv), done, left,
                                             time.time() - t0))
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
