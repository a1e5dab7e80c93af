// SPDX-License-Identifier: GPL-2.0
/// bcopy() was removed in 2.6.11: use memmove() with the arguments swapped.
///
/// bcopy(src, dst, n) is the BSD copy whose contract is overlap-safe, so it
/// becomes memmove(dst, src, n), never memcpy(): several architectures (and
/// drivers that carried their own "#define bcopy(s, d, n) memcpy(d, s, n)")
/// implemented it as a memcpy(), which is wrong when the areas overlap.
/// The argument order is the only other difference; C leaves the order in
/// which arguments are evaluated unspecified, so swapping them changes nothing.
/// A driver's own bcopy shim (a #define, an extern prototype, a local bcopy()
/// function, EXPORT_SYMBOL(bcopy), __HAVE_ARCH_BCOPY) is removed with its uses.
/// Left for a human, and named in report mode: bcopy used as a function
/// pointer (memmove takes its arguments the other way round, a wrapper is
/// needed), bcopy #defined as the name of another function, a shim macro
/// whose body spatch cannot match, and the #ifndef __HAVE_ARCH_BCOPY lines
/// around a removed definition (spatch does not edit #if lines).
/// A userspace (uapi) header is left alone: the bcopy of its macros is the
/// C library's, which userspace still has; report mode names it.
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: replace bcopy() with memmove()
// Subject-short: memmove()
// Commit-why: 3
// Follow-up: /left for a human$|left alone$|by hand\b/
// Options: --no-includes --include-headers
// Residue: /(?<![.>])\bbcopy \(|[=,(] bcopy\b/ bcopy
// Residue-shim: /^[ \t]*#[ \t]*define[ \t]+(?:bcopy\(|__HAVE_ARCH_BCOPY\b)|\b(?:void|int|char) (?:\* )?bcopy \(|\bEXPORT_SYMBOL(?:_GPL)? \( bcopy \)/
// Residue-shadow: /^[ \t]*#[ \t]*define[ \t]+bcopy[ \t]+[A-Za-z_]/ other-macro: bcopy is #defined here as another function's name (not the BSD bcopy)

virtual patch
virtual context
virtual org
virtual report

