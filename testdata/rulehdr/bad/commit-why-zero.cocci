// Expect-error: 3: "// Commit-why:" takes a number of sentences, not "0"
/// A crafted rule header with one bad line.
// Commit-why: 0
// Options: --no-includes

virtual report
