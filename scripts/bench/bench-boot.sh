#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# make benchmark: the boot test's speed beside kunit.py's (never a test).
#
#   cold   scripts/stages/boot-test.sh with a fresh O= dir and ccache disabled
#          (CCACHE_DISABLE=1)
#   warm   scripts/stages/boot-test.sh with its usual O= dir, nothing changed
#          (what a second `make boot-test` costs)
#   kunit  tools/testing/kunit/kunit.py run --arch=x86_64 on the same
#          patched tree, same KUnit suites (the CONFIG_*_KUNIT_TEST lines
#          of scripts/guest/kernel.config), own build dir, TCG (QEMU's
#          default accelerator, qboot.rom as kunit.py chooses), cold
#          (fresh build dir, ccache disabled) and warm
#
# Prints the times side by side with the ratio kunit.py / boot-test.
# BENCH=warm runs only the two warm sides (no timed cold builds; a side
# that was never built is built once, untimed); BENCH=boot-warm only the
# boot test's warm side (no kunit.py build at all).
# The boot test's own pass/fail is reported but does not stop the bench.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

BENCH=${BENCH:-all}
FRAGMENT=${FRAGMENT:-$TOP/scripts/guest/kernel.config}
LOGDIR=$REPORTS/bench/boot

# time_cmd LOG COMMAND...: run, log, print the seconds it took; notes a
# failure on stderr but still gives the time.
time_cmd() {
	local log=$1 t0 rc=0
	shift
	t0=$EPOCHSECONDS
	"$@" >"$log" 2>&1 || rc=$?
	[ "$rc" -eq 0 ] || info "note: '$*' exited $rc (see ${log#"$TOP"/}): $(tail -n 1 "$log")"
	elapsed_since "$t0"
}

bench_boot_test() {
	local kind=$1 out=$BUILD/kbuild/bench-boot-cold
	if [ "$kind" = cold ]; then
		rm -rf "$out"
		info "cold boot-test: fresh $out, CCACHE_DISABLE=1 (a full kernel build, minutes)"
		KBUILD_OUT=$out CCACHE_DISABLE=1 time_cmd "$LOGDIR/boot-test-cold.log" \
			"$TOP/scripts/stages/boot-test.sh"
		rm -rf "$out"
	else
		[ "$kind" = prime ] || info "warm boot-test: nothing changed"
		time_cmd "$LOGDIR/boot-test-$kind.log" "$TOP/scripts/stages/boot-test.sh"
	fi
}

# kunitconfig: KUnit plus the suites' symbols of the boot-test fragment.
# write_kunitconfig FILE: KUnit, the suites, and the lock set-up the boot
# test's kernel has (SMP, lockdep): without it the lock-held cases skip
# (a UP kernel without lock debugging has no lock state to probe) and
# kunit.py would run fewer tests than the boot test.
write_kunitconfig() {
	{
		echo CONFIG_KUNIT=y
		grep -E '^CONFIG_(SMP|DEBUG_KERNEL|PROVE_LOCKING)=y$' "$FRAGMENT"
		grep -E '^CONFIG_[A-Z0-9_]+_KUNIT_TEST=y$' "$FRAGMENT"
	} >"$1"
}

# kunit_counts LOG: "N run, N skipped" from kunit.py's last summary line.
kunit_counts() {
	sed -nE 's/.*Ran ([0-9]+) tests: passed: ([0-9]+)(, skipped: ([0-9]+))?.*/\1 run, \2 passed, \4 skipped/p' "$1" |
		tail -n 1 | sed 's/,  skipped/, 0 skipped/'
}

bench_kunit() {
	local kind=$1 tree=$2 dir=$BUILD/kbuild/bench-kunit cfg=$BUILD/kbuild/bench-kunitconfig
	local cc=gcc
	command -v ccache >/dev/null 2>&1 && cc="ccache gcc"
	write_kunitconfig "$cfg"
	if [ "$kind" = cold ]; then
		rm -rf "$dir"
		info "cold kunit.py run: fresh $dir, CCACHE_DISABLE=1 (a larger kernel: many minutes)"
		export CCACHE_DISABLE=1
	else
		info "warm kunit.py run"
		unset CCACHE_DISABLE
	fi
	(cd "$tree" && time_cmd "$LOGDIR/kunit-$kind.log" python3 tools/testing/kunit/kunit.py run \
		--arch=x86_64 --build_dir="$dir" --kunitconfig="$cfg" \
		--make_options="CC=$cc" --jobs="$(jobs)" --timeout=600 --qemu_args="-smp 2")
	unset CCACHE_DISABLE
}

secs() {
	case $1 in *[!0-9]* | '') echo "$1" ;; *) echo "${1}s" ;; esac
}

ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9]+$/ && b > 0) printf "%.2f", a / b; else print "-" }'
}

main() {
	require_cmd python3 python3
	case $BENCH in all | warm | boot-warm) ;; *) die "BENCH=$BENCH: use BENCH=all, warm or boot-warm" ;; esac
	mkdir -p "$LOGDIR"
	local tree bc=- bw kc=- kw=-
	tree=$("$TOP/scripts/stages/apply-series.sh")
	if [ "$BENCH" = all ]; then
		bc=$(bench_boot_test cold)
		kc=$(bench_kunit cold "$tree")
	fi
	info "making sure the boot test's build is current (not timed)"
	bench_boot_test prime >/dev/null
	bw=$(bench_boot_test warm)
	if [ "$BENCH" != boot-warm ]; then
		if [ ! -f "$BUILD/kbuild/bench-kunit/arch/x86/boot/bzImage" ]; then
			info "priming the warm kunit.py build (not timed)"
			bench_kunit warm "$tree" >/dev/null
		fi
		kw=$(bench_kunit warm "$tree")
	fi
	printf '\n%-8s %12s %12s %10s\n' "" "boot-test" "kunit.py" "ratio"
	printf '%-8s %12s %12s %10s\n' cold "$(secs "$bc")" "$(secs "$kc")" "$(ratio "$kc" "$bc")"
	printf '%-8s %12s %12s %10s\n' warm "$(secs "$bw")" "$(secs "$kw")" "$(ratio "$kw" "$bw")"
	echo "(ratio = kunit.py time / boot-test time; logs in ${LOGDIR#"$TOP"/})"
	echo "(both: SMP, 2 vCPUs, PROVE_LOCKING, TCG; kunit.py warm: $(kunit_counts "$LOGDIR/kunit-warm.log" 2>/dev/null || echo '?'))"
	echo "(boot-test also boots PCI/ACPI, runs the two pm_test suspend cycles (pm_test_delay=1: 2 s of"
	echo " deliberate waiting) and checks its KTAP; kunit.py runs only the KUnit suites)"
}

main "$@"
