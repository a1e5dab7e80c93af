#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "legacy-modules" of `BOOT_LEGACY=1 scripts/stages/boot-test.sh`: build the
# drivers that `make convert-drivers` converted against the boot kernel.
#
#   scripts/stages/build-legacy-modules.sh TREE KBUILD_OUT
#
# Reads reports/convert-drivers/latest.env (REPO, HEAD), exports REPO's HEAD
# with git archive into build/legacy-boot/src (the user's files are never
# built in place) and builds every driver folder (one with a Kbuild or
# Makefile) with
#
#   make -C TREE O=KBUILD_OUT ARCH=x86_64 M=build/legacy-boot/src/<driver> W=1 modules
#
# against the boot kernel just built (its Module.symvers is made first with
# `make modules`, which compiles nothing when the kernel has no =m option).
# The .ko files go to build/legacy-boot/modules, the MODULES_DIR of
# scripts/stages/mkinitramfs.sh, whose path is printed on stdout.  A run
# that built every driver leaves a stamp (built_key): while the sources,
# the boot kernel, the tools and this script are the same, the next run
# reuses its modules and says its lines again (REBUILD=legacy-modules,
# or REBUILD=1, builds them).
#
# A driver that includes the headers of a subsystem the boot kernel lacks
# (ALSA: CONFIG_SND, fbdev: CONFIG_FB, AGP: CONFIG_AGP) is still compiled
# (modpost only warns about its missing symbols) but not loaded; it is
# listed as "not loaded: needs CONFIG_X".  scripts/guest/kernel.config
# enables the ones the legacy drivers of testdata/legacy need.
#
# A driver convert-drivers left work in for a human (LEFT_UNITS of
# latest.env: e.g. calls spatch could not parse, its shim kept for them) is
# not converted yet: it is neither built nor loaded, and its line says so.
#
# Prints one line per driver on stderr; the full log is
# reports/<tree>/boot/legacy-modules.log.  Exit 0 when every driver built,
# 1 when one did not (it is named with its first error), 2 on bad input.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

WORK=$BUILD/legacy-boot

# Header (extended regex on #include lines) -> Kconfig symbol it needs.
NEEDS=(
	'<sound/|CONFIG_SND'
	'<linux/fb\.h>|CONFIG_FB'
	'<linux/agp_backend\.h>|CONFIG_AGP'
)

load_env() {
	local env_file=$REPORTS/convert-drivers/latest.env
	[ -f "$env_file" ] ||
		die "BOOT_LEGACY=1 needs the converted drivers: run 'make convert-drivers' first (no ${env_file#"$TOP"/})"
	# shellcheck disable=SC1090
	. "$env_file"
	[ -n "${REPO:-}" ] && git -C "$REPO" rev-parse -q --verify HEAD >/dev/null 2>&1 ||
		die "REPO=${REPO:-} of ${env_file#"$TOP"/} is not a git repository: run 'make convert-drivers' again"
	[ "${KIND:-external}" = external ] ||
		die "latest.env has KIND=$KIND: the boot test loads out-of-tree drivers only; run 'make convert-drivers' on testdata/legacy"
}

export_sources() {
	rm -rf "$WORK/src" "$WORK/modules"
	mkdir -p "$WORK/src" "$WORK/modules"
	git -C "$REPO" archive HEAD | tar -x -C "$WORK/src"
	info "sources: $REPO at $(git -C "$REPO" rev-parse --short HEAD) -> ${WORK#"$TOP"/}/src"
}

# symvers: the boot kernel's Module.symvers, needed by modpost with M=.
symvers() {
	[ -f "$OUT/Module.symvers" ] && [ "$OUT/Module.symvers" -nt "$OUT/vmlinux" ] &&
		return 0
	boot_make "$TREE" "$OUT" -s -j"$(jobs)" modules >>"$LOG" 2>&1 ||
		die "make modules in $OUT failed (see ${LOG#"$TOP"/}): rebuild the boot kernel"
}

# missing_config DIR: the Kconfig symbols DIR's sources need that the boot
# kernel lacks, blank separated.
missing_config() {
	local entry re sym out=""
	for entry in "${NEEDS[@]}"; do
		re=${entry%|*}
		sym=${entry#*|}
		grep -qE "^#include[[:space:]]*$re" "$1"/*.[ch] 2>/dev/null || continue
		grep -qE "^$sym=[ym]$" "$OUT/.config" || out+=" $sym"
	done
	echo "${out# }"
}

# needs DIR: the driver folders DIR's Kbuild says it needs ("# Needs: a b"
# on its first words: a bus core whose exported symbols it uses).
needs() {
	sed -n 's/^#[[:space:]]*Needs:[[:space:]]*//p' "$1/Kbuild" 2>/dev/null |
		sed 's/(.*//' | tr ' ' '\n' | grep -E '^[A-Za-z0-9_-]+$' || true
}

# say LINE: a line of the stage's verdict, on stderr and kept for a run
# that reuses the modules.
say() {
	info "$1"
	printf '%s\n' "$1" >>"$WORK/said"
}

# built_key: what the modules are built from: the converted sources (their
# git tree), the drivers left for a human and the reports the lines name,
# the boot kernel (its .config and vmlinux), make's tools and the
# environment kbuild reads, and this script and lib.sh.
built_key() {
	{
		git -C "$REPO" rev-parse 'HEAD^{tree}'
		echo "left: ${LEFT_UNITS:-}; ${NAME:-}; $LOG"
		sha1sum <"$OUT/.config"
		stat -c '%s %Y %i' "$OUT/vmlinux"
		echo "ARCH=$BOOT_ARCH ${KTOOLS[*]}"
		kbuild_env
		cat "$0" "$TOP/scripts/lib/lib.sh"
	} | sha1sum | cut -d' ' -f1
}

# reuse KEY: the modules of the last run that built every driver, when it
# was built from KEY (never when rebuild_asked): its lines said again, its
# log.
reuse() {
	! rebuild_asked legacy-modules && [ "$(cat "$WORK/.toolkit-built" 2>/dev/null)" = "$1" ] &&
		[ -d "$WORK/modules" ] && [ -f "$WORK/said" ] || return 1
	info "nothing changed since the modules were built (sources, kernel, tools: ${WORK#"$TOP"/}/.toolkit-built): reusing ${WORK#"$TOP"/}/modules (REBUILD=legacy-modules builds them)"
	local line
	while IFS= read -r line; do info "$line"; done <"$WORK/said"
	{
		echo "reused: the modules of the last run, built from the same sources, kernel and tools; its log:"
		cat "$WORK/built.log"
	} >"$LOG"
}

# build_driver DIR: compile one driver; records its verdict.
build_driver() {
	local dir=$1 name missing dlog rc=0 ko warn first n extra=""
	name=$(basename "$dir")
	missing=$(missing_config "$dir")
	dlog=$WORK/$name.log
	for n in $(needs "$dir"); do
		[ -f "$WORK/src/$n/Module.symvers" ] && extra+=" $WORK/src/$n/Module.symvers"
	done
	boot_make "$TREE" "$OUT" M="$dir" W=1 \
		${extra:+KBUILD_EXTRA_SYMBOLS="${extra# }"} \
		${missing:+KBUILD_MODPOST_WARN=1} modules >"$dlog" 2>&1 || rc=$?
	cat "$dlog" >>"$LOG"
	warn=$(grep -c -E 'warning:' "$dlog" || true)
	if [ "$rc" -ne 0 ]; then
		first=$(grep -m 1 -E 'error:|ERROR:' "$dlog" || tail -n 1 "$dlog")
		say "$(printf '%-12s FAILED   %s' "$name" "$first")"
		FAILED+=("$name")
		return 0
	fi
	if [ -n "$missing" ]; then
		say "$(printf '%-12s built    not loaded: needs %s' "$name" "$missing")"
		return 0
	fi
	for ko in "$dir"/*.ko; do
		[ -e "$ko" ] || continue
		cp "$ko" "$WORK/modules/"
		LOADED+=("$(basename "$ko")")
	done
	say "$(printf '%-12s built    to the guest: %s%s' "$name" \
		"$(cd "$dir" && echo ./*.ko | sed 's|\./||g')" \
		"$([ "$warn" -eq 0 ] || echo ", $warn W=1 warning(s)")")"
}

main() {
	[ $# -eq 2 ] || die "usage: build-legacy-modules.sh TREE KBUILD_OUT"
	check_rebuild
	TREE=$(cd "$1" && pwd)
	OUT=$(cd "$2" && pwd)
	is_kernel_tree "$TREE" || die "$TREE is not a kernel tree: run 'make series'"
	[ -f "$OUT/vmlinux" ] || die "$OUT holds no built kernel: run scripts/stages/build-kernel.sh"
	kernel_tools
	load_env
	LOG=$REPORTS/$(tree_name "$TREE")/boot/legacy-modules.log
	mkdir -p "$(dirname "$LOG")"
	: >"$LOG"
	stage_begin legacy-modules
	local key
	key=$(built_key)
	if reuse "$key"; then
		stage_end
		echo "$WORK/modules"
		return 0
	fi
	rm -f "$WORK/.toolkit-built" "$WORK/said"
	export_sources
	symvers
	FAILED=()
	LOADED=()
	local d
	LEFT=()
	# a driver that needs another (# Needs: in its Kbuild) is built after it
	local -a dirs
	mapfile -t dirs < <(for x in "$WORK"/src/*/; do
		x=${x%/}
		if [ -n "$(needs "$x")" ]; then echo "1 $x"; else echo "0 $x"; fi
	done | sort | cut -d' ' -f2-)
	for d in "${dirs[@]}"; do
		[ -f "$d/Kbuild" ] || [ -f "$d/Makefile" ] || continue
		if [[ " ${LEFT_UNITS:-} " == *" $(basename "$d") "* ]]; then
			say "$(printf '%-12s skipped  left for a human by convert-drivers (%s)' "$(basename "$d")" \
				"${NAME:+reports/convert-drivers/$NAME/SUMMARY}")"
			LEFT+=("$(basename "$d")")
			continue
		fi
		build_driver "$d"
	done
	say "${#LOADED[@]} module(s) for the guest, ${#FAILED[@]} driver(s) failed to build, ${#LEFT[@]} left for a human (log: ${LOG#"$TOP"/})"
	stage_end
	echo "$WORK/modules"
	[ "${#FAILED[@]}" -eq 0 ] || {
		info "not built: ${FAILED[*]}: the converted code does not compile against the boot kernel"
		return 1
	}
	cp "$LOG" "$WORK/built.log"
	echo "$key" >"$WORK/.toolkit-built"
}

main "$@"
