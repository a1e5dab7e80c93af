// SPDX-License-Identifier: GPL-2.0
/// A semaphore used as a one-shot event becomes a completion.
///
/// A struct semaphore that starts locked, is waited on with down*() by one
/// side and released with up() by the other is not a lock but an event.
/// Linux 2.6.11 added wait_for_completion_interruptible(), _timeout() and
/// _interruptible_timeout() so that such users can be converted: a completion
/// says what the code means, and an event kept in a semaphore gets in the way
/// of the realtime work (a lock's owner can be boosted, an event has no owner)
/// and of the lock debugging that treats every semaphore as a lock.
///
/// init_MUTEX_LOCKED(), sema_init(s, 0) -> init_completion() (reinit_completion()
/// where the driver re-arms, in its request path, an event it initialised
/// elsewhere); DECLARE_MUTEX_LOCKED() -> DECLARE_COMPLETION() (_ONSTACK for a
/// local); up() -> complete(); down() -> wait_for_completion();
/// down_interruptible() and down_killable() -> wait_for_completion_interruptible()
/// and _killable().  An interrupted wait now returns -ERESTARTSYS, not -EINTR.
/// That is the kernel's idiom: the system call is restarted after a handled
/// signal, or userspace sees EINTR as before.  A "ret == -EINTR" test of the
/// returned value is rewritten, and report mode names every place where the
/// value is passed on.  down_timeout() (0, or -ETIME on expiry) ->
/// wait_for_completion_timeout() (0 on expiry, jiffies left otherwise): a test
/// of the result is inverted; a stored or returned result keeps its old values
/// through "? 0 : -ETIME".
///
/// A completion counts complete() calls as a semaphore counts up() calls, so
/// the converted code behaves as before.  An event waited on again (a request
/// function called for every request) also gets reinit_completion() just
/// before the first register write or submission that leads to the complete(),
/// so a complete() left over from an interrupted wait does not end the next
/// one.  Where the waiting function shows no such start (or it sits in an
/// #ifdef, or the wait is in a loop) report mode asks for it instead.
///
/// Converted only when every use of the semaphore in the file fits.  Left
/// alone and named in report mode with the reason: a semaphore that starts
/// unlocked (a mutex), counts resources (initial count > 1, or not a literal
/// 0), uses down_trylock(), is taken and released on the same path, escapes
/// the file (passed by pointer, address stored, exported, declared in a
/// header or not static), or appears where spatch does not see the use (a
/// macro, code it cannot parse).  A local semaphore whose address reaches the
/// other side through a "struct semaphore *" field of a structure of the same
/// file is converted together with that field, and so is a field of a
/// file-local "static struct { ... } x;".
/// Tree-wide (-D collect, then -D facts=FILE: convert-drivers and
/// spatch-report run both): a semaphore declared in a header of the driver
/// (an extern, a field of a structure of the header) or not static is
/// converted in every file at once, its declarations with it, when every
/// use in every file fits; otherwise report mode names the use that does
/// not, file:line.  Under make coccicheck (one file at a time) it is left.
/// A file that converted a semaphore and uses none any more includes
/// <linux/completion.h> in place of <linux/semaphore.h> (or 2.6.10's
/// <asm/semaphore.h>); one that still uses one gets it beside.
///
// Confidence: Moderate
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: use a completion for the one-shot event
// Subject-short: completions
// Commit-why: 2
// Follow-up: /^semaphore .* not converted: /
// Options: --no-includes --include-headers
// Facts: collect
// Facts-must-contain: /\b(?:up|down(?:_interruptible|_killable|_timeout|_trylock)?|sema_init|init_MUTEX(?:_LOCKED)?)\s*\(\s*(?:&|$|\/[*\/])|^(?!\s*static\b).*\b(?:struct\s+semaphore\s*(?:$|[^\s*])|(?:DECLARE_MUTEX(?:_LOCKED)?|DEFINE_SEMAPHORE)\b)/
// (a fact needs an op(&E, ...) of the gate fgate, or a semaphore declared other than static: in a header, extern, or a global not static; a pointer declares none)
// Residue: /\b(?:DECLARE_MUTEX_LOCKED|init_MUTEX_LOCKED)\b|\bsema_init \((?:[^(),]|\([^()]*\))*, 0 \)/ event-semaphore

virtual patch
virtual context
virtual org
virtual report
virtual collect
virtual facts

