/// A crafted rule spatch gives no grep query for: the prefilter derives
/// one from its literal identifiers, and skips the rules report mode
/// never runs.
virtual patch
virtual report

@a depends on report@
identifier f;
type T;
@@
T f(..., u32 state, ...) { ... pci_set_power_state(..., state) ... }

@b depends on report && !patch@
identifier fn = {foo_suspend, bar_suspend};
@@
fn(...)

@c depends on patch@
@@
never_in_report_mode()

@d depends on a || (b && !a)@
identifier x;
@@
x = snd_power_state
