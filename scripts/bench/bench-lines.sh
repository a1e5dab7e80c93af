#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark "bench-lines" (make bench-lines; never part of make test): how
# each rule's cost grows with the size of a file.  Every rule of cocci/
# runs, with its own "// Options:" line, the raised stack (big_stack) and
# spatch's --timeout, on generated 2.6.10-style drivers of increasing size
# (testdata/big/gen.c: u32-state suspend callbacks wired as .suspend of a
# pci_driver, helpers taking the state, switches, #ifdef blocks, macros,
# bcopy(), semaphores, spinlock .lock reads, rwlock_is_locked()), one file
# and one spatch at a time, then on every file of testdata it has cases
# for (its own testdata/cocci/NAME/ and testdata/legacy/).
#
# Prints, beside the goal, for each rule, mode and size: wall-clock and CPU
# seconds, the rule's start-up time (the same run on an empty file) and
# CPU seconds per 1,000 lines once start-up is taken off; the scaling
# exponent between the two largest sizes (1.0: linear, 2.0: quadratic);
# then the slowest testdata file (spatch's own --profile-per-file time of
# each file, one spatch per rule and mode).  Goals: every rule under 1 s of CPU per
# 1,000 lines at every size, and no testdata file over 10 s.  CPU time is
# what is judged: other jobs share the machine's CPUs and stretch the
# wall-clock time (shown too); spatch's --timeout counts wall-clock time.
#
#   RULES="a b"           rules of cocci/ (default all), or paths to .cocci
#                         files of one's own (a rule's cases are looked up
#                         by its file name)
#   SIZES="1000 2500 5000 10000"   lines asked of the generator (the files
#                         come out a little shorter: whole units)
#   MODES="report patch"  spatch -D modes (spatch-report runs report,
#                         convert-drivers patch and report)
#   LIMIT=120             seconds one run may take (spatch --timeout); once
#                         a size runs out of time, larger sizes of that rule
#                         and mode are not tried
#   TESTDATA=1            0 skips the testdata pass
#
# Writes reports/bench-lines/: result.txt, the generated files' line
# counts; the generated drivers stay in build/bench-lines/.
# Exit status: 0 every goal met, 1 a goal missed (or a run failed),
# 2 usage or environment error.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

GOAL_KL=1.0     # CPU seconds per 1,000 lines
GOAL_FILE=10    # CPU seconds for one testdata file

check_args() {
	local s m
	[[ "$LIMIT" =~ ^[1-9][0-9]*$ ]] || die "LIMIT=$LIMIT: give seconds (e.g. LIMIT=120)"
	for s in $SIZES; do
		if ! [[ "$s" =~ ^[0-9]+$ ]] || [ "$s" -lt 500 ]; then
			die "SIZES: '$s' is not a line count of 500 or more (e.g. SIZES=\"1000 5000\")"
		fi
	done
	for m in $MODES; do
		case $m in
		patch | report | context | org) ;;
		*) die "MODES: '$m' is not a spatch mode: give patch, report, context or org" ;;
		esac
	done
	if [ -z "$SIZES" ] || [ -z "$MODES" ]; then
		die "SIZES and MODES must not be empty: give line counts and spatch modes"
	fi
}

# build_generator: testdata/big/gen.c -> $GEN (rebuilt when the source is newer).
build_generator() {
	require_cmd cc gcc
	GEN=$BUILD/bench-lines/gen
	mkdir -p "$BUILD/bench-lines"
	if [ ! -x "$GEN" ] || [ "$TOP/testdata/big/gen.c" -nt "$GEN" ]; then
		cc -O2 -Wall -o "$GEN.tmp" "$TOP/testdata/big/gen.c" ||
			die "cannot compile testdata/big/gen.c: see the compiler's message above"
		mv "$GEN.tmp" "$GEN"
	fi
}

# generate: big-SIZE.c for each size, and empty.c for the start-up runs.
generate() {
	local s f
	for s in $SIZES; do
		f=$BUILD/bench-lines/big-$s.c
		"$GEN" -l "$s" >"$f.tmp" || die "testdata/big/gen.c failed for $s lines"
		mv "$f.tmp" "$f"
	done
	printf '/* bench-lines: start-up time of a rule */\nint bench_lines_empty;\n' \
		>"$BUILD/bench-lines/empty.c"
}

# run_one RULE MODE FILE: one spatch over a copy of FILE (patch mode never
# edits: no --in-place); sets WALL and CPU (seconds) and RC (124: out of
# time).
run_one() {
	local rule=$1 mode=$2 file=$3 d
	local -a opts
	read -r -a opts <<<"$(rule_options "$rule")"
	d=$WORK/run
	rm -rf "$d"
	mkdir -p "$d"
	cp "$file" "$d/"
	{
		TIMEFORMAT='%R %U %S'
		time (
			rc=0
			cd "$d"
			big_stack
			mem_cap
			timeout -k 10 $((LIMIT + 30)) spatch --sp-file "$rule" -D "$mode" "${opts[@]}" \
				--very-quiet --timeout "$LIMIT" "$d/$(basename "$file")" \
				>"$d/out" 2>"$d/err" || rc=$?
			echo "$rc" >"$d/rc"
		)
	} 2>"$d/time"
	RC=$(cat "$d/rc")
	WALL=$(awk '{ printf "%.1f", $1 }' "$d/time")
	CPU=$(awk '{ printf "%.1f", $2 + $3 }' "$d/time")
	# spatch --timeout stops the file ("timeout (we abort)", exit 2)
	if grep -qE 'Timeout|^timeout \(we abort\)' "$d/err" "$d/out"; then
		RC=124
	fi
	cp "$d/err" "$WORK/last.err"
}

fmt() {
	awk -v x="$1" 'BEGIN { printf "%.2f", x }'
}

# bench_rule RULE: every mode and size; appends rows to $OUT/table.
bench_rule() {
	local rule=$1 name mode s f lines t0 per prev_l prev_c exp verdict over
	name=$(basename "$rule" .cocci)
	for mode in $MODES; do
		run_one "$rule" "$mode" "$BUILD/bench-lines/empty.c"
		t0=$CPU
		info "$name -D $mode: start-up ${t0}s"
		over=
		prev_l=
		prev_c=
		for s in $SIZES; do
			f=$BUILD/bench-lines/big-$s.c
			lines=$(wc -l <"$f")
			if [ -n "$over" ]; then
				printf '%-20s %-7s %6s %8s %8s %6s %9s  %s\n' "$name" "$mode" "$lines" - - "$t0" - \
					"not run (a smaller file ran out of time)" >>"$OUT/table"
				continue
			fi
			info "$name -D $mode: $lines lines ..."
			run_one "$rule" "$mode" "$f"
			if [ "$RC" -eq 124 ] || [ "$RC" -eq 137 ]; then
				over=1
				MISSED=$((MISSED + 1))
				printf '%-20s %-7s %6s %8s %8s %6s %9s  %s\n' "$name" "$mode" "$lines" ">$LIMIT" "$CPU" "$t0" \
					">$(fmt "$(awk -v c="$CPU" -v t="$t0" -v l="$lines" 'BEGIN { print (c - t) * 1000 / l }')")" \
					"MISSED: out of time (LIMIT=${LIMIT}s)" >>"$OUT/table"
				info "$name -D $mode: $lines lines: out of time after ${WALL}s"
				continue
			fi
			per=$(awk -v c="$CPU" -v t="$t0" -v l="$lines" 'BEGIN { x = (c - t) * 1000 / l; if (x < 0) x = 0; print x }')
			if [ "$RC" -ne 0 ]; then
				verdict="FAILED: spatch exit $RC ($(grep -m1 . "$WORK/last.err" | cut -c1-60))"
				MISSED=$((MISSED + 1))
			elif awk -v x="$per" -v g="$GOAL_KL" 'BEGIN { exit !(x < g) }'; then
				verdict=ok
			else
				verdict="MISSED"
				MISSED=$((MISSED + 1))
			fi
			exp=
			if [ -n "$prev_l" ]; then
				exp=$(awk -v c1="$prev_c" -v c2="$CPU" -v t="$t0" -v l1="$prev_l" -v l2="$lines" 'BEGIN {
					a = c1 - t; b = c2 - t
					if (a > 0.2 && b > 0.2) printf "; x%.2f for x%.2f lines: exponent %.1f", b / a, l2 / l1, log(b / a) / log(l2 / l1) }')
			fi
			printf '%-20s %-7s %6s %8s %8s %6s %9s  %s%s\n' "$name" "$mode" "$lines" "$WALL" "$CPU" "$t0" \
				"$(fmt "$per")" "$verdict" "$exp" >>"$OUT/table"
			info "$name -D $mode: $lines lines: ${WALL}s wall, ${CPU}s CPU, $(fmt "$per") s/1000 lines"
			prev_l=$lines
			prev_c=$CPU
		done
	done
}

# testdata_copy RULE DIR: its own cases and the legacy drivers, copied
# (paths kept) under DIR.
testdata_copy() {
	local name=$1 dir=$2
	mkdir -p "$dir"
	if [ -d "$TOP/testdata/cocci/$name" ]; then
		(cd "$TOP" && find "testdata/cocci/$name" -type f \( -name '*.c' -o -name '*.h' \) \
			-exec cp --parents {} "$dir/" \;)
	fi
	(cd "$TOP" && find testdata/legacy -type f \( -name '*.c' -o -name '*.h' \) \
		-exec cp --parents {} "$dir/" \;)
}

# bench_testdata RULE: one spatch per mode over its testdata files, each
# file on its own (--dir), timed by spatch itself (--profile-per-file:
# wall-clock seconds of its full_engine per file, start-up excluded);
# sets SLOW_* when a file is slower than the slowest so far.
bench_testdata() {
	local rule=$1 name mode dir log t what
	local -a opts
	name=$(basename "$rule" .cocci)
	read -r -a opts <<<"$(rule_options "$rule")"
	dir=$WORK/td/$name
	rm -rf "$dir"
	testdata_copy "$name" "$dir"
	for mode in $MODES; do
		log=$WORK/td/$name.$mode.log
		info "$name -D $mode: $(find "$dir" -type f | wc -l) testdata files ..."
		RC=0
		(cd "$WORK/td" && big_stack && mem_cap &&
			timeout -k 10 $((LIMIT * 10)) spatch --sp-file "$rule" -D "$mode" "${opts[@]}" \
				--quiet --timeout "$LIMIT" --profile-per-file --dir "$dir") \
			>/dev/null 2>"$log" || RC=$?
		if [ "$RC" -ne 0 ] || grep -qE '^EXN:|^timeout \(we abort\)' "$log"; then
			TD_FAILED+=("$name -D $mode (exit $RC, see ${log#"$TOP"/})")
		fi
		while read -r t what; do
			NFILES=$((NFILES + 1))
			if awk -v a="$t" -v b="$SLOW_T" 'BEGIN { exit !(a > b) }'; then
				SLOW_T=$t
				SLOW_WHAT="$name -D $mode on ${what#"$dir"/} ($(wc -l <"$what") lines)"
			fi
		done < <(awk '/^HANDLING: / { f = $2 } /^full_engine / && f != "" { print $3, f; f = "" }' "$log")
	done
}

main() {
	require_cmd spatch coccinelle
	require_cmd timeout coreutils
	local rule t0 s
	RULE_LIST=()
	SIZES=${SIZES:-1000 2500 5000 10000}
	MODES=${MODES:-report patch}
	LIMIT=${LIMIT:-120}
	check_args
	local list
	list=$(rule_files) || exit 2
	mapfile -t RULE_LIST <<<"$list"
	OUT=$REPORTS/bench-lines
	WORK=$BUILD/tmp/bench-lines
	rm -rf "$OUT" "$WORK"
	mkdir -p "$OUT" "$WORK"
	t0=$EPOCHSECONDS
	build_generator
	generate
	: >"$OUT/table"
	MISSED=0
	info "rules: $(for rule in "${RULE_LIST[@]}"; do printf '%s ' "$(basename "$rule" .cocci)"; done); modes: $MODES; LIMIT=${LIMIT}s"
	info "note: other work on this machine shares the CPU; CPU seconds are judged"
	stage_begin "generated drivers ($(for s in $SIZES; do printf '%s ' "$(wc -l <"$BUILD/bench-lines/big-$s.c")"; done)lines)"
	for rule in "${RULE_LIST[@]}"; do
		bench_rule "$rule"
	done
	stage_end
	SLOW_T=0
	SLOW_WHAT="(none)"
	NFILES=0
	TD_FAILED=()
	if [ "${TESTDATA:-1}" != 0 ]; then
		stage_begin "testdata files"
		for rule in "${RULE_LIST[@]}"; do
			bench_testdata "$rule"
		done
		stage_end
	fi
	{
		echo "bench-lines: $(date -u '+%Y-%m-%d %H:%M UTC'), spatch $(spatch --version | head -n 1 | awk '{print $3}'), LIMIT=${LIMIT}s, $(elapsed_since "$t0")s in all"
		echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) ($(jobs) CPUs, shared with other work: CPU seconds are judged)"
		echo "generated drivers (testdata/big/gen.c -l N): $(for s in $SIZES; do printf '%s ' "$(wc -l <"$BUILD/bench-lines/big-$s.c")"; done)lines"
		echo "goal: every rule under $GOAL_KL s of CPU per 1,000 lines (start-up taken off) at every size; no testdata file over $GOAL_FILE s"
		echo
		printf '%-20s %-7s %6s %8s %8s %6s %9s  %s\n' rule mode lines wall cpu start "s/1000" "goal < $GOAL_KL s/1000 lines"
		cat "$OUT/table"
		echo
		if [ "${TESTDATA:-1}" != 0 ]; then
			if awk -v a="$SLOW_T" -v g="$GOAL_FILE" 'BEGIN { exit !(a < g) }'; then
				s=ok
			else
				s=MISSED
				MISSED=$((MISSED + 1))
			fi
			echo "slowest testdata file ($NFILES file runs: each rule on its own cases and testdata/legacy, modes $MODES;"
			echo "spatch's own time per file, start-up excluded, wall-clock):"
			echo "  $SLOW_WHAT: ${SLOW_T}s (goal < $GOAL_FILE s): $s"
			if [ "${#TD_FAILED[@]}" -gt 0 ]; then
				echo "  spatch failed or ran out of time: ${TD_FAILED[*]}"
				MISSED=$((MISSED + 1))
			fi
		else
			echo "testdata pass skipped (TESTDATA=0)"
		fi
		echo "goals missed: $MISSED"
	} >"$OUT/result.txt"
	cat "$OUT/result.txt"
	rm -rf "$WORK"
	[ "$MISSED" -eq 0 ]
}

main "$@"
