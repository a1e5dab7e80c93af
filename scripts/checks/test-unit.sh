#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-unit": the unit tests of the runner's Python modules
# (scripts/lib/test_*.py, python3 -m unittest) against their recorded
# inputs under testdata/ (rulehdr, prefilter, ktap).  Seconds; the first
# check of make test.  The KTAP tests import the kernel's own
# kunit_parser.py (scripts/stages/ktap.sh --kunit-dir finds it, taking it out of
# the Debian tarball once when no tree is extracted yet).
# Ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

main() {
	require_cmd python3 python3
	KUNIT_DIR=$("$TOP/scripts/stages/ktap.sh" --kunit-dir)
	export KUNIT_DIR
	# no __pycache__ in the source folders
	PYTHONDONTWRITEBYTECODE=1 python3 "$TOP/scripts/lib/run_tests.py" 2>&1
}

main "$@"
