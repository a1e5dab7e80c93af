#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# make boot-test: the core series booted in QEMU, judged by its KTAP.
#
#   apply-series -> build-kernel -> mkinitramfs -> run-qemu -> ktap
#
# Applies patches/series to the worktree (scripts/apply-series.sh), builds
# the small kernel of scripts/guest/kernel.config (scripts/build-kernel.sh),
# the initramfs with the C /init (scripts/mkinitramfs.sh), boots it under
# QEMU with a hard timeout (scripts/run-qemu.sh) and parses the console's
# KTAP against scripts/guest/suites (scripts/ktap.sh).  Everything lands in
# reports/<tree>/boot/: console.log (whole), build.log, ktap.txt.
#
# Prints each stage's time and ends with "N passed, N failed", counting the
# KTAP suites plus one item "boot" (the guest powered off with no panic,
# oops, BUG, WARNING or lockdep splat and within the timeout).  Exits 1 on a
# failed or missing suite, a crash or a timeout; 2 when a stage before the
# boot cannot run (the stage says why).
#
# Variables: FRAGMENT (config fragment), SUITES (expected suite list),
# MODULES_DIR (.ko files for the guest), QEMU_TIMEOUT, QEMU_EXTRA,
# QEMU_APPEND, ACCEL (see the stage scripts).
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

S=$TOP/scripts
TIMES=()

# timed NAME VAR COMMAND...: run a stage, remember its time and put its
# stdout into VAR (none when VAR is "-").
timed() {
	local name=$1 var=$2 t0 rc=0 out
	shift 2
	t0=$(date +%s)
	out=$("$@") || rc=$?
	TIMES+=("$name $(elapsed_since "$t0")s")
	[ "$var" = - ] || printf -v "$var" '%s' "$out"
	return "$rc"
}

# stage_failed NAME RC: a stage before the boot could not do its job.
stage_failed() {
	die "stage $1 failed (exit $2), see its message above: nothing was booted"
}

print_times() {
	local t out=""
	for t in "${TIMES[@]}"; do
		out+="$t, "
	done
	info "stage times: ${out}total $(elapsed_since "$T0")s"
}

# One boot test at a time: they share the worktree, the O= dir and the log.
take_lock() {
	mkdir -p "$BUILD"
	exec 9>"$BUILD/.boot-test.lock"
	if ! flock -n 9; then
		info "another boot test is running; waiting for it (lock $BUILD/.boot-test.lock)"
		flock 9
	fi
}

main() {
	local tree name bzimage initrd dir results boot_rc=0 ktap_rc=0 line p f
	T0=$(date +%s)
	take_lock
	SUITES=${SUITES:-$S/guest/suites}
	timed series tree "$S/apply-series.sh" || stage_failed series $?
	name=$(tree_name "$tree")
	dir=$REPORTS/$name/boot
	mkdir -p "$dir"
	timed build-kernel bzimage "$S/build-kernel.sh" "$tree" || stage_failed build-kernel $?
	timed mkinitramfs initrd "$S/mkinitramfs.sh" "$tree" || stage_failed mkinitramfs $?
	export CONSOLE_LOG=$dir/console.log
	timed run-qemu - "$S/run-qemu.sh" "$bzimage" "$initrd" || boot_rc=$?
	[ "$boot_rc" -le 1 ] || exit "$boot_rc"
	info "== ktap: results of ${CONSOLE_LOG#"$TOP"/}"
	timed ktap results "$S/ktap.sh" "$CONSOLE_LOG" "$SUITES" || ktap_rc=$?
	[ "$ktap_rc" -le 1 ] || exit "$ktap_rc"
	printf '%s\n' "$results" >"$dir/ktap.txt"
	grep -v -E '^[0-9]+ passed, [0-9]+ failed$' "$dir/ktap.txt" || true
	line=$(tail -n 1 "$dir/ktap.txt")
	p=${line%% passed*}
	f=${line#*passed, }
	f=${f%% failed}
	if [ "$boot_rc" -eq 0 ]; then
		echo "ktap: boot                     ok       powered off cleanly"
		p=$((p + 1))
	else
		echo "ktap: boot                     FAILED   crash, timeout or no power-off (see run-qemu above)"
		f=$((f + 1))
	fi
	print_times
	info "reports: ${dir#"$TOP"/}/{console.log,build.log,ktap.txt}"
	echo "$p passed, $f failed"
	[ "$f" -eq 0 ]
}

main "$@"
