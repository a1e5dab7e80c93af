// Expect-error: 3: "// Subject:" takes no (GLOB)
/// A crafted rule header with one bad line.
// Subject(*.c): replace foo() with bar()
// Options: --no-includes

virtual report
