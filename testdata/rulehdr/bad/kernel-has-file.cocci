// Expect-error: 3: "// Kernel-has(FILE):" names a file of the kernel tree, as include/linux/device/bus.h
/// A crafted rule header with one bad line.
// Kernel-has: /int \(\*match\)/
