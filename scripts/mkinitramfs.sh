#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "mkinitramfs" of the boot test: the guest's initramfs.
#
#   scripts/mkinitramfs.sh [TREE]
#
# Builds scripts/guest/init.c as a static program (gcc -static -Os -Wall
# -Wextra -Werror) and packs it as /init of a newc cpio archive, with
# /dev/console and the mount points it needs, using the kernel tree's own
# usr/gen_init_cpio (compiled here from TREE, default the baseline tree), so
# no root rights and no busybox are needed.  MODULES_DIR=dir adds dir/*.ko
# as /lib/modules/toolkit/ (the init loads them in name order).
# Writes build/initramfs/initramfs.cpio (INITRAMFS_DIR= for another folder)
# and prints its path.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

OUTDIR=${INITRAMFS_DIR:-$BUILD/initramfs}
INIT_SRC=$TOP/scripts/guest/init.c

build_init() {
	# rebuilt only when init.c or this script changed (a warm boot test)
	if [ "$OUTDIR/init" -nt "$INIT_SRC" ] && [ "$OUTDIR/init" -nt "${BASH_SOURCE[0]}" ]; then
		return 0
	fi
	gcc -static -Os -Wall -Wextra -Werror -o "$OUTDIR/init" "$INIT_SRC" ||
		die "scripts/guest/init.c does not build: fix the errors above"
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
	for ko in "$MODULES_DIR"/*.ko; do
		[ -e "$ko" ] || continue
		echo "file /lib/modules/toolkit/$(basename "$ko") $ko 0644 0 0"
	done
}

check_modules_dir() {
	[ -n "${MODULES_DIR:-}" ] || return 0
	[ -d "$MODULES_DIR" ] || die "MODULES_DIR=$MODULES_DIR is not a folder: point it at the .ko files"
	MODULES_DIR=$(cd "$MODULES_DIR" && pwd)
	local n
	n=$(find "$MODULES_DIR" -maxdepth 1 -name '*.ko' | wc -l)
	info "adding $n module(s) from $MODULES_DIR"
}

main() {
	require_cmd gcc gcc
	local tree cpio
	tree=${1:-$("$TOP/scripts/get-tree.sh")}
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
