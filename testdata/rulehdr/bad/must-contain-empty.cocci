// Expect-error: 3: "// Must-contain:" takes words, *parts* or /regexes/ separated by "|", not nothing
/// A crafted rule header with one bad line.
// Must-contain:
// Options: --no-includes

virtual report
