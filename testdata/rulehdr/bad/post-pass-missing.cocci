// Expect-error: 3: "// Post-pass:" names a program of scripts/lib (NAME for NAME.py), not "no_such_pass"
/// A crafted rule header with one bad line.
// Post-pass: no_such_pass
// Options: --no-includes

virtual report
