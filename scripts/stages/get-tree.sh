#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "tree": make the git-baselined kernel tree the other stages work on.
#
#   default        extract /usr/src/linux-source-$KERNEL.tar.xz (Debian's
#                  linux-source-6.1, or 6.12 with KERNEL=6.12) into
#                  build/trees/linux-source-$KERNEL
#   KERNEL_TREE=d  copy the tree d into build/trees/<basename d>; the user's
#                  tree itself is only read, never written
#
# The copy gets a git repository with one commit tagged "baseline", so each
# later stage's effect is a clean diff and "git grep" can prefilter spatch.
# The work happens in a temporary folder that is renamed at the end: an
# interrupted run leaves nothing half-made and the next run starts cleanly.
# Prints the baseline tree's path on stdout.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

baseline_commit() {
	local dir=$1 what=$2
	git -C "$dir" init -q -b master
	git -C "$dir" config core.autocrlf false
	git -C "$dir" config gc.auto 0
	# Kernel trees carry their own .gitignore; a tarball may include files
	# it ignores, so force-add everything that is there.
	git -C "$dir" add -A -f .
	GIT_AUTHOR_NAME=toolkit GIT_AUTHOR_EMAIL=toolkit@localhost \
		GIT_COMMITTER_NAME=toolkit GIT_COMMITTER_EMAIL=toolkit@localhost \
		GIT_AUTHOR_DATE='2005-01-25T00:00:00Z' \
		GIT_COMMITTER_DATE='2005-01-25T00:00:00Z' \
		git -C "$dir" commit -q -m "baseline: $what"
	git -C "$dir" tag baseline
}

# lock_trees DEST: once the input is checked, one extraction or copy at a
# time (two stages or checks may start together on a fresh BUILD); fails
# when another run made DEST's baseline meanwhile.  Clears what an
# interrupted run left (DEST itself, DEST.tmp.*).
lock_trees() {
	exec 8>"$BUILD/trees/.get-tree.lock"
	wait_lock 8 -x "the kernel trees of $BUILD/trees"
	! have_baseline "$1" || return 1
	rm -rf "$1" "$1".tmp.*
}

from_tarball() {
	local dest=$1 tmp=$1.tmp.$$
	[ -f "$TARBALL" ] ||
		die "$TARBALL not found: install the Debian package linux-source-$KERNEL (make setup)"
	require_cmd xz xz-utils
	need_space "$(dirname "$dest")" 2500 "extracting $TARBALL"
	lock_trees "$dest" || return 0
	info "extracting $TARBALL (about a minute)"
	mkdir -p "$tmp"
	TMP_TREE=$tmp
	trap 'rm -rf "$TMP_TREE"' EXIT
	# xz decompresses a multi-block file (Debian's: 55 blocks) on every
	# CPU with -T0: 11 s -> 7 s here, at the head of make test's longest
	# chain (the boot kernel); another TARBALL=, as tar finds it
	case $TARBALL in
	*.xz | *.txz) tar -I 'xz -T0' -xf "$TARBALL" -C "$tmp" ;;
	*) tar -xf "$TARBALL" -C "$tmp" ;;
	esac
	local top
	top=$(find "$tmp" -mindepth 1 -maxdepth 1 -type d | head -n 1)
	is_kernel_tree "$top" || die "$TARBALL does not hold a kernel tree: reinstall linux-source-$KERNEL"
	info "committing the git baseline"
	baseline_commit "$top" "$(basename "$TARBALL") ($(kernel_version "$top"))"
	mv "$top" "$dest"
	rm -rf "$tmp"
	trap - EXIT
}

from_user_tree() {
	local src=$1 dest=$2 tmp=$2.tmp.$$
	require_cmd rsync rsync
	need_space "$(dirname "$dest")" "$(($(du -sm --exclude=.git "$src" | cut -f1) * 3 / 2 + 100))" "copying $src"
	lock_trees "$dest" || return 0
	info "copying $src (read only) to $dest"
	TMP_TREE=$tmp
	trap 'rm -rf "$TMP_TREE"' EXIT
	rsync -a --exclude=/.git "$src"/ "$tmp"/
	info "committing the git baseline"
	baseline_commit "$tmp" "$src ($(kernel_version "$src"))"
	mv "$tmp" "$dest"
	trap - EXIT
}

# A baseline is complete only when its tag exists (the rename is last).
have_baseline() {
	[ -d "$1/.git" ] && git -C "$1" rev-parse -q --verify refs/tags/baseline >/dev/null
}

main() {
	require_cmd git git
	local src name dest t0
	t0=$EPOCHSECONDS
	[ -n "${KERNEL_TREE:-}" ] || check_kernel
	src=$(pristine_tree)
	if [ -z "${KERNEL_TREE:-}" ]; then
		name=$DEFAULT_TREE_NAME
	else
		name=$(tree_name "$src")
	fi
	dest=$BUILD/trees/$name
	# A tree the toolkit baselined itself is used as it is.
	if [ -n "${KERNEL_TREE:-}" ] && have_baseline "$src" &&
		[ "$(dirname "$src")" = "$(cd "$BUILD/trees" 2>/dev/null && pwd)" ]; then
		echo "$src"
		return 0
	fi
	mkdir -p "$BUILD/trees"
	if ! have_baseline "$dest"; then
		if [ -z "${KERNEL_TREE:-}" ]; then
			from_tarball "$dest"
		else
			from_user_tree "$src" "$dest"
		fi
		info "baseline tree ready: $dest ($(elapsed_since "$t0")s)"
	fi
	echo "$dest"
}

main "$@"
