#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "series": every patch listed in the tree's patches/<kernel>/series, in order, on a
# sparse scratch worktree of the baseline tree (build/trees/<tree>-test-series,
# branch test-series: the series' folders and what checkpatch.pl reads;
# never the -core worktree the boot test owns):
#
#   - it applies with git am on top of the patches before it;
#   - the tree's own scripts/checkpatch.pl reports 0 errors, 0 warnings;
#   - its subject line is at most 75 characters;
#   - it carries a Signed-off-by: line;
#   - its series line names the transition in a "# name" comment.
#
# checkpatch.pl's SPDX check must run (a patch adding a file under an unknown
# licence gets its warning): it needs a python3 with ply and git.
#
# The toolkit's own kernel-style C, the guest's /init and its module
# (scripts/guest/*.[ch], scripts/guest/pmprobe/*.c), passes the same
# checkpatch.pl -f with 0 errors, 0 warnings.
#
# One "ok"/"FAIL" line per check, then "N passed, N failed".  The worktree
# is reset to the baseline at the start of every run, so an interrupted run
# leaves nothing the next one trips over.
#
# SERIES_DIR=dir checks another series (default patches/$KERNEL, KERNEL=6.1).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"


# check "description" command...: ok when the command succeeds; what the
# command printed (the reasons) follows the FAIL line.
check() {
	local what=$1 out rc=0
	shift
	out=$("$@") || rc=$?
	if [ "$rc" -eq 0 ]; then ok "$what"; else fail "$what"; fi
	[ -z "$out" ] || printf '%s\n' "$out"
}

# Series lines as "patch<TAB>comment" (comment may be empty).
series_lines() {
	[ -f "$SERIES_DIR/series" ] ||
		die "$SERIES_DIR/series not found: list the patches there, one file name a line"
	sed -n -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' \
		-e '/^[[:space:]]*#/d' -e '/^$/d' \
		-e 's/^\([^#[:space:]]*\)[[:space:]]*\(#[[:space:]]*\(.*\)\)\{0,1\}$/\1\t\3/p' \
		"$SERIES_DIR/series"
}

prepare_worktree() {
	local base=$1
	local p patches=()
	while IFS=$'\t' read -r p _; do
		[ ! -f "$SERIES_DIR/$p" ] || patches+=("$SERIES_DIR/$p")
	done <<<"$(series_lines)"
	git -C "$WT" am --abort >/dev/null 2>&1 || true
	add_worktree "$base" "$WT" test-series sparse "${patches[@]}"
	git -C "$WT" checkout -q -f -B test-series baseline
	git -C "$WT" clean -q -f -d -x
}

git_am() {
	GIT_COMMITTER_NAME=toolkit GIT_COMMITTER_EMAIL=toolkit@localhost \
		git -C "$WT" am -q --whitespace=nowarn "$1"
}

# checkpatch_clean PATCH: the tree's checkpatch.pl, 0 errors 0 warnings.
checkpatch_clean() {
	local out total
	out=$(cd "$WT" && checkpatch scripts/checkpatch.pl --no-color --showfile "$1" 2>&1) || true
	total=$(grep -E '^total: [0-9]+ errors, [0-9]+ warnings' <<<"$out" | tail -n 1)
	if [[ $total =~ ^total:\ 0\ errors,\ 0\ warnings ]]; then
		return 0
	fi
	grep -E '(ERROR|WARNING): ' <<<"$out" | head -n 10 | sed 's/^/     /'
	printf '     %s\n' "${total:-checkpatch.pl printed no total}"
	return 1
}

# checkpatch_file FILE: checkpatch.pl -f --no-tree, 0 errors 0 warnings.
checkpatch_file() {
	local out total
	out=$(checkpatch "$WT/scripts/checkpatch.pl" --no-color --no-tree -f "$1" 2>&1) || true
	total=$(grep -E '^total: [0-9]+ errors, [0-9]+ warnings' <<<"$out" | tail -n 1)
	[[ $total =~ ^total:\ 0\ errors,\ 0\ warnings ]] && return 0
	grep -E '(ERROR|WARNING):' <<<"$out" | head -n 10 | sed 's/^/     /'
	printf '     %s\n' "${total:-checkpatch.pl printed no total}"
	return 1
}

subject_short() {
	local subj
	# A long Subject: header is folded onto continuation lines.
	subj=$(awk '/^Subject:/ { s = $0; f = 1; next }
		f && /^[ \t]/ { s = s $0; next }
		f { exit } END { print s }' "$1" |
		sed -e 's/^Subject: *//' -e 's/^\[PATCH[^]]*\] *//')
	[ -n "$subj" ] && [ "${#subj}" -le 75 ] && return 0
	printf '     subject (%d chars): %s\n' "${#subj}" "$subj"
	return 1
}

# spdx_checked: checkpatch.pl's SPDX check runs (scripts/spdxcheck.py, with
# the python3 that has ply and git): a new file under an unknown licence
# gets its warning.  Without it every patch would pass that check unseen.
spdx_checked() {
	local p=$BUILD/tmp/test-series/spdx.patch out
	mkdir -p "$(dirname "$p")"
	cat >"$p" <<'EOF'
From 946f1e5fd15a63fbf0e979c8305d643769b74d9e Mon Sep 17 00:00:00 2001
From: Toolkit Test <test@example.org>
Date: Sun, 6 Dec 2026 00:51:31 +0000
Subject: [PATCH] lib: add a file under an unknown licence

A file under a licence LICENSES/ does not hold.

Signed-off-by: Toolkit Test <test@example.org>
---
 lib/toolkit_spdx.c | 2 ++
 1 file changed, 2 insertions(+)
 create mode 100644 lib/toolkit_spdx.c

diff --git a/lib/toolkit_spdx.c b/lib/toolkit_spdx.c
new file mode 100644
index 0000000..47486f6
--- /dev/null
+++ b/lib/toolkit_spdx.c
@@ -0,0 +1,2 @@
+// SPDX-License-Identifier: GPL-9.0
+int toolkit_spdx;
--
2.39.5
EOF
	out=$(cd "$WT" && checkpatch scripts/checkpatch.pl --no-color "$p" 2>&1) || true
	grep -q "'SPDX-License-Identifier: GPL-9.0' is not supported in LICENSES" <<<"$out" &&
		! grep -q 'Traceback' <<<"$out" && return 0
	grep -m 3 -E 'Traceback|Error|SPDX' <<<"$out" | sed 's/^/     /'
	return 1
}

signed_off() {
	grep -qE '^Signed-off-by: .+ <[^>]+@[^>]+>$' "$1"
}

main() {
	require_cmd git git
	require_cmd perl perl
	checkpatch_ready
	local base t0 patch comment n=0 applied=1 lines f
	t0=$EPOCHSECONDS
	base=$("$TOP/scripts/stages/get-tree.sh")
	SERIES_DIR=$(series_dir "$base")
	lines=$(series_lines)
	[ -n "$lines" ] || die "$SERIES_DIR/series lists no patch: add the patch file names"
	WT=$base-test-series
	prepare_worktree "$base"
	while IFS=$'\t' read -r patch comment; do
		n=$((n + 1))
		f=$SERIES_DIR/$patch
		if [ ! -f "$f" ]; then
			fail "$patch: listed in series but the file does not exist"
			applied=0
			continue
		fi
		check "$patch: series comment names the transition (${comment:-none})" \
			test -n "$comment"
		local am_out=
		if [ "$applied" -eq 1 ] && am_out=$(git_am "$f" 2>&1); then
			ok "$patch: applies with git am"
		else
			if [ "$applied" -eq 1 ]; then
				fail "$patch: does not apply with git am on the patches before it"
				grep -E 'patch failed|does not exist in index|already exists|corrupt' <<<"$am_out" |
					head -n 3 | sed 's/^/     /'
			else
				fail "$patch: not applied (an earlier patch did not apply)"
			fi
			git -C "$WT" am --abort >/dev/null 2>&1 || true
			applied=0
		fi
		check "$patch: checkpatch.pl: 0 errors, 0 warnings" checkpatch_clean "$f"
		check "$patch: subject line at most 75 characters" subject_short "$f"
		check "$patch: has a Signed-off-by: line" signed_off "$f"
	done <<<"$lines"
	check "checkpatch.pl's SPDX check runs (an unknown licence is warned about)" spdx_checked
	for f in "$TOP"/scripts/guest/*.[ch] "$TOP"/scripts/guest/pmprobe/*.c; do
		check "${f#"$TOP"/}: checkpatch.pl -f: 0 errors, 0 warnings" checkpatch_file "$f"
	done
	info "$n patches checked on $WT in $(elapsed_since "$t0")s"
	t_summary
}

main "$@"
