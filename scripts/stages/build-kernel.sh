#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "build-kernel" of the boot test: build the small x86-64 kernel.
#
#   scripts/stages/build-kernel.sh [TREE]
#   scripts/stages/build-kernel.sh --question TREE
#
# TREE defaults to the patched tree that scripts/stages/apply-series.sh prints.
# The build goes to O=build/kbuild/<tree>-boot: `make tinyconfig`, then the
# fragment scripts/guest/kernel.config (FRAGMENT=file for another one) merged
# with merge_config.sh and `make olddefconfig`.  Every fragment line is then
# checked in the final .config: a symbol that did not stick is a one-line
# error naming it (a symbol no Kconfig file defines means the patch series
# is not applied).  The config is regenerated only when the fragment, the
# tree's commit, its Kconfig files or the tools changed (a stamp in O=).
# A build that went through leaves a second stamp, $OUT/.toolkit-built
# (built_state): while the tree's commit and working tree (lib.sh's
# tree_state: every file that differs from the commit, untracked and
# ignored ones too, by content), the config, the make command line, the
# environment kbuild reads and the bzImage are what it left, make is not
# run again (a no-op make of this kernel costs 12-25
# s, and make test asks for the kernel four times); REBUILD=kernel (or
# REBUILD=1) runs it.
# Compiles with CC= and HOSTCC="ccache gcc" when ccache exists (lib.sh's
# kernel_tools; CCACHE_DISABLE=1 turns the cache off without changing the
# command line), -j$(nproc), prints progress and the time; the full log is
# kept in reports/<tree>/boot/build.log.  Prints the bzImage path on
# stdout.  --question TREE (as make -q) builds nothing and writes nothing:
# exit 0 when the stamps hold (a run would not configure and not run
# make), 1 when a run would, with what changed on stdout.
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
# left, as text: the config stamp (CONFIG_STAMP: the fragment, the tree's
# commit and Kconfig files, the tools), the tree's working tree
# (tree_state), the rest of make's command line, the environment kbuild
# reads, the .config and the bzImage.
built_state() {
	{
		echo "$CONFIG_STAMP"
		tree_state "$TREE" || echo "no status: $(date +%s%N)"
		echo "ARCH=$BOOT_ARCH"
		kbuild_env
		sha1sum <"$OUT/.config"
		stat -c '%s %Y %i' "$OUT/arch/x86/boot/bzImage" 2>/dev/null || echo "no bzImage"
	}
}

# config_holds: the .config was made from what CONFIG_STAMP says now.
config_holds() {
	[ -f "$OUT/.config" ] && [ "$(cat "$OUT/.toolkit-config-stamp" 2>/dev/null)" = "$CONFIG_STAMP" ]
}

# stamp_news NOW: why make must run, NOW being what built_state says now:
# REBUILD asks for it, no build went through yet, the bzImage is gone, or
# the last build's stamp does not hold (its lines that changed).  Nothing
# when the stamp holds.
stamp_news() {
	local now=$1 out=${OUT#"$TOP"/}
	if rebuild_asked kernel; then
		echo "REBUILD=$REBUILD asks for the kernel"
	elif [ ! -f "$OUT/.toolkit-built" ]; then
		echo "no build went through in $out yet"
	elif [ ! -f "$OUT/arch/x86/boot/bzImage" ]; then
		echo "no bzImage in $out"
	elif [ "$now" != "$(cat "$OUT/.toolkit-built")" ]; then
		echo "the last build's stamp ($out/.toolkit-built) does not hold; what changed:"
		diff -U0 "$OUT/.toolkit-built" <(printf '%s\n' "$now") | grep -E '^[-+][^-+]' || true
	fi
}

# question: --question's answer (see the header); writes nothing.
question() {
	local news
	CONFIG_STAMP=$(config_stamp)
	if ! config_holds; then
		echo "the config would be made again: no .config, or the fragment, the tree's commit, its Kconfig files or the tools changed"
		return 1
	fi
	news=$(stamp_news "$(built_state)")
	[ -n "$news" ] || return 0
	printf '%s\n' "$news"
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
	t0=$EPOCHSECONDS
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
	check_rebuild
	TREE=${1:-}
	[ -z "$ask" ] || [ -n "$TREE" ] ||
		die "--question needs the tree: scripts/stages/build-kernel.sh --question TREE (scripts/stages/apply-series.sh prints the patched one, and may apply the series first)"
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
	local news
	CONFIG_STAMP=$(config_stamp)
	if config_holds; then
		info "config unchanged (stamp), keeping $OUT/.config"
	else
		make_config
		verify_config
		echo "$CONFIG_STAMP" >"$OUT/.toolkit-config-stamp"
	fi
	news=$(stamp_news "$(built_state)")
	if [ -z "$news" ]; then
		info "nothing changed since the last build went through (tree commit and working tree, config, make's command line and environment: ${OUT#"$TOP"/}/.toolkit-built): no make (REBUILD=kernel runs it)" 2>&1 |
			tee -a "$LOG" >&2
	else
		printf '%s\n' "$news" >>"$LOG"
		rm -f "$OUT/.toolkit-built"
		build_image
		built_state >"$OUT/.toolkit-built"
	fi
	stage_end
	echo "$OUT/arch/x86/boot/bzImage"
}

main "$@"
