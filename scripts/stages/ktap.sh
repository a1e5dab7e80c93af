#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "ktap" of the boot test: the verdict of a guest's console log.
#
#   scripts/stages/ktap.sh CONSOLE_LOG [SUITES_FILE]
#   scripts/stages/ktap.sh --kunit-dir      the folder kunit_parser.py is taken from
#
# Parses the KTAP (Documentation/dev-tools/ktap.rst) of a console log with
# the kernel's own parser, tools/testing/kunit/kunit_parser.py of the 6.1
# tree, through scripts/lib/ktap.py (which splits the log into its KTAP
# documents: the kernel's KUnit output and the guest /init's).  Prints one
# line per suite with its status (ok, FAILED, SKIPPED, CRASHED, NO TESTS;
# UNPARSABLE when the log holds no KTAP), the failed cases under a failed
# suite, then checks SUITES_FILE (default scripts/guest/suites, one suite
# name a line): an expected suite that is missing or skipped is a failure.
# A skipped suite that is not expected counts as neither.  Ends with
# "N passed, N failed", counting suites; exits 1 when any suite failed, 2
# when the log cannot be read.
#
# kunit_parser.py is imported from KUNIT_DIR if set, else from the
# extracted tree (build/trees/linux-source-$KERNEL), else from its two files
# taken once out of $TARBALL into build/kunit/.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

KUNIT_FILES=(kunit_parser.py kunit_printer.py)

# kunit_dir: a folder holding the tree's kunit_parser.py and kunit_printer.py.
kunit_dir() {
	local d
	for d in ${KUNIT_DIR:+"$KUNIT_DIR"} "$BUILD/trees/$DEFAULT_TREE_NAME/tools/testing/kunit" "$BUILD/kunit"; do
		if [ -f "$d/kunit_parser.py" ] && [ -f "$d/kunit_printer.py" ]; then
			echo "$d"
			return 0
		fi
	done
	[ -z "${KUNIT_DIR:-}" ] || die "KUNIT_DIR=$KUNIT_DIR holds no kunit_parser.py and kunit_printer.py"
	extract_kunit
	echo "$BUILD/kunit"
}

# extract_kunit: the parser's two files out of the Debian tarball.
extract_kunit() {
	local tmp=$BUILD/kunit.tmp
	[ -r "$TARBALL" ] ||
		die "no kunit_parser.py: neither build/trees/$DEFAULT_TREE_NAME nor $TARBALL (run make setup, then make tree)"
	rm -rf "$tmp"
	mkdir -p "$tmp"
	tar -xJf "$TARBALL" -C "$tmp" --strip-components=4 --wildcards \
		"${KUNIT_FILES[@]/#/*/tools/testing/kunit/}" ||
		die "could not take tools/testing/kunit out of $TARBALL"
	rm -rf "$BUILD/kunit"
	mv "$tmp" "$BUILD/kunit"
}

main() {
	if [ "${1:-}" = --kunit-dir ] && [ $# -eq 1 ]; then
		kunit_dir
		return 0
	fi
	[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: ktap.sh CONSOLE_LOG [SUITES_FILE]"
	local log=$1 suites=${2:-$TOP/scripts/guest/suites} dir
	[ -r "$log" ] || die "console log $log not readable: run the boot test first (make boot-test)"
	[ -r "$suites" ] || die "suite list $suites not readable: restore scripts/guest/suites"
	dir=$(kunit_dir)
	python3 "$TOP/scripts/lib/ktap.py" --kunit-dir "$dir" "$log" "$suites"
}

main "$@"
