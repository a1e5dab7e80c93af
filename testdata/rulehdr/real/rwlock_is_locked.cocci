// SPDX-License-Identifier: GPL-2.0
/// rwlock_is_locked() was removed in 2.6.11: use write_can_lock() or
/// read_can_lock().
///
/// rwlock_is_locked(l) was true when anybody held the lock, a reader or a
/// writer (i386: the count differs from RW_LOCK_BIAS), which is exactly
/// !write_can_lock(l); so rwlock_is_locked(l) becomes !write_can_lock(l) and
/// !rwlock_is_locked(l) becomes write_can_lock(l), with no double negation.
/// Where the test only guards taking the lock for reading (a loop that waits
/// and then calls read_lock(l), an if that bails out before read_lock(l), or
/// an if whose branch starts with read_lock(l)) what the code needs to know
/// is whether a writer holds it, so the test becomes !read_can_lock(l)
/// (resp. read_can_lock(l)): readers do not exclude each other.
/// rwlock_is_locked() applied to a spinlock_t never meant anything (the
/// 2.6.11 rename of spinlock_t.lock to slock was made to catch this); it is
/// reported, not edited.  A driver's own #define of rwlock_is_locked is
/// removed once its uses are converted.
///
// Confidence: Moderate
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: replace rwlock_is_locked() with write_can_lock()
// Subject-short: write_can_lock()
// Commit-why: 2
// Follow-up: /left for a human$|by hand\b/
// Options: --no-includes --include-headers
// Residue: /(?<![.>*])\brwlock_is_locked\b/ rwlock_is_locked
// Residue-shim: /^[ \t]*#[ \t]*define[ \t]+rwlock_is_locked\(/

virtual patch
virtual context
virtual org
virtual report

