// Expect-error: 3: "// Follow-up:" regex /(by hand/ does not compile (missing ), unterminated subpattern at position 0)
/// A crafted rule header with one bad line.
// Follow-up: /(by hand/
// Options: --no-includes

virtual report
