// SPDX-License-Identifier: GPL-2.0
/// sock_alloc_send_pskb(), the other function the 2.6.11 change
/// unexported, called where the target kernel does not take the call.
///
/// 2.6.11 stopped exporting sock_alloc_send_pskb() to modules along with
/// skb_copy_datagram(); later kernels export it again, and since 5.x it
/// takes a sixth argument, max_page_order (6.1).  A call is named where
/// the target kernel (net/core/sock.c, include/net/sock.h) does not export
/// it or declares another number of arguments; with five against six the
/// message says that 0 keeps 2.6.10's order-0 pages.  Nothing is edited:
/// which order a driver wants is its author's call.  The first part of
/// the transition, 10_iter.cocci, converts skb_copy_datagram().
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# What the target kernel offers and the message: skb_copy_datagram.py,
# the transition's helper, beside this file.
import os
import sys

sys.dont_write_bytecode = True
helper_dir = os.path.dirname(os.path.realpath(cocci.cocci_file))
if not os.path.isfile(os.path.join(helper_dir, "skb_copy_datagram.py")):
    raise ImportError("%s: its helper skb_copy_datagram.py is not beside it: copy cocci/skb_copy_datagram/skb_copy_datagram.py along" %
                      cocci.cocci_file) from None
sys.path.insert(0, helper_dir)
from skb_copy_datagram import *  # noqa: E402,F401,F403

@pskb@
expression list[n] es;
position p;
@@
sock_alloc_send_pskb@p(es)

@script:python depends on report && pskb@
@@
MODE[0] = "report"

@script:python depends on org && pskb@
@@
MODE[0] = "org"

@script:python@
p << pskb.p;
n << pskb.n;
@@
tell(p[0], pskb_message(int(n)))

@r_pskb depends on !patch@
position pskb.p;
@@
* sock_alloc_send_pskb@p(...)
