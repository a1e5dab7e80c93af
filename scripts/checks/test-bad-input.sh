#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-bad-input": each kind of bad input gets a one-line error that
# says what is wrong and what to do, a non-zero exit, and leaves nothing
# half-done behind.  Cases: missing tarball, KERNEL_TREE missing or not a
# kernel tree, a disk too small for the tree, a missing Debian package, a
# patch that does not apply, a series naming a missing patch, an
# interrupted run, a bad .cocci, RULES naming no rule, a bad rule header
# line (scripts/lib/rulehdr.py).  A QEMU
# hang, a panic and an oops are scripts/checks/test-boot-faults.sh (after the boot
# test, whose kernel they use).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"

S=$TOP/scripts/stages

# expect_error NAME RC_WANTED PATTERN CMD...: CMD must exit RC_WANTED and
# its last stderr line must be one "prog: error: ..." line matching PATTERN.
expect_error() {
	local name=$1 want=$2 pat=$3 rc=0 last
	shift 3
	"$@" >"$T/out" 2>"$T/err" || rc=$?
	last=$(tail -n 1 "$T/err")
	if [ "$rc" -ne "$want" ]; then
		fail "$name: exit $rc, wanted $want ($last)"
	elif ! grep -qE '^[a-z-]+: error: ' <<<"$last" || ! grep -qE "$pat" <<<"$last"; then
		fail "$name: error line '$last' does not match /$pat/"
	else
		ok "$name: $last"
		return 0
	fi
	return 1
}

case_tree() {
	expect_error "missing tarball" 2 'linux-source-6\.1' \
		env TARBALL=/nonexistent/linux-source-6.1.tar.xz BUILD="$T/build" "$S/get-tree.sh" || true
	if [ -n "$(find "$T/build" -mindepth 2 2>/dev/null)" ]; then
		fail "missing tarball: left files in $T/build"
	fi
	expect_error "KERNEL_TREE missing" 2 'does not exist' \
		env KERNEL_TREE="$T/nowhere" "$S/get-tree.sh" || true
	mkdir -p "$T/notakernel"
	echo 'all:' >"$T/notakernel/Makefile"
	expect_error "KERNEL_TREE not a kernel tree" 2 'not a kernel tree' \
		env KERNEL_TREE="$T/notakernel" "$S/get-tree.sh" || true
}

# A disk too small for the tree: one error before anything is written.
case_disk() {
	expect_error "disk too small for the tree" 2 'needs about [0-9]+ MB but .* has 100 MB free' \
		env TOOLKIT_FREE_MB=100 BUILD="$T/diskbuild" "$S/get-tree.sh" || true
	if [ -z "$(find "$T/diskbuild" -mindepth 2 2>/dev/null)" ]; then
		ok "disk too small: nothing written to BUILD"
	else
		fail "disk too small: $(find "$T/diskbuild" -mindepth 2 | head -n 1) was written"
	fi
}

case_package() {
	# A PATH with everything of /usr/bin and /bin but spatch: one ln for
	# them all (a name in both: either one), then spatch goes.
	mkdir -p "$T/bin"
	ln -sf /usr/bin/* /bin/* "$T/bin/" 2>/dev/null || true
	rm -f "$T/bin/spatch"
	expect_error "missing package" 2 "Debian package coccinelle" \
		env PATH="$T/bin" "$TOP/scripts/checks/test-cocci.sh" || true
}

# A patch whose context does not exist in the tree.
write_bad_series() {
	mkdir -p "$T/series"
	cat >"$T/series/0001-bad.patch" <<'EOF'
From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
From: Test <test@localhost>
Date: Tue, 25 Jan 2005 00:00:00 +0000
Subject: [PATCH] test: a patch that does not apply

---
 MAINTAINERS | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)

diff --git a/MAINTAINERS b/MAINTAINERS
--- a/MAINTAINERS
+++ b/MAINTAINERS
@@ -1,3 +1,3 @@
-This line is not in MAINTAINERS
+Neither is this one
 nor this
 nor that
--
2.39.5
EOF
	printf '0001-bad.patch\n' >"$T/series/series"
}

case_series() {
	local wt before after
	write_bad_series
	wt=$("$S/get-tree.sh")-badinput
	SPARSE=1 WORKTREE=badinput SERIES_DIR="$TOP/patches/$KERNEL" "$S/apply-series.sh" >/dev/null 2>&1 ||
		fail "bad series: could not prepare the worktree"
	before=$(git -C "$wt" rev-parse HEAD)
	expect_error "patch does not apply" 2 '0001-bad\.patch.*MAINTAINERS' \
		env SPARSE=1 WORKTREE=badinput SERIES_DIR="$T/series" "$S/apply-series.sh" || true
	after=$(git -C "$wt" rev-parse HEAD)
	if [ "$before" != "$after" ] || [ -n "$(tree_state "$wt")" ] ||
		[ -d "$(git -C "$wt" rev-parse --git-dir)/rebase-apply" ]; then
		fail "patch does not apply: worktree not left as it was"
	else
		ok "patch does not apply: worktree left as it was (HEAD ${after:0:12}, clean, no am in progress)"
	fi
	printf '0001-bad.patch\n0002-missing.patch\n' >"$T/series/series"
	expect_error "series names a missing patch" 2 '0002-missing\.patch.*does not exist' \
		env SPARSE=1 WORKTREE=badinput SERIES_DIR="$T/series" "$S/apply-series.sh" || true
}

# am_running WT: git am is part-way through a series in the worktree WT.
am_running() {
	local gd
	gd=$(git -C "$1" rev-parse --git-dir 2>/dev/null) && [ -d "$gd/rebase-apply" ]
}

# Ctrl-C while git am is part-way through the series (waited for, not
# timed): SIGINT to the run's whole process group, as a terminal sends it
# (a job control group: a plain background job ignores SIGINT).  The run
# stops; the next run starts cleanly and ends with a clean tree.
case_interrupt() {
	local base wt pid n=0 hit='' rc=0
	base=$("$S/get-tree.sh")
	wt=$base-interrupt
	git -C "$base" worktree remove -f "$wt" >/dev/null 2>&1 || rm -rf "$wt"
	set -m
	SPARSE=1 WORKTREE=interrupt "$S/apply-series.sh" >/dev/null 2>&1 &
	pid=$!
	set +m
	while [ "$n" -lt 600 ] && kill -0 "$pid" 2>/dev/null; do
		if am_running "$wt"; then
			kill -INT -- "-$pid" 2>/dev/null && hit=1
			break
		fi
		sleep 0.05
		n=$((n + 1))
	done
	wait "$pid" 2>/dev/null || rc=$?
	if [ -z "$hit" ] || [ "$rc" -eq 0 ]; then
		fail "interrupted run: never stopped git am part-way (exit $rc; the run ended first or took over 30 s)"
	elif SPARSE=1 WORKTREE=interrupt "$S/apply-series.sh" >/dev/null 2>"$T/err" &&
		[ -z "$(tree_state "$wt")" ] && ! am_running "$wt"; then
		ok "interrupted run (Ctrl-C during git am, exit $rc): the next run starts cleanly and ends with a clean tree"
	else
		fail "interrupted run: next run failed: $(tail -n 1 "$T/err")"
	fi
	git -C "$base" worktree remove -f "$wt" >/dev/null 2>&1 || true
}

# parts_cases: a transition folder of one's own (RULES=DIR) whose parts
# cannot run joined: one line naming the part's file:line, exit 2.
parts_cases() {
	local d=$T/rules/toy
	mkdir -p "$d"
	printf 'virtual patch\nvirtual report\n\n@a depends on patch@\n@@\n- foo();\n+ bar();\n' >"$d/10_a.cocci"
	printf 'virtual report\n\n@b depends on a@\nposition p;\n@@\nbar@p();\n' >"$d/20_b.cocci"
	expect_error "a part that leans on another part's rule" 2 'toy/20_b\.cocci:3: does not parse on its own.*fix the rule' \
		env RULES="$d" TARGET="$TOP/testdata/cocci" "$S/spatch-report.sh" || true
	printf '// Subject: rename\nvirtual report\n\n@b depends on report@\nposition p;\n@@\nbar@p();\n' >"$d/20_b.cocci"
	expect_error "a runner header in a part that does not lead" 2 'toy/20_b\.cocci:1: "// Subject:" is the runner.s: it goes in the lead part' \
		env RULES="$d" TARGET="$TOP/testdata/cocci" "$S/spatch-report.sh" || true
	printf '@a@\n@@\n- bar();\n' >"$d/20_b.cocci"
	expect_error "a rule name used by two parts" 2 'toy/20_b\.cocci:1: rule name "a" is also .*toy/10_a\.cocci:4' \
		env RULES="$d" TARGET="$TOP/testdata/cocci" "$S/spatch-report.sh" || true
}

case_cocci() {
	[ -x "$S/spatch-report.sh" ] || return 0
	mkdir -p "$T/rules"
	printf '@@\nexpression e\n@@\n- foo(e)\n' >"$T/rules/broken.cocci"
	expect_error "bad .cocci" 2 'broken\.cocci.*line 3' \
		env RULES="$T/rules/broken.cocci" TARGET="$TOP/testdata/cocci" "$S/spatch-report.sh" || true
	parts_cases
	expect_error "TARGET missing" 2 'does not exist' \
		env TARGET="$T/nowhere" "$S/spatch-report.sh" || true
	expect_error "RULES names no rule" 2 'no rule cocci/no_such_rule\.cocci or cocci/no_such_rule/: name one of: .*bcopy' \
		env RULES="bcopy no_such_rule" "$S/spatch-report.sh" || true
}

# case_rule_header: a rule header line the runner cannot use (a Follow-up
# without slashes, a Commit-why that is no number): one line naming the
# rule's file:line, exit 2, nothing converted or reported.
case_rule_header() {
	local d=$T/hdrcase
	mkdir -p "$d/drv"
	printf 'obj-m += a.o\n' >"$d/drv/Kbuild"
	printf '%s\n' 'void f(char *b)' '{' '	bcopy(b, b + 1, 2);' '}' >"$d/drv/a.c"
	sed 's|^// Follow-up:.*|// Follow-up: left for a human|' "$TOP/cocci/bcopy.cocci" >"$d/follow.cocci"
	sed 's|^// Commit-why:.*|// Commit-why: three|' "$TOP/cocci/bcopy.cocci" >"$d/why.cocci"
	expect_error "bad // Follow-up: line" 2 'follow\.cocci:[0-9]+: "// Follow-up:" takes one /regex/' \
		env TARGET="$d/drv" RULES="$d/follow.cocci" "$S/convert-drivers.sh" || true
	[ ! -e "$REPORTS/convert-drivers/drv" ] || fail "bad // Follow-up: line: reports/convert-drivers/drv written"
	expect_error "bad // Commit-why: line" 2 'why\.cocci:[0-9]+: "// Commit-why:" takes a number' \
		env TARGET="$d/drv" RULES="$d/why.cocci" "$S/spatch-report.sh" || true
	[ ! -e "$REPORTS/drv" ] || fail "bad // Commit-why: line: reports/drv written"
}

main() {
	T=$BUILD/tmp/test-bad-input
	rm -rf "$T"
	mkdir -p "$T"
	case_tree
	case_disk
	case_package
	case_series
	case_interrupt
	case_cocci
	case_rule_header
	t_summary
}

main "$@"
