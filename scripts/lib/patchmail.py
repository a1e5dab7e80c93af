#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""What convert-drivers writes into the mails git format-patch made.

    patchmail.py recipients PATCH TO CC    To:/Cc: lines (get_maintainer.pl's
                                           lists, either may be empty) before
                                           the Subject: of PATCH
    patchmail.py cover COVER SUBJECT BLURB the cover letter's subject and
                                           blurb (BLURB: a file) in place of
                                           git's placeholders

A file that is not what git format-patch writes (no Subject: header, no
placeholder) is an error: one line on stderr, exit 2, the file unchanged."""
import sys

SUBJECT_HERE = "*** SUBJECT HERE ***"
BLURB_HERE = "*** BLURB HERE ***"


class MailError(Exception):
    pass


def add_recipients(text, to, cc):
    """text with To: and Cc: lines before its first Subject: header."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if not line:
            break               # the end of the headers
        if line.startswith("Subject:"):
            lines[i:i] = ["%s: %s" % (k, v) for k, v in (("To", to), ("Cc", cc)) if v]
            return "\n".join(lines)
    raise MailError("no Subject: header: not a git format-patch mail")


def fill_cover(text, subject, blurb):
    """The cover letter text with its subject and blurb filled in."""
    for mark in (SUBJECT_HERE, BLURB_HERE):
        if mark not in text:
            raise MailError("no %r placeholder: not a fresh git format-patch cover letter" % mark)
    return text.replace(SUBJECT_HERE, subject, 1).replace(BLURB_HERE, blurb.rstrip("\n"), 1)


def rewrite(path, change):
    with open(path) as src:
        text = src.read()
    out = change(text)
    with open(path, "w") as dst:
        dst.write(out)


def main(argv):
    try:
        if len(argv) == 4 and argv[0] == "recipients":
            rewrite(argv[1], lambda t: add_recipients(t, argv[2], argv[3]))
        elif len(argv) == 4 and argv[0] == "cover":
            with open(argv[3]) as src:
                blurb = src.read()
            rewrite(argv[1], lambda t: fill_cover(t, argv[2], blurb))
        else:
            sys.stderr.write("usage: patchmail.py recipients PATCH TO CC | cover COVER SUBJECT BLURB-FILE\n")
            return 2
    except (MailError, OSError) as e:
        sys.stderr.write("patchmail: %s: %s\n" % (argv[1], e))
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
