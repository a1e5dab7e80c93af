// SPDX-License-Identifier: GPL-2.0
/// Reading a spinlock_t's internal field: use spin_can_lock().
///
/// In 2.6.11 the spinlock_t field "lock" was renamed "slock" so that code
/// poking at it breaks at build time; 6.1 has no such field at all.  Its
/// value is architecture-specific (i386: 1 free, 0 or below held), so the
/// only portable way to ask is through an accessor, and 2.6.11 added
/// spin_can_lock() for just this question.  Where the test's meaning is
/// clear it is converted: x.lock > 0, x.lock >= 1 and x.lock == 1 ask "is
/// it free?" and become spin_can_lock(&x); x.lock <= 0, x.lock < 1,
/// x.lock != 1, x.lock == 0 and !x.lock ask "is it held?" and become
/// !spin_can_lock(&x) (for a spinlock_t *p, p->lock becomes p).  Not
/// spin_is_locked(): checkpatch.pl asks for lockdep_assert_held() in place
/// of every new spin_is_locked(), and that asserts something else (that
/// this task holds the lock), while these drivers test it.  Calls of
/// spin_is_locked() already in the code are left as they are.  Only
/// expressions whose type spatch knows to be spinlock_t are touched, never
/// other fields called lock.  Everything else is reported, not edited: a
/// write to the field, the field as a plain truth value (nonzero is both
/// free and contended on i386), other comparisons, arithmetic, passing it
/// on, and x.lock.lock where spatch cannot see x.lock's type.
///
// Confidence: Moderate
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: use spin_can_lock() instead of the lock field
// Subject-short: spin_can_lock()
// Commit-why: 3
// Follow-up: /left for a human$/
// Options: --no-includes --include-headers
// Must-contain: spinlock_t | /\block \. lock\b/
// Must-contain: /(\.|->) lock\b/
// Residue: /(?:\.|->) lock (?:<=?|>=?|==|!=) -?[0-9]|(?:\.|->) lock \. lock\b/ spinlock-field

virtual patch
virtual context
virtual org
virtual report

// "// Must-contain:" above is read by scripts/spatch-report.sh; coccicheck
// ignores it (its own "Requires" line names a spatch version).  spatch's
// grep query for this rule is only "lock", but a match needs a spinlock_t
// the file declares (--no-includes: spatch knows no other type) or, for
// the untyped rule, the text lock.lock (E.lock.lock or E->lock.lock); and
// every match reads a field called lock: ".lock" or "->lock", which files
// whose spinlocks have other names (spin_lock(&priv->tx_lock)) do not
// write.  The regexes read the whole file, and a space in them stands for
// any white space or comments, line breaks included.

