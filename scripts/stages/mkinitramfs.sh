#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "mkinitramfs" of the boot test: the guest's initramfs.
#
#   scripts/stages/mkinitramfs.sh [TREE]
#
# Builds scripts/guest/*.c (init.c and the suites it calls, init.h between
# them) as one static program (gcc -static -Os -Wall -Wextra -Werror) and packs it as /init of a newc cpio archive, with
# /dev/console and the mount points it needs, using the kernel tree's own
# usr/gen_init_cpio (compiled here from TREE, default the baseline tree), so
# no root rights and no busybox are needed.  MODULES_DIR=dir adds dir/*.ko
# as /lib/modules/toolkit/ (the init loads them in name order), and the .ko
# files of its sub-folders under the same sub-folders (the init loads those
# itself when a suite needs them: scripts/guest/ata.c).
# Writes build/initramfs/initramfs.cpio (INITRAMFS_DIR= for another folder)
# and prints its path.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

OUTDIR=${INITRAMFS_DIR:-$BUILD/initramfs}
GUEST=$TOP/scripts/guest

# init_fresh: the built init is newer than its sources and this script.
init_fresh() {
	local f
	for f in "$GUEST"/*.[ch] "${BASH_SOURCE[0]}"; do
		[ "$OUTDIR/init" -nt "$f" ] || return 1
	done
}

build_init() {
	# rebuilt only when a source or this script changed (a warm boot test)
	init_fresh && return 0
	gcc -static -Os -Wall -Wextra -Werror -o "$OUTDIR/init" "$GUEST"/*.c ||
		die "scripts/guest/*.c do not build: fix the errors above"
	strip "$OUTDIR/init" 2>/dev/null || true
}

# gen_init_cpio: compile the tree's usr/gen_init_cpio.c once.
build_gen_init_cpio() {
	local src=$1/usr/gen_init_cpio.c
	[ -f "$src" ] || die "$src not found: TREE must be a kernel source tree"
	if [ ! -x "$OUTDIR/gen_init_cpio" ] || [ "$src" -nt "$OUTDIR/gen_init_cpio" ]; then
		gcc -O2 -o "$OUTDIR/gen_init_cpio" "$src" ||
			die "cannot compile $src: install gcc (make setup)"
	fi
}

# file_list: the gen_init_cpio description of the archive.
file_list() {
	local ko
	cat <<-EOF
		dir /dev 0755 0 0
		nod /dev/console 0600 0 0 c 5 1
		dir /proc 0755 0 0
		dir /sys 0755 0 0
		dir /lib 0755 0 0
		dir /lib/modules 0755 0 0
		dir /lib/modules/toolkit 0755 0 0
		file /init $OUTDIR/init 0755 0 0
	EOF
	[ -n "${MODULES_DIR:-}" ] || return 0
	(cd "$MODULES_DIR" && find . -mindepth 1 -type d | LC_ALL=C sort) |
		while IFS= read -r d; do
			echo "dir /lib/modules/toolkit/${d#./} 0755 0 0"
		done
	(cd "$MODULES_DIR" && find . -type f -name '*.ko' | LC_ALL=C sort) |
		while IFS= read -r ko; do
			echo "file /lib/modules/toolkit/${ko#./} $MODULES_DIR/${ko#./} 0644 0 0"
		done
}

check_modules_dir() {
	[ -n "${MODULES_DIR:-}" ] || return 0
	[ -d "$MODULES_DIR" ] || die "MODULES_DIR=$MODULES_DIR is not a folder: point it at the .ko files"
	MODULES_DIR=$(cd "$MODULES_DIR" && pwd)
	local n
	n=$(find "$MODULES_DIR" -name '*.ko' | wc -l)
	info "adding $n module(s) from $MODULES_DIR"
}

main() {
	require_cmd gcc gcc
	local tree cpio
	tree=${1:-$("$TOP/scripts/stages/get-tree.sh")}
	check_modules_dir
	stage_begin mkinitramfs
	mkdir -p "$OUTDIR"
	OUTDIR=$(cd "$OUTDIR" && pwd)
	build_init
	build_gen_init_cpio "$tree"
	cpio=$OUTDIR/initramfs.cpio
	file_list >"$OUTDIR/initramfs.list"
	"$OUTDIR/gen_init_cpio" "$OUTDIR/initramfs.list" >"$cpio.tmp" ||
		die "gen_init_cpio failed on $OUTDIR/initramfs.list"
	mv "$cpio.tmp" "$cpio"
	info "$cpio: $(($(stat -c %s "$cpio") / 1024)) KiB"
	stage_end
	echo "$cpio"
}

main "$@"
