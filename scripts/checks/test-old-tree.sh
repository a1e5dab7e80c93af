#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-old-tree": a 2.6 tree is a valid input.  testdata/oldtree is
# a small stand-in for a Linux 2.6.10 tree (VERSION = 2, PATCHLEVEL = 6,
# SUBLEVEL = 10; Kconfig, include/linux, a 2.6-format MAINTAINERS, two
# legacy drivers; no scripts/checkpatch.pl or scripts/get_maintainer.pl).
#   - make tree KERNEL_TREE=<it> copies it into build/ with a baseline;
#   - spatch-report KERNEL_TREE=<it> finds every rule's sites in it and
#     names it Linux 2.6.10;
#   - convert-drivers KERNEL_TREE=<it> TARGET=drivers says, in one line,
#     that it uses the 6.1 tree's checkpatch.pl and get_maintainer.pl, and
#     writes a checkpatch-clean series, one patch per driver, with paths
#     relative to the tree, that applies to a copy of it;
#   - the tree itself is never written (every file's checksum, before and
#     after).
# Ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"

OLD=$TOP/testdata/oldtree

# snapshot: every file of the old tree with its checksum.
snapshot() {
	(cd "$OLD" && find . -print0 | LC_ALL=C sort -z | xargs -0 -r stat -c '%n %s %Y' &&
		find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r md5sum)
}

baselined() {
	[ "$1" = "$TMP/build/trees/oldtree" ] &&
		git -C "$1" rev-parse -q --verify refs/tags/baseline >/dev/null
}

names_2610() {
	git -C "$1" log -1 --format=%s | grep -q '(2\.6\.10)'
}

# patches DIR: the series' patches, cover letter left out.
patches() {
	find "$1" -name '0*.patch' ! -name '0000-cover-letter.patch' 2>/dev/null | LC_ALL=C sort
}

# all_pass SUMMARY N: convert-drivers' SUMMARY lists N checkpatch passes
# and no failure.
all_pass() {
	[ "$(grep -c '^  pass ' "$1" || true)" -eq "$2" ] && ! grep -q '^  FAIL ' "$1"
}

# applies DIR: the series applies with git am onto a git copy of the tree.
applies() {
	local copy=$TMP/applied p
	rm -rf "$copy"
	mkdir -p "$copy"
	rsync -a "$OLD"/ "$copy"/
	git -C "$copy" init -q
	git -C "$copy" add -A .
	git -C "$copy" -c user.name=t -c user.email=t@l commit -q -m base
	while IFS= read -r p; do
		git -C "$copy" -c user.name=t -c user.email=t@l am -q "$p" >>"$TMP/am.log" 2>&1 || return 1
	done < <(patches "$1")
}

test_get_tree() {
	local rc=0 copy
	copy=$(KERNEL_TREE=$OLD BUILD=$TMP/build "$TOP/scripts/stages/get-tree.sh" 2>"$TMP/tree.log") || rc=$?
	check "make tree KERNEL_TREE=testdata/oldtree: exit 0 (got $rc; $TMP/tree.log)" [ "$rc" -eq 0 ]
	check "the copy is in build/trees/oldtree with its baseline tag" baselined "$copy"
	check "the baseline names Linux 2.6.10" names_2610 "$copy"
}

test_spatch_report() {
	local rc=0 out=$TMP/reports/oldtree r
	KERNEL_TREE=$OLD WITH_LEGACY=0 REPORTS=$TMP/reports "$TOP/scripts/stages/spatch-report.sh" \
		>"$TMP/report.log" 2>&1 || rc=$?
	check "spatch-report KERNEL_TREE=testdata/oldtree: exit 1, findings (got $rc; $TMP/report.log)" [ "$rc" -eq 1 ]
	check "its summary names Linux 2.6.10" grep -q '(Linux 2\.6\.10)' "$out/summary.txt"
	for r in pm_message_t:drivers/net/oldnic.c bcopy:drivers/net/oldnic.c \
		sem_to_completion:drivers/char/oldport.c rwlock_is_locked:drivers/char/oldport.c \
		spinlock_slock:drivers/char/oldport.c; do
		check "a ${r%%:*} finding in ${r#*:}" grep -q "^${r#*:}:[0-9]*: ${r%%:*}: " "$out/findings.txt"
	done
	check "no file left unanalysed" [ "$(grep -vc '^#' "$out/not-analysed.txt" || true)" -eq 0 ]
}

test_convert() {
	local rc=0 out=$TMP/reports/convert-drivers/oldtree-drivers n
	rm -rf "$BUILD/convert/oldtree-drivers"
	KERNEL_TREE=$OLD TARGET=drivers REPORTS=$TMP/reports "$TOP/scripts/stages/convert-drivers.sh" \
		>"$TMP/convert.log" 2>&1 || rc=$?
	check "convert-drivers KERNEL_TREE=testdata/oldtree TARGET=drivers: exit 0 (got $rc; $TMP/convert.log)" [ "$rc" -eq 0 ]
	check "one info line: the $DEFAULT_TREE_NAME tree's checkpatch.pl and get_maintainer.pl are used" \
		[ "$(grep -c "oldtree (Linux 2\\.6\\.10) has no scripts/checkpatch\\.pl or scripts/get_maintainer\\.pl: using those of build/trees/${DEFAULT_TREE_NAME//./\\.}" "$TMP/convert.log")" -eq 1 ]
	n=$(patches "$out" | grep -c . || true)
	check "a series: one patch per driver (2, got $n)" [ "$n" -eq 2 ]
	check "every patch passes checkpatch.pl (the $DEFAULT_TREE_NAME tree's)" all_pass "$out/SUMMARY" "$n"
	check "patch paths are relative to the tree" grep -q '^+++ b/drivers/net/oldnic.c' "$out"/0*-*.patch
	check "the series applies with git am onto a copy of the tree ($TMP/am.log)" applies "$out"
	check "the scratch copy is in build/convert/" [ -d "$BUILD/convert/oldtree-drivers/src/drivers" ]
	rm -rf "$BUILD/convert/oldtree-drivers"
}

main() {
	require_cmd spatch coccinelle
	require_cmd rsync rsync
	local t0 before
	t0=$EPOCHSECONDS
	TMP=$BUILD/tmp/test-old-tree
	rm -rf "$TMP"
	mkdir -p "$TMP"
	is_kernel_tree "$OLD" || die "testdata/oldtree is not seen as a kernel tree: restore it (git checkout testdata/oldtree)"
	before=$(snapshot)
	info "make tree KERNEL_TREE=testdata/oldtree"
	test_get_tree
	info "spatch-report over testdata/oldtree"
	test_spatch_report
	info "convert-drivers over testdata/oldtree/drivers (about a minute)"
	test_convert
	check "testdata/oldtree is never written (every file and checksum as before)" \
		[ "$before" = "$(snapshot)" ]
	echo "test-old-tree took $(elapsed_since "$t0")s"
	t_summary
}

main "$@"
