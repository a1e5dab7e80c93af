// Expect-error: 3: "// Must-contain:" takes words, *parts* or /regexes/ separated by "|", not /(unclosed/
/// A crafted rule header with one bad line.
// Must-contain: pci_dev | /(unclosed/
// Options: --no-includes

virtual report
