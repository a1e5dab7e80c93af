// Expect-error: 3: "// Promise:" takes one /regex/, not "-> dev_pm_ops"
/// A crafted rule header with one bad line.
// Promise: -> dev_pm_ops
// Options: --no-includes

virtual report
