// Expect-error: 3: "// Commit-why:" takes a number of sentences, not "two"
/// A crafted rule header with one bad line.
// Commit-why: two
// Options: --no-includes

virtual report
