#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "tree-drivers" of `BOOT_LEGACY=1 scripts/stages/boot-test.sh`: a driver of
# the boot kernel's own tree, as the tree has it and as the toolkit
# converts it, built as two modules for the guest, which runs the same
# test on both (the unconverted one is the baseline).
#
#   scripts/stages/build-tree-drivers.sh TREE KBUILD_OUT MODULES_DIR
#
# The drivers are listed in DRIVERS below, each with the rules that
# convert it, in order.  Today: drivers/ata/ata_piix.c with pci_legacy_pm
# (QEMU's -M pc has its PIIX3 IDE controller; scripts/guest/ata.c is the
# guest's side).  For each:
#   - its file is copied out of TREE into build/legacy-boot/tree/<name>/<name>
#     with a one-line Kbuild (the tree is never built in or edited);
#   - `make convert-drivers` converts the copy (TARGET=that folder,
#     KERNEL_TREE=TREE for checkpatch, RULES=its rules) into a scratch
#     reports folder; it must exit 0 with exactly one patch, which is kept
#     as reports/<tree>/boot/<name>.patch;
#   - the copy and the converted file are built with
#     `make -C TREE O=KBUILD_OUT ARCH=x86_64 M=dir W=1 modules` into
#     MODULES_DIR/<name>/baseline/<name>.ko and .../converted/<name>.ko.
# scripts/guest/pmprobe (kprobes on libata's ata_host_suspend() and
# ata_host_resume(): which callbacks ran, with which event) is built into
# MODULES_DIR/pmprobe/.
#
# BREAK_CONVERSION=1 builds, as the converted module, the tree's file with
# its pci_driver .suspend/.resume initialisers deleted: a conversion that
# lost the callbacks.  test-boot-legacy uses it to prove the guest notices.
#
# Prints one line per module on stderr; the log is
# reports/<tree>/boot/tree-drivers.log.  Exit 0 when every module built,
# 1 when a conversion or a build failed (named with its first error),
# 2 on bad input.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

WORK=$BUILD/legacy-boot/tree

# FILE (in TREE)|RULES (convert-drivers' RULES, in order)
DRIVERS=(
	'drivers/ata/ata_piix.c|pci_legacy_pm'
)

# kbuild DIR NAME: DIR/Kbuild building NAME.o as a module.
kbuild() {
	printf '# SPDX-License-Identifier: GPL-2.0\nobj-m := %s.o\n' "$2" >"$1/Kbuild"
}

# build_module DIR TO: compile the module of DIR, copy its .ko to TO (an
# earlier run's TO goes first: build-legacy-modules may reuse the modules
# folder, and a module that fails now must not be loaded from the last).
build_module() {
	local dir=$1 to=$2 log rc=0 first
	log=$dir.log
	rm -rf "$to"
	boot_make "$TREE" "$OUT" M="$dir" W=1 modules >"$log" 2>&1 || rc=$?
	cat "$log" >>"$LOG"
	if [ "$rc" -ne 0 ]; then
		first=$(grep -m 1 -E 'error:|ERROR:' "$log" || tail -n 1 "$log")
		info "$(printf '%-28s FAILED   %s' "${to#"$MODULES_DIR"/}" "$first")"
		FAILED+=("${to#"$MODULES_DIR"/}")
		return 0
	fi
	mkdir -p "$to"
	cp "$dir"/*.ko "$to/"
	info "$(printf '%-28s built    %s W=1 warning(s)' "${to#"$MODULES_DIR"/}" \
		"$(grep -c -E 'warning:' "$log" || true)")"
}

# convert NAME SRC RULES DEST: convert-drivers over SRC; the converted
# folder goes to DEST, the patch to the boot reports.  1 when it failed.
convert() {
	local name=$1 src=$2 rules=$3 dest=$4 rep=$WORK/$1/reports rc=0 patches
	rm -rf "$rep"
	REPORTS=$rep TARGET=$src KERNEL_TREE=$TREE RULES=$rules \
		"$TOP/scripts/stages/convert-drivers.sh" >"$WORK/$name/convert.log" 2>&1 || rc=$?
	cat "$WORK/$name/convert.log" >>"$LOG"
	if [ "$rc" -ne 0 ]; then
		info "$name: convert-drivers RULES=\"$rules\" exited $rc: $(grep -m 1 -E 'error:|left for a human' \
			"$WORK/$name/convert.log" || echo "see ${LOG#"$TOP"/}")"
		return 1
	fi
	patches=$(find "$rep/convert-drivers" -name '0*.patch' ! -name '0000-*')
	if [ "$(wc -l <<<"$patches")" -ne 1 ] || [ -z "$patches" ]; then
		info "$name: convert-drivers RULES=\"$rules\" wrote $(grep -c . <<<"$patches") patch(es), not one"
		return 1
	fi
	cp "$patches" "$PATCH_DIR/$name.patch"
	(
		# shellcheck disable=SC1091
		. "$rep/convert-drivers/latest.env"
		mkdir -p "$dest"
		git -C "$REPO" archive HEAD | tar -x -C "$dest"
	)
	info "$name: converted by $rules: ${PATCH_DIR#"$TOP"/}/$name.patch ($(grep -c '^[-+][^-+]' "$patches") changed lines)"
}

# break_conversion FILE DEST: FILE without its .suspend/.resume lines.
break_conversion() {
	mkdir -p "$2"
	sed -E '/^[[:space:]]*\.(suspend|resume)[[:space:]]*=/d' "$1" >"$2/$(basename "$1")"
	info "BREAK_CONVERSION=1: the converted $(basename "$1") is the tree's without its .suspend/.resume"
}

# tree_driver FILE RULES: baseline and converted modules of one driver.
tree_driver() {
	local file=$1 rules=$2 name dir
	name=$(basename "$file" .c)
	dir=$WORK/$name
	[ -f "$TREE/$file" ] || die "$file is not in $TREE: the tree-drivers list needs a 6.1 or 6.12 tree"
	rm -rf "$dir"
	mkdir -p "$dir/$name"
	cp "$TREE/$file" "$dir/$name/"
	kbuild "$dir/$name" "$name"
	cp -a "$dir/$name" "$dir/baseline"
	build_module "$dir/baseline" "$MODULES_DIR/$name/baseline"
	if [ "${BREAK_CONVERSION:-0}" = 1 ]; then
		break_conversion "$dir/$name/$name.c" "$dir/converted"
		kbuild "$dir/converted" "$name"
	elif ! convert "$name" "$dir/$name" "$rules" "$dir/converted"; then
		FAILED+=("$name/converted")
		return 0
	fi
	build_module "$dir/converted" "$MODULES_DIR/$name/converted"
}

build_pmprobe() {
	rm -rf "$WORK/pmprobe"
	cp -a "$TOP/scripts/guest/pmprobe" "$WORK/pmprobe"
	build_module "$WORK/pmprobe" "$MODULES_DIR/pmprobe"
}

main() {
	[ $# -eq 3 ] || die "usage: build-tree-drivers.sh TREE KBUILD_OUT MODULES_DIR"
	TREE=$(cd "$1" && pwd)
	OUT=$(cd "$2" && pwd)
	is_kernel_tree "$TREE" || die "$TREE is not a kernel tree: run 'make series'"
	[ -f "$OUT/Module.symvers" ] ||
		die "$OUT has no Module.symvers: build the boot kernel's modules first (scripts/stages/build-legacy-modules.sh)"
	mkdir -p "$3"
	MODULES_DIR=$(cd "$3" && pwd)
	kernel_tools
	PATCH_DIR=$REPORTS/$(tree_name "$TREE")/boot
	LOG=$PATCH_DIR/tree-drivers.log
	mkdir -p "$PATCH_DIR" "$WORK"
	: >"$LOG"
	stage_begin tree-drivers
	FAILED=()
	local entry
	for entry in "${DRIVERS[@]}"; do
		rm -rf "${MODULES_DIR:?}/$(basename "${entry%|*}" .c)"
		tree_driver "${entry%|*}" "${entry#*|}"
	done
	rm -rf "$MODULES_DIR/pmprobe"
	build_pmprobe
	stage_end
	[ "${#FAILED[@]}" -eq 0 ] || {
		info "not built: ${FAILED[*]} (log: ${LOG#"$TOP"/})"
		return 1
	}
}

main "$@"
