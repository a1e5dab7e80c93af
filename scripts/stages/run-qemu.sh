#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "run-qemu" of the boot test: boot the kernel and watch the console.
#
#   scripts/stages/run-qemu.sh BZIMAGE INITRAMFS
#
# qemu-system-x86_64 -M pc -smp 2 -m 512M -nographic -no-reboot with
# `-device edu` and QEMU_EXTRA (more -device ... words); the serial console
# goes whole to CONSOLE_LOG (default reports/<NAME>/boot/console.log,
# NAME=linux-source-$KERNEL-core).  QEMU_APPEND adds kernel command line words
# (toolkit.fault=hang|panic|oops for the bad-input tests).  The firmware is
# SeaBIOS, QEMU_BIOS=qboot.rom for another (both give S3 with pm_test; the
# boot time is the same here).  -nodefaults: no NIC, so no iPXE ROM.
#
# Accelerator: TCG unless a probe proves KVM works: the probe boots the
# same kernel with -accel kvm, no initramfs, for at most 5 s and needs to
# see it reach the root mount (TCG takes 2-3 s to get there, KVM a small
# part of that; a probe that gives up on a slow KVM only costs speed: the
# boot runs under TCG, with the same results).  Where KVM hangs, as on the
# machines this is built on, the hung guest spends a CPU in the host's
# kernel for as long as the probe waits (it waited 15 s before).  Its
# verdict is cached per host boot in build/qemu-accel.  ACCEL=tcg|kvm skips
# the probe.
#
# Hard timeout QEMU_TIMEOUT (default 300 s): QEMU is killed and the log tail
# printed.  While it runs, one line per KTAP suite result.  Afterwards the
# log is searched for panics, oopses, BUG:, WARNING: with a call trace and
# lockdep splats; each is reported with its log line.  A WARNING at a
# FILE:LINE the guest named in a "toolkit: tree's own WARNING at FILE:LINE"
# line (the unconverted driver of the tree gives it too: scripts/guest/ata.c)
# is reported as the tree's own and does not fail the boot.  Exit 0 when the guest
# powered off cleanly, 1 on a crash, a timeout or no power-off.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

QEMU=qemu-system-x86_64
QEMU_TIMEOUT=${QEMU_TIMEOUT:-300}
CMDLINE="console=ttyS0 panic=-1 no_console_suspend suspend.pm_test_delay=1"
PROBE_TIMEOUT=5
QEMU_PID=

# Markers of a broken kernel (grep -E), checked in this order.
CRASH_RE='Kernel panic|Oops[:-]|BUG:|kernel BUG at|general protection fault'
CRASH_RE+='|possible circular locking|inconsistent lock state'
CRASH_RE+='|possible recursive locking|possible irq lock inversion'
CRASH_RE+='|suspicious RCU usage|bad unlock balance|held lock freed'
CRASH_RE+='|DEBUG_LOCKS_WARN_ON|lock held when returning'

cleanup() {
	if [ -n "$QEMU_PID" ] && kill -0 "$QEMU_PID" 2>/dev/null; then
		kill -KILL "$QEMU_PID" 2>/dev/null || true
		wait "$QEMU_PID" 2>/dev/null || true
	fi
	QEMU_PID=
}

# probe_kvm BZIMAGE: true when a KVM guest boots this kernel to its root
# mount within PROBE_TIMEOUT seconds.
probe_kvm() {
	local log=$BUILD/tmp/kvm-probe.log pid t=0
	[ -r /dev/kvm ] && [ -w /dev/kvm ] || return 1
	mkdir -p "$BUILD/tmp"
	: >"$log"
	$QEMU -accel kvm -M pc -smp 2 -m 256M -display none -nodefaults \
		-no-reboot -serial "file:$log" -kernel "$1" \
		-append "console=ttyS0 panic=-1" >/dev/null 2>&1 &
	pid=$!
	while kill -0 "$pid" 2>/dev/null && [ "$t" -lt $((PROBE_TIMEOUT * 2)) ]; do
		grep -q 'not syncing\|Run /init\|Freeing unused kernel' "$log" && break
		sleep 0.5
		t=$((t + 1))
	done
	kill -KILL "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	grep -q 'not syncing\|Run /init\|Freeing unused kernel' "$log"
}

# pick_accel BZIMAGE: sets ACCEL and says why.
pick_accel() {
	local cache=$BUILD/qemu-accel key
	if [ -n "${ACCEL:-}" ]; then
		info "accelerator: $ACCEL (ACCEL=$ACCEL given)"
		return 0
	fi
	key="$(cat /proc/sys/kernel/random/boot_id 2>/dev/null) $($QEMU --version | head -n 1)"
	# one probe at a time: boots started together (test-boot-faults) wait
	# for the first one's verdict, and the probe's log is not shared
	mkdir -p "$BUILD"
	exec 7>"$cache.lock"
	wait_lock 7 -x "the KVM probe"
	if [ -f "$cache" ] && [ "$(sed -n 2p "$cache")" = "$key" ]; then
		ACCEL=$(sed -n 1p "$cache")
		exec 7>&-
		info "accelerator: $ACCEL (cached KVM probe of this host boot, $cache)"
		return 0
	fi
	info "probing KVM: boot the kernel with -accel kvm for at most ${PROBE_TIMEOUT}s"
	if probe_kvm "$1"; then
		ACCEL=kvm
		info "accelerator: kvm (the probe guest booted)"
	else
		ACCEL=tcg
		info "accelerator: tcg (a KVM guest did not boot within ${PROBE_TIMEOUT}s; /dev/kvm is not usable here)"
	fi
	printf '%s\n%s\n' "$ACCEL" "$key" >"$cache"
	exec 7>&-
}

start_qemu() {
	local kernel=$1 initrd=$2 extra=()
	# shellcheck disable=SC2206 # QEMU_EXTRA is a list of words on purpose
	[ -z "${QEMU_EXTRA:-}" ] || extra=($QEMU_EXTRA)
	: >"$LOG"
	$QEMU -accel "$ACCEL" -M pc -smp 2 -m 512M -nographic -no-reboot \
		-nodefaults -serial "file:$LOG" ${QEMU_BIOS:+-bios "$QEMU_BIOS"} \
		-kernel "$kernel" -initrd "$initrd" \
		-append "$CMDLINE${QEMU_APPEND:+ $QEMU_APPEND}" \
		-device edu "${extra[@]}" >"$LOG.qemu" 2>&1 </dev/null &
	QEMU_PID=$!
}

# show_progress FROM TO: print suite results of log lines FROM..TO.
show_progress() {
	sed -n "$1,$2p" "$LOG" |
		sed -E 's/^\[ *[0-9]+\.[0-9]+\] //' |
		grep -E '^(not )?ok [0-9]+ |Kernel panic|Oops[:-]|reboot: Power down' |
		while IFS= read -r line; do
			info "[$(elapsed_since "$T0")s] $line"
		done || true
}

# wait_qemu: poll the log until QEMU exits or the timeout; 0 if it exited.
wait_qemu() {
	local seen=0 n
	while kill -0 "$QEMU_PID" 2>/dev/null; do
		if [ "$(elapsed_since "$T0")" -ge "$QEMU_TIMEOUT" ]; then
			return 1
		fi
		sleep 1
		n=$(wc -l <"$LOG")
		if [ "$n" -gt "$seen" ]; then
			show_progress $((seen + 1)) "$n"
			seen=$n
		fi
	done
	wait "$QEMU_PID" || QEMU_RC=$?
	QEMU_PID=
	n=$(wc -l <"$LOG")
	[ "$n" -le "$seen" ] || show_progress $((seen + 1)) "$n"
}

# warning_traces: line numbers of "WARNING:" lines followed by a call trace.
warning_traces() {
	awk '/WARNING:/ { w = NR; wl = $0; next }
		w && /Call Trace:/ { printf "%d:%s\n", w, wl; w = 0 }
		w && NR > w + 60 { w = 0 }' "$LOG"
}

# tree_own: the FILE:LINE locations the guest named as WARNINGs of the
# tree's own driver ("toolkit: tree's own WARNING at FILE:LINE", printed by
# scripts/guest/ata.c for what the unconverted baseline did too).
tree_own() {
	tr -d '\r' <"$LOG" | sed -n "s/.*# toolkit: tree's own WARNING at \([^ ]*\)$/\1/p" | sort -u
}

# is_tree_own HIT: HIT ("N:line") is a WARNING at a location of tree_own.
is_tree_own() {
	local at
	[[ $1 == *"WARNING: CPU: "* ]] || return 1
	while IFS= read -r at; do
		[ -n "$at" ] && [[ $1 == *" at $at "* ]] && return 0
	done <<<"$OWN"
	return 1
}

# scan_log: report every crash marker with its log line; 1 if any.  A
# WARNING the guest showed to be the tree's own is named, not counted.
scan_log() {
	local hits n=0
	hits=$({
		grep -n -E "$CRASH_RE" "$LOG" || true
		warning_traces
	} | sort -t: -k1,1n -u | head -n 20)
	[ -n "$hits" ] || return 0
	OWN=$(tree_own)
	while IFS= read -r line; do
		if is_tree_own "$line"; then
			info "tree's own: ${LOG#"$TOP"/}:$line (the unconverted driver gives it too: not counted)"
			continue
		fi
		info "crash: ${LOG#"$TOP"/}:$line"
		n=$((n + 1))
	done <<<"$hits"
	[ "$n" -eq 0 ]
}

report_tail() {
	info "last lines of the console (${LOG#"$TOP"/}):"
	tail -n "${1:-25}" "$LOG" | sed 's/^/    /' >&2
}

main() {
	[ $# -eq 2 ] || die "usage: run-qemu.sh BZIMAGE INITRAMFS"
	require_cmd "$QEMU" qemu-system-x86
	[ -f "$1" ] || die "kernel image $1 not found: run scripts/stages/build-kernel.sh"
	[ -f "$2" ] || die "initramfs $2 not found: run scripts/stages/mkinitramfs.sh"
	case $QEMU_TIMEOUT in
	'' | *[!0-9]*) die "QEMU_TIMEOUT=$QEMU_TIMEOUT is not a number of seconds" ;;
	esac
	LOG=${CONSOLE_LOG:-$REPORTS/${NAME:-$DEFAULT_TREE_NAME-core}/boot/console.log}
	mkdir -p "$(dirname "$LOG")"
	trap cleanup EXIT
	trap 'cleanup; exit 130' INT TERM
	stage_begin run-qemu
	pick_accel "$1"
	info "booting (timeout ${QEMU_TIMEOUT}s), console: ${LOG#"$TOP"/}"
	T0=$EPOCHSECONDS
	QEMU_RC=0
	start_qemu "$1" "$2"
	local rc=0
	if ! wait_qemu; then
		cleanup
		info "timeout: the guest did not power off within ${QEMU_TIMEOUT}s, QEMU killed"
		report_tail 25
		rc=1
	elif [ "$QEMU_RC" -ne 0 ]; then
		info "QEMU failed (exit $QEMU_RC): $(tail -n 3 "$LOG.qemu" | tr '\n' ' ')"
		rc=1
	fi
	if ! scan_log; then
		report_tail 15
		rc=1
	fi
	if [ "$rc" -eq 0 ] && ! grep -q 'reboot: Power down' "$LOG"; then
		info "the guest stopped without powering off"
		report_tail 25
		rc=1
	fi
	info "boot took $(elapsed_since "$T0")s"
	stage_end
	return "$rc"
}

main "$@"
