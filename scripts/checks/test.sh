#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# make test: run every check, the boot checks among them, and sum their
# counts.
# Each check script ends its output with one line "N passed, N failed" and
# exits non-zero when anything failed; this script adds the counts up and
# ends with the same kind of line.  A check that dies without its count
# line counts as one failure.  FAST=1 skips the boot test.  KERNEL=6.12
# runs every check on linux-source-6.12 (default 6.1).
#
# A check that passed is not run again while nothing it could depend on
# changed: its verdict and log are kept under $BUILD/verdicts/ with a key
# (inputs_hash) over every file of the checkout (tracked, changed or
# untracked, not ignored: content and mode), every installed Debian
# package and its version (the kernel source, spatch, gcc, QEMU...), the
# kernel, every environment variable the scripts name (but REUSE, FAST,
# ONLY and LANES, which only pick checks and their order) and those the
# tools they run read (locale, PYTHONPATH, ARCH, CC, KCFLAGS, GIT_*,
# CCACHE_*).  The next run prints the kept log's count line and says
# "reused".  REUSE=0 runs every check (and keeps their verdicts anew); a
# failed check, a run with KERNEL_TREE (a tree of one's own can change
# unseen), or a run during which a file changed keeps nothing.
#
# At the end: each check's time and CPU seconds (its processes'), and the
# run's CPU seconds beside what the CPUs could give in its time: where
# make test is short of CPU, and where it waits.
#
# test-unit runs first; then the checks run in three lanes at once
# (run_lanes, BESIDE and BOOT below say which and why), and the boot checks'
# kernel is built ahead, in the background (kernel_ahead below), while the
# boot lane waits for it.  LANES=1 runs the checks one at a time.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

CHECKS=(test-unit test-bad-input test-shell test-series test-cocci test-coccicheck test-ktap test-spatch-report
	test-knr-prototypes test-convert test-old-tree test-build-check test-guards)
[ -n "${FAST:-}" ] || CHECKS+=(boot-test test-boot-legacy test-boot-faults)
# ONLY="check ...": those checks only (test-shell tries the reuse this way)
if [ -n "${ONLY:-}" ]; then
	read -r -a only <<<"$ONLY"
	for c in "${only[@]}"; do
		[[ "$c" =~ ^[a-z0-9-]+$ && " ${CHECKS[*]} " == *" $c "* ]] ||
			die "ONLY: no check $c: name some of: ${CHECKS[*]}"
	done
	CHECKS=("${only[@]}")
fi

# the logs: reports/test/ (reports/test-6.12/ for KERNEL=6.12)
TESTLOGS=$REPORTS/test
[ "$KERNEL" = 6.1 ] || TESTLOGS=$REPORTS/test-$KERNEL
total_pass=0
total_fail=0
summary=()
reused=0
INPUTS=
KEPT=()
VERDICTS=$BUILD/verdicts/$KERNEL

# reusable NAME: check NAME passed with this run's inputs, and REUSE=0 was
# not asked.
reusable() {
	[ "${REUSE:-1}" != 0 ] && [ -n "$INPUTS" ] && [ -f "$VERDICTS/$1.log" ] &&
		[ "$(cat "$VERDICTS/$1.key" 2>/dev/null)" = "$INPUTS $1" ]
}

# reuse NAME: print the kept verdict of check NAME when it is reusable;
# fails when it is not.
reuse() {
	reusable "$1" || return 1
	info "---- $1: reused: its inputs have not changed since it passed at $(date -r "$VERDICTS/$1.log" '+%F %T') (REUSE=0 runs it)"
	cp "$VERDICTS/$1.log" "$TESTLOGS/$1.log"
	grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$VERDICTS/$1.log" | tail -n 1
}

# keep NAME PASSED: keep check NAME's log and key when it passed, drop any
# kept verdict when it did not.
keep() {
	rm -f "$VERDICTS/$1.key" "$VERDICTS/$1.log"
	[ "$2" = yes ] && [ -n "$INPUTS" ] || return 0
	mkdir -p "$VERDICTS"
	cp "$TESTLOGS/$1.log" "$VERDICTS/$1.log"
	echo "$INPUTS $1" >"$VERDICTS/$1.key"
}

# unkeep_if_changed: a file changed while make test ran: what it kept is
# under the key of the files it started with, so it goes.
unkeep_if_changed() {
	local n
	[ -n "$INPUTS" ] && [ "${#KEPT[@]}" -gt 0 ] || return 0
	[ "$(inputs_hash "$WORKDIR")" != "$INPUTS" ] || return 0
	for n in "${KEPT[@]}"; do
		rm -f "$VERDICTS/$n.key" "$VERDICTS/$n.log"
	done
	info "the inputs changed while make test ran: its ${#KEPT[@]} verdicts are not kept for reuse"
}

# kernel_ahead: when a boot check will run (not reused), apply the series
# and build its kernel in the background, under the boot test's lock, so
# boot-test waits for that build and finds the kernel built.  Its output
# goes to AHEAD_LOG; a failure is left for boot-test to meet and name.
kernel_ahead() {
	local c want=0 stages=$TOP/scripts/stages
	for c in "${BOOT[@]}"; do
		[[ " ${CHECKS[*]} " != *" $c "* ]] || reusable "$c" || want=1
	done
	[ "$want" -eq 1 ] || return 0
	AHEAD_LOG=$TESTLOGS/kernel-ahead.log
	mkdir -p "$BUILD"
	exec 9>"$BUILD/.boot-test.lock"
	wait_lock 9 -x "the boot test's kernel and images"
	# It reads the patched tree under the worktree's lock, shared: a check
	# that must apply the series anew waits for it (apply-series.sh).
	# It runs at make test's own priority and the checks of the first two
	# lanes at CHECK_NICE (run_check): on a new machine's empty ccache the
	# build is the longest chain of make test (the tree's extraction, some
	# 550 CPU-s of compiles, then the boots), so it gets most of the CPUs
	# and is done while the lanes still have work for the CPU the boots
	# leave.  (In its own autogroup at nice 3, with the boot checks after
	# the others in the first lane, the lanes ended first and the build and
	# the boots went on alone: make test took 694 s on an empty cache; in
	# the boot lane, with the build favoured, 621 s.)  It stays in make
	# test's session: a new one is a new scheduler autogroup, and
	# autogroups share the CPUs by their own nice value, which only root
	# may set below 0.  Its own process group (set -m), stopped as one with
	# make test (stop_ahead), and so out of the terminal's reach: its stdin
	# is /dev/null.
	# shellcheck disable=SC2016 # expanded by the inner bash
	# (build-kernel.sh's O= folder is boot-test's: KBUILD_OUT or its default)
	# Its CPU seconds go to AHEAD_CPU (bash's times, its own and its
	# children's).
	AHEAD_CPU=$WORKDIR/kernel-ahead.times
	set -m
	bash -c 'rc=0
		tree=$("$1/apply-series.sh") &&
			flock -s "$tree.lock" "$1/build-kernel.sh" "$tree" >/dev/null || rc=$?
		times >"$2"
		exit "$rc"' \
		kernel-ahead "$stages" "$AHEAD_CPU" </dev/null >"$AHEAD_LOG" 2>&1 &
	AHEAD_PID=$!
	set +m
	exec 9>&-
	info "building the boot kernel in the background while the other checks run (log: ${AHEAD_LOG#"$TOP"/})"
}

# running_job PID: PID is a background job of this shell that still runs
# (bash's job table: once a job ended its PID may be another process's).
running_job() {
	local p
	for p in $(jobs -rp); do
		[ "$p" != "$1" ] || return 0
	done
	return 1
}

# stop_ahead: make test ends: the background build with it (its process
# group, while it runs).
stop_ahead() {
	[ -n "${AHEAD_PID:-}" ] && running_job "$AHEAD_PID" || return 0
	kill -- -"$AHEAD_PID" 2>/dev/null || true
}

# times_sum [FILE]: the seconds of the times builtin's output in FILE (or
# stdin), every field added up (a shell's own user and system time, its
# children's).
times_sum() {
	awk '{ for (i = 1; i <= NF; i++) { split($i, a, "m"); n += a[1] * 60 + a[2] } }
		END { printf "%d\n", n }' "${1:--}"
}

# child_cpu: sets CPU, the CPU seconds (user + system) of this shell's
# children that ended so far (bash's times; a background job counts once
# reaped).  Not in a $( ) subshell, whose children are its own.
child_cpu() {
	times >"$WORKDIR/times"
	CPU=$(tail -n 1 "$WORKDIR/times" | times_sum)
}

# count_line LOG: sets P and F from the last "N passed, N failed" line of
# LOG; a log without one counts as one failure.
count_line() {
	local line
	line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$1" 2>/dev/null | tail -n 1 || true)
	if [ -n "$line" ]; then
		P=$(sed -E 's/^([A-Za-z-]+: )?([0-9]+) passed.*/\2/' <<<"$line")
		F=$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")
	else
		P=0
		F=1
	fi
}

# run_check NAME [LANE]: run check NAME (or reuse its verdict), its
# output to its log and, unless it runs in LANE (second, boot), to the
# terminal too; writes
# "PASSED FAILED SECONDS CPU-S HOW LANE" (LANE - for none) to
# $WORKDIR/result/NAME.  Its CPU
# seconds are its own processes' (a shell around it reports them with
# times), whatever else runs beside it.  While the boot kernel is built
# ahead, a check that does not boot runs at nice CHECK_NICE (kernel_ahead
# says why; its last step writes AHEAD_CPU).
CHECK_NICE=4
run_check() {
	local name=$1 lane=${2:-} log rc=0 t0 script how=ran cpu=0 nice=0
	log=$TESTLOGS/$name.log
	t0=$EPOCHSECONDS
	if reuse "$name" >"$WORKDIR/reused.$name"; then
		how=reused
		[ -n "$lane" ] || cat "$WORKDIR/reused.$name"
	else
		[ -z "$lane" ] || info "---- $name: started in the $lane lane (log ${log#"$TOP"/})"
		[ -n "$lane" ] || info "---- $name"
		script=$TOP/scripts/checks/$name.sh
		[ -f "$script" ] || script=$TOP/scripts/stages/$name.sh
		[ -z "$AHEAD_PID" ] || [ -e "$AHEAD_CPU" ] || [[ " ${BOOT[*]} " == *" $name "* ]] ||
			nice=$CHECK_NICE
		# shellcheck disable=SC2016 # expanded by the inner bash
		nice -n "$nice" bash -c 'set -o pipefail
			if [ -n "$4" ]; then "$1" >"$2" 2>&1; else "$1" 2>&1 | tee "$2"; fi
			rc=$?
			times >"$3"
			exit "$rc"' check "$script" "$log" "$WORKDIR/times.$name" "$lane" || rc=$?
		cpu=$(tail -n 1 "$WORKDIR/times.$name" 2>/dev/null | times_sum)
	fi
	count_line "$log"
	[ "$rc" -eq 0 ] || [ "$F" -gt 0 ] || F=1
	[ "$how" = reused ] || keep "$name" "$([ "$F" -eq 0 ] && echo yes || echo no)"
	echo "$P $F $(elapsed_since "$t0") $cpu $how ${lane:--}" >"$WORKDIR/result/$name"
	[ -n "$lane" ] || return 0
	info "---- $name ($lane lane): $P passed, $F failed, $(elapsed_since "$t0")s$([ "$how" = ran ] || echo " ($how)")"
	[ "$F" -eq 0 ] || grep -E '^FAIL ' "$log" | head -n 20 || true
}

# The checks run in three lanes: most in this shell, one after the other
# (their output on the terminal), BESIDE's in a second lane at the same
# time and the boot checks (BOOT) in a third (their output in their logs; a
# line when each starts and ends), so both CPUs have work.  A check goes
# beside only when it shares nothing the others write: it reads the
# extracted tree, testdata and the rules, and writes its own scratch
# folders (under $BUILD/tmp, a mktemp one, the allmodconfig folders only
# build-check uses).  It makes no git worktree (they share the tree's
# repository), builds no boot kernel and boots nothing.  test-build-check
# takes the shared conversion of testdata/legacy as test-convert and
# test-boot-legacy do: its lock is a readers-writer one, held while a
# check reads it (legacy_conversion, testlib.sh).  The first two lanes take
# about the same time; test-build-check comes last, when test-convert has
# made that conversion.  The boot lane's first check waits for the kernel
# built ahead (the boot test's lock): the boot checks share that kernel,
# its worktree and O= folder, so they run one after the other, in their
# lane, and the boots overlap the other lanes' work instead of following
# it (they use about one CPU: QEMU's TCG).  test-unit runs first, alone.
# LANES=1 runs every check in this shell.
BESIDE=(test-cocci test-coccicheck test-ktap test-spatch-report test-knr-prototypes test-build-check)
BOOT=(boot-test test-boot-legacy test-boot-faults)

# lane_of NAME: the lane of check NAME: main, beside or boot (LANES=1, or
# one CPU: main).
lane_of() {
	if [ "${LANES:-$(jobs)}" -le 1 ]; then
		echo main
	elif [[ " ${BESIDE[*]} " == *" $1 "* ]]; then
		echo beside
	elif [[ " ${BOOT[*]} " == *" $1 "* ]]; then
		echo boot
	else
		echo main
	fi
}

# start_lane LANE CHECK...: run the checks one after the other in the
# background, their output in their logs; the lane's PID joins LANE_PIDS.
start_lane() {
	local lane=$1
	shift
	[ "$#" -gt 0 ] || return 0
	(for c in "$@"; do
		run_check "$c" "$lane"
	done) &
	LANE_PIDS+=("$!")
}

# run_lanes: every check of CHECKS, test-unit first, then the lanes; the
# terminal's lane is the first that has work.
run_lanes() {
	local c pid main=() beside=() boot=()
	for c in "${CHECKS[@]}"; do
		if [ "$c" = test-unit ]; then
			run_check test-unit
			continue
		fi
		case $(lane_of "$c") in
		beside) beside+=("$c") ;;
		boot) boot+=("$c") ;;
		*) main+=("$c") ;;
		esac
	done
	if [ "${#main[@]}" -eq 0 ]; then
		main=("${beside[@]}")
		beside=()
	fi
	if [ "${#main[@]}" -eq 0 ]; then
		main=("${boot[@]}")
		boot=()
	fi
	[ "${#beside[@]}" -eq 0 ] || info "beside the others, in a second lane: ${beside[*]}"
	[ "${#boot[@]}" -eq 0 ] || info "in a third lane, once the boot kernel is built: ${boot[*]}"
	start_lane second "${beside[@]}"
	start_lane boot "${boot[@]}"
	for c in "${main[@]}"; do
		run_check "$c"
	done
	for pid in "${LANE_PIDS[@]}"; do
		! running_job "$pid" || info "waiting for the checks of the other lanes to end"
		wait "$pid" || true
	done
	LANE_PIDS=()
}

# kill_tree PID: PID and every process under it.
kill_tree() {
	local c
	for c in $(pgrep -P "$1" 2>/dev/null || true); do
		kill_tree "$c"
	done
	kill "$1" 2>/dev/null || true
}

# stop_lanes: make test ends: the other lanes with it.
stop_lanes() {
	local pid
	for pid in "${LANE_PIDS[@]}"; do
		! running_job "$pid" || kill_tree "$pid"
	done
}

# summarize: add up the results, in CHECKS' order: the totals, the table
# and the verdicts kept (KEPT).
summarize() {
	local c p f secs cpu how lane
	for c in "${CHECKS[@]}"; do
		if [ -f "$WORKDIR/result/$c" ]; then
			read -r p f secs cpu how lane <"$WORKDIR/result/$c"
		else
			p=0 f=1 secs=0 cpu=0 how="did not end" lane=-
		fi
		total_pass=$((total_pass + p))
		total_fail=$((total_fail + f))
		[ "$how" != reused ] || reused=$((reused + 1))
		[ "$how" != ran ] || [ "$f" -ne 0 ] || KEPT+=("$c")
		[ "$how" != ran ] || [ "$lane" = - ] || how="$lane lane"
		summary+=("$(printf '%-20s %4s passed %4s failed %5ss %5s CPU-s  %s%s' "$c" "$p" "$f" \
			"$secs" "$cpu" "${TESTLOGS#"$TOP"/}/$c.log" "$([ "$how" = ran ] || echo "  ($how)")")")
	done
}

main() {
	mkdir -p "$TESTLOGS"
	local t0 ahead wall
	t0=$EPOCHSECONDS
	check_kernel
	info "kernel: $DEFAULT_TREE_NAME (KERNEL=$KERNEL)"
	WORKDIR=$(mktemp -d "${TMPDIR:-/tmp}/make-test.XXXXXX")
	mkdir -p "$WORKDIR/result"
	LANE_PIDS=()
	trap 'stop_lanes; stop_ahead; rm -rf "$WORKDIR"' EXIT
	INPUTS=$(inputs_hash "$WORKDIR")
	AHEAD_PID=
	kernel_ahead
	run_lanes
	summarize
	unkeep_if_changed
	if [ -n "$AHEAD_PID" ]; then
		wait "$AHEAD_PID" && ahead=built || ahead="failed (boot-test met it)"
		AHEAD_PID=
		info "the boot kernel built ahead: $ahead, $(grep -m 1 -oE 'build-kernel: done in [0-9]+s' "$AHEAD_LOG" || echo "see ${AHEAD_LOG#"$TOP"/}"), $([ -s "$AHEAD_CPU" ] && times_sum "$AHEAD_CPU" || echo '?') CPU-s"
	fi
	echo
	printf '%s\n' "${summary[@]}"
	wall=$(elapsed_since "$t0")
	child_cpu
	echo "make test (KERNEL=$KERNEL) took ${wall}s; $CPU CPU-s in all (the checks and the kernel built ahead), $(jobs) CPUs: $((CPU * 100 / ($(jobs) * (wall > 0 ? wall : 1))))% of the machine busy"
	[ "$reused" -eq 0 ] || echo "$reused of ${#CHECKS[@]} checks reused the verdict of a run with the same inputs (REUSE=0 runs every check)"
	echo "$total_pass passed, $total_fail failed"
	[ "$total_fail" -eq 0 ]
}

main "$@"
