/// A rule that says nothing for the runner.
///
/// Its commit message takes this first paragraph only when it has no
/// Commit-why line.
virtual patch
