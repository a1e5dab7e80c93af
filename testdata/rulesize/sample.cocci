// SPDX-License-Identifier: GPL-2.0
/// A sample: 2 SmPL rules, 3 scripts, 6 lines of Python (the largest
/// script 3); comments, blank lines and "x << r.x;" lines are not Python.

virtual report

@initialize:python@
@@
# a comment
import re

SEEN = set()

@r@
identifier f;
position p;
@@
f@p(...)

@script:python@
f << r.f;
p << r.p;
@@
if f not in SEEN:
    SEEN.add(f)

    coccilib.report.print_report(p[0], f)

// an SmPL comment between rules

@s depends on r@
identifier r.f;
@@
- f(...);

@finalize:python@
@@
print(len(SEEN))
