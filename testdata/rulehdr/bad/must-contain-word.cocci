// Expect-error: 3: "// Must-contain:" takes words, *parts* or /regexes/ separated by "|", not foo-bar, *Mixed*
/// A crafted rule header with one bad line.
// Must-contain: foo-bar | ok_word | *Mixed*
// Options: --no-includes

virtual report
