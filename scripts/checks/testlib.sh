# SPDX-License-Identifier: GPL-2.0
# Counters shared by the check scripts (scripts/test-*.sh).  Source it
# after lib.sh.  Every check script ends with t_summary, which prints the
# "N passed, N failed" line scripts/checks/test.sh adds up and returns non-zero
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

# check_rc DESCRIPTION RC WANT [COMMAND...]: ok when the exit status RC
# is WANT and COMMAND, if given, succeeds.  One check runs one command:
# "check DESC A && B" would run B outside the check (and, under set -e,
# end the script after an "ok" line when B fails).
check_rc() {
	local what=$1 rc=$2 want=$3
	shift 3
	if [ "$rc" -eq "$want" ] && { [ $# -eq 0 ] || "$@"; }; then
		ok "$what"
	else
		fail "$what"
	fi
}

# one_line FILE [ERE]: FILE has exactly one non-empty line (matching ERE).
one_line() {
	[ "$(grep -c . "$1")" -eq 1 ] && { [ $# -lt 2 ] || grep -qE "$2" "$1"; }
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
