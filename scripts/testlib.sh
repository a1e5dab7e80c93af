# SPDX-License-Identifier: GPL-2.0
# Counters shared by the check scripts (scripts/test-*.sh).  Source it
# after lib.sh.  Every check script ends with t_summary, which prints the
# "N passed, N failed" line scripts/test.sh adds up and returns non-zero
# when anything failed.
# shellcheck shell=bash

PASS=0
FAIL=0

ok() {
	PASS=$((PASS + 1))
	printf 'ok   %s\n' "$*"
}

fail() {
	FAIL=$((FAIL + 1))
	printf 'FAIL %s\n' "$*"
}

# check DESCRIPTION COMMAND...: ok when the command succeeds.
check() {
	local what=$1
	shift
	if "$@"; then ok "$what"; else fail "$what"; fi
}

t_summary() {
	echo "$PASS passed, $FAIL failed"
	[ "$FAIL" -eq 0 ]
}

# convert_ok RC OUTDIR: a convert-drivers run went through: exit 0, or
# exit 1 with nothing but work left for a human (lib.sh: only_left).
convert_ok() {
	[ "$1" -eq 0 ] || { [ "$1" -eq 1 ] && only_left "$2"; }
}
