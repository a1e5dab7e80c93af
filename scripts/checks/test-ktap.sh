#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-ktap": the boot test's KTAP verdict (the kernel's
# kunit_parser.py through scripts/lib/ktap.py) on its fixtures.
#
# For each testdata/ktap/NAME.log, scripts/stages/ktap.sh must print exactly
# NAME.out (against testdata/ktap/suites) and exit 0 when that output ends
# "0 failed", 1 otherwise; a missing log must be a one-line error, exit 2.
# Ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

DATA=$TOP/testdata/ktap
PASS=0
FAIL=0

ok() {
	echo "ok   $1"
	PASS=$((PASS + 1))
}

not_ok() {
	echo "FAIL $1"
	FAIL=$((FAIL + 1))
}

check_fixture() {
	local log=$1 name want_rc rc=0 got
	name=$(basename "$log" .log)
	[ -f "$DATA/$name.out" ] || {
		not_ok "$name: $name.out missing"
		return
	}
	got=$("$TOP/scripts/stages/ktap.sh" "$log" "$DATA/suites" 2>&1) || rc=$?
	want_rc=1
	tail -n 1 "$DATA/$name.out" | grep -q ' 0 failed$' && want_rc=0
	if [ "$got" != "$(cat "$DATA/$name.out")" ]; then
		not_ok "$name: output differs from $name.out:"
		diff <(printf '%s\n' "$got") "$DATA/$name.out" | sed 's/^/    /' || true
	elif [ "$rc" -ne "$want_rc" ]; then
		not_ok "$name: exit $rc, expected $want_rc"
	else
		ok "$name"
	fi
}

check_missing_log() {
	local rc=0 out
	out=$("$TOP/scripts/stages/ktap.sh" "$BUILD/no-such-console.log" "$DATA/suites" 2>&1) || rc=$?
	if [ "$rc" -eq 2 ] && [ "$(wc -l <<<"$out")" -eq 1 ]; then
		ok "missing log: one-line error, exit 2"
	else
		not_ok "missing log: exit $rc, output: $out"
	fi
}

main() {
	local log
	for log in "$DATA"/*.log; do
		check_fixture "$log"
	done
	check_missing_log
	echo "$PASS passed, $FAIL failed"
	[ "$FAIL" -eq 0 ]
}

main "$@"
