#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "series": apply the tree's core series, patches/<major.minor>/series
# (patches/6.1, patches/6.12: scripts/lib/lib.sh series_dir), with git am to a fresh copy of the
# baseline tree: a git worktree build/trees/<tree>-core on branch "core".
#
# The worktree is made anew from the baseline tag whenever the series
# changed, the worktree is dirty, or FRESH=1; otherwise it is reused as it
# is (so a warm kernel build has nothing to redo).  A patch that does not
# apply is named with the file git am choked on; the run then aborts the am
# and resets the worktree to the baseline, so nothing is left half-applied.
# On failure the worktree is put back exactly where it was before the run.
# Prints the patched tree's path on stdout.
#
# SERIES_DIR=dir applies another series and WORKTREE=suffix uses the
# worktree build/trees/<tree>-<suffix> (the bad-input tests use both);
# SPARSE=1 makes that worktree sparse (the series' folders and what
# checkpatch.pl needs: enough to apply, not to build).  A lock beside the
# worktree ($WT.lock): reading it (a run that finds the series applied,
# make test's background kernel build) is shared, rewriting it exclusive,
# so a run that must rewrite waits for the build that reads it.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

WORKTREE=${WORKTREE:-core}

series_patches() {
	[ -f "$SERIES_DIR/series" ] || die "$SERIES_DIR/series not found: list the patches to apply there"
	sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$SERIES_DIR/series"
}

check_series() {
	local p
	while IFS= read -r p; do
		[ -f "$SERIES_DIR/$p" ] ||
			die "patch $p listed in $SERIES_DIR/series does not exist: fix the series file"
	done < <(series_patches)
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

# reset_to REF [STAMP]: put the worktree at REF, exactly, with its stamp.
reset_to() {
	git -C "$WT" am --abort >/dev/null 2>&1 || true
	git -C "$WT" checkout -q -f -B "$BRANCH" "$1"
	git -C "$WT" clean -q -f -d -x
	if [ -n "${2:-}" ]; then
		git -C "$WT" config --worktree toolkit.series "$2"
	else
		git -C "$WT" config --worktree --unset toolkit.series >/dev/null 2>&1 || true
	fi
}

# up_to_date HASH: the worktree exists, in the shape asked (sparse or
# full), has the series HASH applied and no change; FRESH=1: never.
up_to_date() {
	local sparse
	sparse=$(git -C "$WT" config --worktree --get core.sparseCheckout 2>/dev/null || true)
	[ -z "${FRESH:-}" ] && [ -e "$WT/.git" ] &&
		[ "${sparse:-false}" = "$([ -n "${SPARSE:-}" ] && echo true || echo false)" ] &&
		[ "$(git -C "$WT" config --worktree toolkit.series 2>/dev/null || true)" = "$1" ] &&
		[ -z "$(git -C "$WT" status --porcelain --untracked-files=no)" ]
}

make_worktree() {
	local p patches=()
	if [ -z "${SPARSE:-}" ]; then
		add_worktree "$1" "$WT" "$BRANCH" full
		return 0
	fi
	while IFS= read -r p; do patches+=("$SERIES_DIR/$p"); done < <(series_patches)
	add_worktree "$1" "$WT" "$BRANCH" sparse "${patches[@]}"
}

# apply_all PREV_HEAD PREV_STAMP
apply_all() {
	local p n=0 out where
	while IFS= read -r p; do
		if ! out=$(git_am "$SERIES_DIR/$p" 2>&1); then
			where=$(grep -oE 'patch failed: [^ ]+|[^ ]+: (does not exist|already exists) in index' <<<"$out" |
				head -n 1)
			reset_to "$1" "$2"
			printf '%s\n' "$out" | tail -n 5 >&2
			die "patch $p does not apply (${where:-see above}); $WT is left as it was: rebase the patch onto $(kernel_version "$WT")"
		fi
		n=$((n + 1))
	done < <(series_patches)
	info "applied $n patches"
}

main() {
	require_cmd git git
	local base hash t0 prev_head prev_stamp
	t0=$EPOCHSECONDS
	base=$("$TOP/scripts/stages/get-tree.sh")
	SERIES_DIR=$(series_dir "$base")
	WT=$base-$WORKTREE
	BRANCH=$WORKTREE
	check_series
	hash=$(series_hash)
	exec 8>"$WT.lock"
	wait_lock 8 -s "$WT"
	if up_to_date "$hash"; then
		info "series unchanged, reusing $WT"
		echo "$WT"
		return 0
	fi
	wait_lock 8 -x "$WT"
	make_worktree "$base"
	prev_head=$(git -C "$WT" rev-parse HEAD)
	prev_stamp=$(git -C "$WT" config --worktree toolkit.series 2>/dev/null || true)
	if up_to_date "$hash"; then
		info "series unchanged, reusing $WT (another run applied it meanwhile)"
		echo "$WT"
		return 0
	fi
	reset_to baseline
	apply_all "$prev_head" "$prev_stamp"
	git -C "$WT" config --worktree toolkit.series "$hash"
	info "patched tree ready: $WT ($(elapsed_since "$t0")s)"
	echo "$WT"
}

main "$@"
