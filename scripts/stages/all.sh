#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# make all: the main job in one command.  Applies the core series, runs
# spatch-report, convert-drivers, the allmodconfig build-check of the
# converted series and the QEMU boot test (with the converted drivers),
# then prints one table: each stage, pass/fail, time, where its output is.
# A stage that fails does not stop the later ones unless they need its
# output; the exit status is 0 only when every stage passed.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

ROWS=()
FAILED=0

# stage NAME OUTPUT OK_CODES CMD...: run CMD, log it, record a table row.
# OK_CODES lists exit codes that count as a pass (spatch-report exits 1
# when it has findings, which is its job).
stage() {
	local name=$1 out=$2 okcodes=$3 rc=0 t0 verdict=FAIL log
	shift 3
	log=$REPORTS/all/$name.log
	t0=$EPOCHSECONDS
	info "==== $name"
	"$@" 2>&1 | tee "$log" || rc=${PIPESTATUS[0]}
	if [[ " $okcodes " == *" $rc "* ]]; then
		verdict=pass
	else
		FAILED=$((FAILED + 1))
	fi
	ROWS+=("$(printf '%-16s %-5s %6ss  %s' "$name" "$verdict" "$(elapsed_since "$t0")" "$out")")
	[ "$verdict" = pass ]
}

# left_only: the convert-drivers stage just failed only because it left
# work for a human (listed in its SUMMARY): its row says "left", it counts
# as done, and build-check checks its series (a driver left for a human
# may fail there as before its patch: LEFT).
left_only() {
	local name
	name=$(sed -n 's/^NAME=//p' "$REPORTS/convert-drivers/latest.env" 2>/dev/null || true)
	[ -n "$name" ] && only_left "$REPORTS/convert-drivers/$name" || return 1
	FAILED=$((FAILED - 1))
	ROWS[-1]=$(sed -E 's/^(convert-drivers +)FAIL /\1left /' <<<"${ROWS[-1]}")
	ROWS[-1]+="  ($(sed -n 's/^left for a human: //p' "$REPORTS/convert-drivers/$name/SUMMARY") left for a human: SUMMARY)"
}

main() {
	local t0 s=$TOP/scripts/stages tree
	t0=$EPOCHSECONDS
	mkdir -p "$REPORTS/all"
	tree=$(tree_name "$("$s/get-tree.sh")")
	stage series "build/trees/$tree-core (branch core)" 0 "$s/apply-series.sh" || true
	stage spatch-report "reports/$tree/, reports/legacy/" "0 1" "$s/spatch-report.sh" || true
	# what left_only reads must come from this run
	rm -f "$REPORTS/convert-drivers/latest.env"
	if stage convert-drivers "reports/convert-drivers/" 0 "$s/convert-drivers.sh" || left_only; then
		stage build-check "reports/build-check/" 0 "$s/build-check.sh" || true
	else
		ROWS+=("$(printf '%-16s %-5s %6s   %s' build-check skip - "needs convert-drivers")")
	fi
	stage boot-test "reports/$tree-core/boot/" 0 env BOOT_LEGACY=1 "$s/boot-test.sh" || true
	echo
	printf '%-16s %-5s %7s  %s\n' stage result time output
	printf '%s\n' "${ROWS[@]}"
	echo "make all took $(elapsed_since "$t0")s; logs in reports/all/"
	[ "$FAILED" -eq 0 ]
}

main "$@"
