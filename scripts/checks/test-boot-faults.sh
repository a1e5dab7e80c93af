#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-boot-faults": the boot test's host side catches a guest that
# goes wrong.  The guest's init misbehaves on purpose when the kernel
# command line says toolkit.fault=hang|panic|oops (scripts/guest/init.c):
#   hang   QEMU is killed at the timeout, exit 1, the log tail is printed;
#          the console shows the guest's init reached the hang (its
#          "# toolkit.fault=hang" line), so the timeout met a hung guest,
#          not one still booting (HANG_TIMEOUT, 30 s: the boot takes 6-9)
#   panic  the panic is detected and named with its log line, exit 1
#   oops   the oops is detected although the guest powers off, exit 1
# Uses the kernel and initramfs of the boot test (built if needed).  The
# hang boot waits out its timeout while the panic and the oops boots run,
# one after the other, beside it (two guests at a time: the hang guest
# still reaches its hang well within HANG_TIMEOUT).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"

S=$TOP/scripts/stages
HANG_TIMEOUT=${HANG_TIMEOUT:-30}

# fault KIND TIMEOUT PATTERN: boot with the fault; run-qemu must exit 1
# and its messages must match PATTERN.
fault() {
	local kind=$1 timeout=$2 pat=$3 rc=0 log=$T/$1.out
	CONSOLE_LOG=$T/$kind-console.log QEMU_TIMEOUT=$timeout \
		QEMU_APPEND="toolkit.fault=$kind" \
		"$S/run-qemu.sh" "$BZIMAGE" "$INITRD" >"$log" 2>&1 || rc=$?
	if [ "$rc" -ne 1 ]; then
		fail "fault $kind: run-qemu exited $rc, wanted 1 (see $log)"
	elif ! grep -qE "$pat" "$log"; then
		fail "fault $kind: no message matching /$pat/ (see $log)"
	else
		ok "fault $kind: $(grep -m1 -E "$pat" "$log")"
	fi
}

# replay FILE: the ok/FAIL lines a check run in the background wrote,
# counted here; none at all is a failure.
replay() {
	local line
	grep -qE '^(ok  |FAIL) ' "$1" || fail "fault hang: the background boot gave no verdict (see $1)"
	while IFS= read -r line; do
		case $line in
		'ok   '*) ok "${line#ok   }" ;;
		'FAIL '*) fail "${line#FAIL }" ;;
		*) printf '%s\n' "$line" ;;
		esac
	done <"$1"
}

main() {
	local tree
	T=$BUILD/tmp/test-boot-faults
	rm -rf "$T"
	mkdir -p "$T"
	# The boot test's lock: the kernel and images are shared with it.
	exec 9>"$BUILD/.boot-test.lock"
	wait_lock 9 -x "the boot test's kernel and images"
	tree=$("$S/apply-series.sh")
	BZIMAGE=$("$S/build-kernel.sh" "$tree")
	INITRD=$("$S/mkinitramfs.sh" "$tree")
	local hang
	fault hang "$HANG_TIMEOUT" 'timeout: the guest did not power off' >"$T/hang.verdict" &
	hang=$!
	fault panic 120 'crash: .*Kernel panic'
	fault oops 120 'crash: .*(Oops|BUG:)'
	wait "$hang" || true
	replay "$T/hang.verdict"
	check "fault hang: the guest's init reached the hang before the timeout" \
		grep -q '# toolkit.fault=hang' "$T/hang-console.log"
	t_summary
}

main "$@"
