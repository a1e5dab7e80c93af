// Expect-error: 3: "// Follow-up:" takes one /regex/, not "left for a human"
/// A crafted rule header with one bad line.
// Follow-up: left for a human
// Options: --no-includes

virtual report
