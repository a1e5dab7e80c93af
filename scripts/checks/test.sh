#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# make test: run every check, then the boot test, and sum their counts.
# Each check script ends its output with one line "N passed, N failed" and
# exits non-zero when anything failed; this script adds the counts up and
# ends with the same kind of line.  A check that dies without its count
# line counts as one failure.  FAST=1 skips the boot test.  KERNEL=6.12
# runs every check on linux-source-6.12 (default 6.1).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

CHECKS=(test-unit test-shell test-bad-input test-series test-cocci test-coccicheck test-ktap test-spatch-report
	test-knr-prototypes test-convert test-old-tree test-build-check test-guards)
[ -n "${FAST:-}" ] || CHECKS+=(boot-test test-boot-legacy test-boot-faults)

# the logs: reports/test/ (reports/test-6.12/ for KERNEL=6.12)
TESTLOGS=$REPORTS/test
[ "$KERNEL" = 6.1 ] || TESTLOGS=$REPORTS/test-$KERNEL
total_pass=0
total_fail=0
summary=()

run_check() {
	local name=$1 log rc=0 t0 line p f script
	log=$TESTLOGS/$name.log
	t0=$(date +%s)
	info "---- $name"
	script=$TOP/scripts/checks/$name.sh
	[ -f "$script" ] || script=$TOP/scripts/stages/$name.sh
	"$script" 2>&1 | tee "$log" || rc=$?
	line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1 || true)
	if [ -n "$line" ]; then
		p=$(sed -E 's/^([A-Za-z-]+: )?([0-9]+) passed.*/\2/' <<<"$line")
		f=$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")
	else
		p=0
		f=1
	fi
	[ "$rc" -eq 0 ] || [ "$f" -gt 0 ] || f=1
	total_pass=$((total_pass + p))
	total_fail=$((total_fail + f))
	summary+=("$(printf '%-16s %4s passed %4s failed %5ss  %s' "$name" "$p" "$f" \
		"$(elapsed_since "$t0")" "${log#"$TOP"/}")")
}

main() {
	mkdir -p "$TESTLOGS"
	local c t0
	t0=$(date +%s)
	check_kernel
	info "kernel: $DEFAULT_TREE_NAME (KERNEL=$KERNEL)"
	for c in "${CHECKS[@]}"; do
		run_check "$c"
	done
	echo
	printf '%s\n' "${summary[@]}"
	echo "make test (KERNEL=$KERNEL) took $(elapsed_since "$t0")s"
	echo "$total_pass passed, $total_fail failed"
	[ "$total_fail" -eq 0 ]
}

main "$@"
