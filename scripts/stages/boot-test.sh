#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# make boot-test: the core series booted in QEMU, judged by its KTAP.
#
#   apply-series -> build-kernel -> mkinitramfs -> run-qemu -> ktap
#
# Applies patches/series to the worktree (scripts/stages/apply-series.sh), builds
# the small kernel of scripts/guest/kernel.config (scripts/stages/build-kernel.sh),
# the initramfs with the C /init (scripts/stages/mkinitramfs.sh), boots it under
# QEMU with a hard timeout (scripts/stages/run-qemu.sh) and parses the console's
# KTAP against scripts/guest/suites (scripts/stages/ktap.sh).  Everything lands in
# reports/<tree>/boot/: console.log (whole), build.log, ktap.txt.
#
# Prints each stage's time and ends with "N passed, N failed", counting the
# KTAP suites plus one item "boot" (the guest powered off with no panic,
# oops, BUG, WARNING or lockdep splat and within the timeout).  Exits 1 on a
# failed or missing suite, a crash or a timeout; 2 when a stage before the
# boot cannot run (the stage says why).
#
# BOOT_LEGACY=1 also loads the drivers `make convert-drivers` converted
# (reports/convert-drivers/latest.env; without it: a one-line error), built
# as modules against the same kernel (scripts/guest/kernel.config has what
# they need, so one kernel serves both): stage legacy-modules
# (scripts/stages/build-legacy-modules.sh) builds the converted drivers with M=
# into MODULES_DIR; the suites of scripts/guest/suites-legacy
# (edu_legacy, modules, lamp_legacy, ata_piix_baseline, ata_piix_converted)
# are expected too, and "legacy-modules" is one more item: it fails when a
# converted driver does not build.  Stage tree-drivers
# (scripts/stages/build-tree-drivers.sh) converts a driver of the tree itself,
# ata_piix, and builds it as the tree has it and converted; QEMU gets a raw
# IDE disk made for the boot (build/legacy-boot/disk.img, random bytes) and
# the kernel command line its checksum (toolkit.disk=<crc>:<bytes>, POSIX
# cksum); "tree-drivers" is one more item.
#
# Variables: FRAGMENT (config fragment), SUITES (expected suite list),
# MODULES_DIR (.ko files for the guest), BOOT_LEGACY, QEMU_TIMEOUT,
# QEMU_EXTRA, QEMU_APPEND, ACCEL (see the stage scripts).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

S=$TOP/scripts/stages
# The ata_piix suites' disk (BOOT_LEGACY=1): 8 MiB.
DISK_BYTES=$((8 << 20))
TIMES=()

# timed NAME VAR COMMAND...: run a stage, remember its time and put its
# stdout into VAR (none when VAR is "-").
timed() {
	local name=$1 var=$2 t0 rc=0 out
	shift 2
	t0=$EPOCHSECONDS
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
	wait_lock 9 -x "the boot test's kernel and images ($BUILD/.boot-test.lock)"
}

# legacy_check: BOOT_LEGACY=1 needs a convert-drivers run.
legacy_check() {
	LEGACY=0
	case ${BOOT_LEGACY:-} in
	'' | 0) return 0 ;;
	1) LEGACY=1 ;;
	*) die "BOOT_LEGACY=$BOOT_LEGACY: use BOOT_LEGACY=1 (load the converted drivers) or leave it unset" ;;
	esac
	[ -f "$REPORTS/convert-drivers/latest.env" ] ||
		die "BOOT_LEGACY=1 needs the converted drivers: run 'make convert-drivers' first"
}

# legacy_setup: the BOOT_LEGACY suites.
legacy_setup() {
	local work=$BUILD/legacy-boot
	mkdir -p "$work"
	cat "$SUITES" "$TOP/scripts/guest/suites-legacy" >"$work/suites"
	SUITES=$work/suites
}

# make_disk: the IDE disk of the ata_piix suites; sets QEMU_EXTRA and
# QEMU_APPEND for run-qemu.sh.
make_disk() {
	local img=$BUILD/legacy-boot/disk.img sum
	head -c "$DISK_BYTES" /dev/urandom >"$img"
	sum=$(cksum <"$img" | awk '{ print $1 ":" $2 }')
	export QEMU_EXTRA="${QEMU_EXTRA:+$QEMU_EXTRA }-drive file=$img,if=ide,index=0,media=disk,format=raw"
	export QEMU_APPEND="toolkit.disk=$sum${QEMU_APPEND:+ $QEMU_APPEND}"
	info "disk: ${img#"$TOP"/}, $DISK_BYTES random bytes, cksum $sum"
}

# item NAME RC WHAT-OK WHAT-FAILED: one more result line; counts into P, F.
item() {
	if [ "$2" -eq 0 ]; then
		printf 'ktap: %-24s ok       %s\n' "$1" "$3"
		P=$((P + 1))
	else
		printf 'ktap: %-24s FAILED   %s\n' "$1" "$4"
		F=$((F + 1))
	fi
}

main() {
	local tree name bzimage initrd dir results boot_rc=0 ktap_rc=0 line
	local legacy_rc=0 tree_rc=0
	T0=$EPOCHSECONDS
	legacy_check
	take_lock
	SUITES=${SUITES:-$TOP/scripts/guest/suites}
	timed series tree "$S/apply-series.sh" || stage_failed series $?
	name=$(tree_name "$tree")
	dir=$REPORTS/$name/boot
	mkdir -p "$dir"
	[ "$LEGACY" -eq 0 ] || legacy_setup
	export KBUILD_OUT=${KBUILD_OUT:-$BUILD/kbuild/$name-boot}
	timed build-kernel bzimage "$S/build-kernel.sh" "$tree" || stage_failed build-kernel $?
	if [ "$LEGACY" -eq 1 ]; then
		timed legacy-modules MODULES_DIR "$S/build-legacy-modules.sh" \
			"$tree" "$KBUILD_OUT" || legacy_rc=$?
		[ "$legacy_rc" -le 1 ] || stage_failed legacy-modules "$legacy_rc"
		export MODULES_DIR
		timed tree-drivers - "$S/build-tree-drivers.sh" "$tree" "$KBUILD_OUT" \
			"$MODULES_DIR" || tree_rc=$?
		[ "$tree_rc" -le 1 ] || stage_failed tree-drivers "$tree_rc"
		make_disk
	fi
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
	P=${line%% passed*}
	F=${line#*passed, }
	F=${F%% failed}
	item boot "$boot_rc" "powered off cleanly" "crash, timeout or no power-off (see run-qemu above)"
	if [ "$LEGACY" -eq 1 ]; then
		item legacy-modules "$legacy_rc" "every converted driver built" \
			"a converted driver does not build (see legacy-modules above)"
		item tree-drivers "$tree_rc" "ata_piix converted, both built" \
			"a tree driver did not convert or build (see tree-drivers above)"
	fi
	print_times
	info "reports: ${dir#"$TOP"/}/{console.log,build.log,ktap.txt}"
	echo "$P passed, $F failed"
	[ "$F" -eq 0 ]
}

main "$@"
