#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "series": apply patches/series with git am to a fresh copy of the
# baseline tree: a git worktree build/trees/<tree>-core on branch "core".
#
# The worktree is made anew from the baseline tag whenever the series
# changed, the worktree is dirty, or FRESH=1; otherwise it is reused as it
# is (so a warm kernel build has nothing to redo).  A patch that does not
# apply is named with the file git am choked on; the run then aborts the am
# and resets the worktree to the baseline, so nothing is left half-applied.
# Prints the patched tree's path on stdout.
#
# SERIES_DIR=dir applies another series (the bad-input tests use it).
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

SERIES_DIR=${SERIES_DIR:-$TOP/patches}

series_patches() {
	[ -f "$SERIES_DIR/series" ] || die "$SERIES_DIR/series not found: list the patches to apply there"
	sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$SERIES_DIR/series"
}

series_hash() {
	local p
	{
		cat "$SERIES_DIR/series"
		while IFS= read -r p; do cat "$SERIES_DIR/$p"; done < <(series_patches)
	} | sha1sum | cut -d' ' -f1
}

git_am() {
	GIT_COMMITTER_NAME=toolkit GIT_COMMITTER_EMAIL=toolkit@localhost \
		GIT_COMMITTER_DATE='2005-01-25T00:00:00Z' \
		git -C "$WT" am -q --whitespace=nowarn "$@"
}

reset_to_baseline() {
	git -C "$WT" am --abort >/dev/null 2>&1 || true
	git -C "$WT" checkout -q -f -B core baseline
	git -C "$WT" clean -q -f -d -x
	git -C "$WT" config --worktree --unset toolkit.series >/dev/null 2>&1 || true
}

make_worktree() {
	local base=$1
	git -C "$base" worktree prune
	if [ ! -e "$WT/.git" ]; then
		rm -rf "$WT"
		info "creating worktree $WT (about half a minute)"
		git -C "$base" config extensions.worktreeConfig true
		git -C "$base" worktree add -q -f -B core "$WT" baseline
	fi
}

apply_all() {
	local p n=0 out
	while IFS= read -r p; do
		[ -f "$SERIES_DIR/$p" ] || {
			reset_to_baseline
			die "patch $p listed in $SERIES_DIR/series does not exist"
		}
		if ! out=$(git_am "$SERIES_DIR/$p" 2>&1); then
			local where
			where=$(grep -oE 'patch failed: [^ ]+|[^ ]+: does not exist in index|[^ ]+: already exists in index' <<<"$out" |
				head -n 1)
			reset_to_baseline
			printf '%s\n' "$out" | tail -n 5 >&2
			PROG=apply-series die "patch $p does not apply (${where:-see above}); the tree is back at its baseline: rebase the patch onto $(kernel_version "$WT")"
		fi
		n=$((n + 1))
	done < <(series_patches)
	info "applied $n patches"
}

main() {
	require_cmd git git
	local base hash t0
	t0=$(date +%s)
	base=$("$TOP/scripts/get-tree.sh")
	WT=$base-core
	hash=$(series_hash)
	make_worktree "$base"
	if [ -z "${FRESH:-}" ] &&
		[ "$(git -C "$WT" config --worktree toolkit.series 2>/dev/null || true)" = "$hash" ] &&
		[ -z "$(git -C "$WT" status --porcelain --untracked-files=no)" ]; then
		info "series unchanged, reusing $WT"
		echo "$WT"
		return 0
	fi
	reset_to_baseline
	apply_all
	git -C "$WT" config --worktree toolkit.series "$hash"
	info "patched tree ready: $WT ($(elapsed_since "$t0")s)"
	echo "$WT"
}

main "$@"
