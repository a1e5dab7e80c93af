#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "build-kernel" of the boot test: build the small x86-64 kernel.
#
#   scripts/stages/build-kernel.sh [TREE]
#   scripts/stages/build-kernel.sh --question [TREE]
#
# TREE defaults to the patched tree that scripts/stages/apply-series.sh prints.
# The build goes to O=build/kbuild/<tree>-boot: `make tinyconfig`, then the
# fragment scripts/guest/kernel.config (FRAGMENT=file for another one) merged
# with merge_config.sh and `make olddefconfig`.  Every fragment line is then
# checked in the final .config: a symbol that did not stick is a one-line
# error naming it (a symbol no Kconfig file defines means the patch series
# is not applied).  The config is regenerated only when the fragment, the
# tree's commit or its Kconfig files changed (a stamp in O=).  A build that
# went through leaves a second stamp, $OUT/.toolkit-built (built_state):
# while the tree's commit and working tree (lib.sh's tree_state: every
# file that differs from the commit, untracked and ignored ones too, by
# content), the config, the
# make command line, the environment kbuild reads and the bzImage are what
# it left, make is not run again (a no-op make of this kernel costs 12-25
# s, and make test asks for the kernel four times); REBUILD=kernel (or
# REBUILD=1) runs it.
# Compiles with CC= and HOSTCC="ccache gcc" when ccache exists (lib.sh's
# kernel_tools; CCACHE_DISABLE=1 turns the cache off without changing the
# command line), -j$(nproc), prints progress and the time; the full log is
# kept in reports/<tree>/boot/build.log.  Prints the bzImage path on
# stdout.  --question (as make -q) builds nothing and writes no log: exit
# 0 when the stamps hold (a run would not configure and not run make), 1
# when a run would, with what changed on stdout.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

FRAGMENT=${FRAGMENT:-$TOP/scripts/guest/kernel.config}

kmake() {
	boot_make "$TREE" "$OUT" -s "$@"
}

pick_cc() {
	kernel_tools
	[ "$(kernel_cc)" != gcc ] || info "ccache not found (Debian package ccache): building without a cache"
}

# config_stamp: what the .config depends on: the fragment and the tree.
config_stamp() {
	{
		cat "$FRAGMENT"
		git -C "$TREE" rev-parse HEAD 2>/dev/null || echo "no-git"
		tree_state "$TREE" '*Kconfig*' || true
		echo "${KTOOLS[*]}"
	} | sha1sum | cut -d' ' -f1
}

# fragment_lines: the CONFIG_ lines of the fragment, normalised to
# "CONFIG_X=v" or "CONFIG_X=n".
fragment_lines() {
	sed -n -E -e 's/^(CONFIG_[A-Za-z0-9_]+=.*)$/\1/p' \
		-e 's/^# (CONFIG_[A-Za-z0-9_]+) is not set$/\1=n/p' "$FRAGMENT"
}

make_config() {
	info "configuring: tinyconfig + ${FRAGMENT#"$TOP"/}"
	kmake tinyconfig >"$LOG" 2>&1 || fail_log "make tinyconfig failed"
	"$TREE/scripts/kconfig/merge_config.sh" -m -O "$OUT" "$OUT/.config" \
		"$FRAGMENT" >>"$LOG" 2>&1 || fail_log "merge_config.sh failed"
	kmake olddefconfig >>"$LOG" 2>&1 || fail_log "make olddefconfig failed"
}

# symbol_defined SYM: some Kconfig file of the tree defines SYM.
symbol_defined() {
	grep -rqE --include='Kconfig*' \
		"^[[:space:]]*(menu)?config[[:space:]]+$1[[:space:]]*$" "$TREE"
}

# verify_config: every fragment line must be in .config as asked.
verify_config() {
	local line sym want have missing=() unmet=()
	while IFS= read -r line; do
		sym=${line%%=*}
		want=${line#*=}
		have=$(sed -n -E "s/^$sym=(.*)$/\\1/p" "$OUT/.config")
		[ -n "$have" ] || have=n
		[ "$have" = "$want" ] && continue
		if symbol_defined "${sym#CONFIG_}"; then
			unmet+=("$sym=$want (got $have)")
		else
			missing+=("$sym")
		fi
	done < <(fragment_lines)
	rm -f "$OUT/.toolkit-config-stamp"
	if [ "${#missing[@]}" -gt 0 ]; then
		die "${missing[*]} not set: no Kconfig of $TREE defines it; is the patch series applied? (make series)"
	fi
	if [ "${#unmet[@]}" -gt 0 ]; then
		die "${unmet[*]}: did not stick in $OUT/.config; a dependency is unmet, see 'make O=$OUT ARCH=$BOOT_ARCH menuconfig' and search the symbol"
	fi
}

# built_state: what the last build that went through was made from and
# left, as text: the config stamp (the fragment, the tree's commit, the
# tools), every change of the tree's working tree, the rest of make's
# command line, the environment kbuild reads, the .config and the bzImage.
built_state() {
	{
		config_stamp
		tree_state "$TREE" || echo "no status: $(date +%s%N)"
		echo "ARCH=$BOOT_ARCH"
		kbuild_env
		sha1sum <"$OUT/.config"
		stat -c '%s %Y %i' "$OUT/arch/x86/boot/bzImage" 2>/dev/null || echo "no bzImage"
	}
}

# config_holds STAMP: the .config was made from what config_stamp says now.
config_holds() {
	[ -f "$OUT/.config" ] && [ "$(cat "$OUT/.toolkit-config-stamp" 2>/dev/null)" = "$1" ]
}

# built_holds: no REBUILD asks for the kernel, and the last build that went
# through left a stamp that built_state says again (its text now goes to
# $OUT/.toolkit-built.now).
built_holds() {
	! rebuild_asked kernel && [ -f "$OUT/arch/x86/boot/bzImage" ] &&
		built_state >"$OUT/.toolkit-built.now" && cmp -s "$OUT/.toolkit-built.now" "$OUT/.toolkit-built"
}

# stale_reason: why the last build's stamp does not hold, when there is
# one and it was compared: its lines that changed.
stale_reason() {
	! rebuild_asked kernel && [ -f "$OUT/.toolkit-built" ] && [ -f "$OUT/.toolkit-built.now" ] || return 0
	echo "the last build's stamp (${OUT#"$TOP"/}/.toolkit-built) does not hold; what changed:"
	diff -U0 "$OUT/.toolkit-built" "$OUT/.toolkit-built.now" | grep -E '^[-+][^-+]' || true
}

# question: --question's answer (see the header).
question() {
	if ! config_holds "$(config_stamp)"; then
		echo "the config would be made again: no .config, or the fragment, the tree's commit, its Kconfig files or the tools changed"
		return 1
	fi
	if built_holds; then
		rm -f "$OUT/.toolkit-built.now"
		return 0
	fi
	if rebuild_asked kernel; then
		echo "REBUILD=$REBUILD asks for the kernel"
	elif [ ! -f "$OUT/.toolkit-built" ]; then
		echo "no build went through in ${OUT#"$TOP"/} yet"
	else
		stale_reason
	fi
	rm -f "$OUT/.toolkit-built.now"
	return 1
}

fail_log() {
	tail -n 20 "$LOG" >&2
	die "$1 (full log: ${LOG#"$TOP"/})"
}

# progress: one line every 15 s with the number of objects compiled,
# against the count of the previous full build when there is one.
progress() {
	local t0=$1 total=$2 n line last=0 now
	n=0
	while IFS= read -r line; do
		printf '%s\n' "$line" >>"$LOG"
		case $line in
		*" CC "* | *" AS "* | *" LD "* | *" AR "*) n=$((n + 1)) ;;
		esac
		printf -v now '%(%s)T' -1
		if [ $((now - last)) -ge 15 ]; then
			last=$now
			if [ "$total" -gt 0 ]; then
				info "building: $n/~$total steps ($((n * 100 / total))%), $((now - t0))s"
			else
				info "building: $n steps, $((now - t0))s"
			fi
		fi
	done
	echo "$n" >"$OUT/.toolkit-steps.new"
}

build_image() {
	local t0 total=0 rc=0
	t0=$(date +%s)
	[ -f "$OUT/.toolkit-steps" ] && total=$(cat "$OUT/.toolkit-steps")
	info "make -j$(jobs) bzImage (${KTOOLS[*]}${CCACHE_DISABLE:+, CCACHE_DISABLE=1})"
	boot_make "$TREE" "$OUT" -j"$(jobs)" bzImage 2>&1 |
		progress "$t0" "$total" || rc=$?
	[ "$rc" -eq 0 ] || fail_log "kernel build failed"
	# Remember the largest step count: that of a full build.
	if [ "$(cat "$OUT/.toolkit-steps.new")" -gt "$total" ]; then
		mv "$OUT/.toolkit-steps.new" "$OUT/.toolkit-steps"
	fi
	rm -f "$OUT/.toolkit-steps.new"
}

main() {
	require_cmd make make
	require_cmd gcc gcc
	require_cmd flex flex
	require_cmd bison bison
	require_cmd bc bc
	local ask=
	[ "${1:-}" != --question ] || { ask=1; shift; }
	TREE=${1:-}
	if [ -z "$TREE" ]; then
		TREE=$("$TOP/scripts/stages/apply-series.sh")
	fi
	is_kernel_tree "$TREE" || die "$TREE is not a kernel tree: run 'make series' or set KERNEL_TREE"
	TREE=$(cd "$TREE" && pwd)
	[ -f "$FRAGMENT" ] || die "config fragment $FRAGMENT not found: restore scripts/guest/kernel.config"
	OUT=${KBUILD_OUT:-$BUILD/kbuild/$(tree_name "$TREE")-boot}
	LOG=$REPORTS/$(tree_name "$TREE")/boot/build.log
	if [ -n "$ask" ]; then
		local rc=0
		kernel_tools
		question || rc=$?
		exit "$rc"
	fi
	[ -f "$OUT/vmlinux" ] || need_space "$OUT" 800 "building the boot kernel in $OUT"
	mkdir -p "$OUT" "$(dirname "$LOG")"
	: >"$LOG"
	pick_cc
	stage_begin build-kernel
	local stamp
	stamp=$(config_stamp)
	if config_holds "$stamp"; then
		info "config unchanged (stamp), keeping $OUT/.config"
	else
		make_config
		verify_config
		echo "$stamp" >"$OUT/.toolkit-config-stamp"
	fi
	if built_holds; then
		info "nothing changed since the last build went through (tree commit and working tree, config, make's command line and environment: ${OUT#"$TOP"/}/.toolkit-built): no make (REBUILD=kernel runs it)" 2>&1 |
			tee -a "$LOG" >&2
	else
		stale_reason >>"$LOG"
		rm -f "$OUT/.toolkit-built" "$OUT/.toolkit-built.now"
		build_image
		built_state >"$OUT/.toolkit-built"
	fi
	stage_end
	echo "$OUT/arch/x86/boot/bzImage"
}

main "$@"
