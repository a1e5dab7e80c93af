// SPDX-License-Identifier: GPL-2.0
/// skb_copy_datagram() stopped being exported in 2.6.11: copy through an
/// iov_iter over the user buffer with skb_copy_datagram_iter().
///
/// In 2.6.10, skb_copy_datagram(skb, offset, to, size) copied size bytes of
/// an skb from offset to the user buffer to by building a one-element iovec
/// around skb_copy_datagram_iovec(), and returned 0 or -EFAULT; 2.6.11 no
/// longer exported it to modules, and later kernels removed it.  The 6.1
/// form sets up an iov_iter over the buffer, iov_iter_ubuf(&dgram_iter,
/// ITER_DEST, to, size), and calls skb_copy_datagram_iter(skb, offset,
/// &dgram_iter, size), which copies the same bytes from the linear part,
/// the page fragments and the frag_list, checks the user address the same
/// way and returns 0 or -EFAULT.  The function gets a local struct iov_iter
/// dgram_iter.  The iterator is set up in a statement of its own just
/// before the one that copies, so only calls that are evaluated first and
/// always in their statement convert: a call statement, x = call, return
/// call, int x = call as the last declaration, and an if whose condition
/// is the call, its negation, a comparison of it or (x = call) compared.
/// The buffer and size must be free of side effects (the size is read
/// twice).
///
/// Left alone and reported with the reason: a call inside a loop
/// condition, a larger expression or an initializer followed by other
/// declarations, a buffer or size with side effects, the unbraced branch
/// of an if that has an else (spatch would write the else on its own
/// line), skb_copy_datagram used as a function pointer or inside a macro,
/// a file that defines its own skb_copy_datagram (a function or a macro),
/// and a function that already has a dgram_iter.  A driver's own
/// prototype of skb_copy_datagram() goes with its last use.  On a
/// target kernel without skb_copy_datagram_iter() (2.6.10) the rule does
/// nothing.  Calls
/// of sock_alloc_send_pskb(), the other function the 2.6.11 change
/// unexported, are named where the target kernel does not export it or
/// takes another number of arguments (6.1 has a sixth, max_page_order).
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: replace skb_copy_datagram() with skb_copy_datagram_iter()
// Subject-short: skb_copy_datagram_iter()
// Commit-why: 3
// Follow-up: /left for a human$|by hand\b/
// Options: --no-includes --include-headers
// Promise: /^skb_copy_datagram\(\) becomes /
// Must-contain: skb_copy_datagram | sock_alloc_send_pskb
// Residue-when: include/linux/skbuff.h skb_copy_datagram_iter
// Residue: /(?<![.>\w])skb_copy_datagram\b/ skb_copy_datagram
