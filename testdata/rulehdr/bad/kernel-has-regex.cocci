// Expect-error: 3: "// Kernel-has(include/linux/pm.h):" takes one /regex/, not "DEFINE_SIMPLE_DEV_PM_OPS"
/// A crafted rule header with one bad line.
// Kernel-has(include/linux/pm.h): DEFINE_SIMPLE_DEV_PM_OPS
