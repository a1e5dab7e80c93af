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
