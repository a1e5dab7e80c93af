// Expect-error: 3: "// Subject:" is empty
/// A crafted rule header with one bad line.
// Subject:
// Options: --no-includes

virtual report
