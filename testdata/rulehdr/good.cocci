// SPDX-License-Identifier: GPL-2.0
/// A crafted rule: foo() was removed, use bar().
///
/// foo(a) returned a and did nothing else.  So every call becomes bar(a),
/// which does the same.  A third sentence the commit does not take.
///
/// A second paragraph: not in the commit either.
///
// Confidence: High
// Options: --no-includes --include-headers
// Subject: replace foo() with bar()
// Subject-short: bar()
// Commit-why: 3
// Follow-up: /: left for a human$|by hand\b/
// Promise: /^foo\(\) becomes /
// Must-contain: foo | dev.foo
// Must-contain(*.h): /foo \(/ | *suspend*
// Subject: a second Subject line: the first one counts
// Residue: /\bfoo \(/ foo

virtual report

// Must-contain: bar
// (a clause in the body counts too, as it always did)
