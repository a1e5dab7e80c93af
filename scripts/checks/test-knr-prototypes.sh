#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-knr-prototypes": stage knr-prototypes (scripts/stages/knr-prototypes.sh).
#   - every case testdata/knr-prototypes/NAME.c, rewritten in a copy, gives
#     exactly NAME.res, prints exactly NAME.report and exits 1 when the report
#     leaves a definition alone (0 otherwise);
#   - a second run over NAME.res changes nothing and converts nothing;
#   - the rewritten headers pass checkpatch.pl;
#   - a cproto that gets a type wrong is caught: that definition is left
#     alone and reported, the others of the file are converted;
#   - bad input (no file, a missing file, no cproto): exit 2, one line;
#   - testdata/legacy/knr_port: before the stage, the bcopy and pm_message_t
#     rules change nothing in it (spatch does not parse knr_fifo_take(), the
#     K&R suspend's parameter never matches); convert-drivers makes the K&R
#     patch first and then converts both calls; the series applies and is
#     checkpatch-clean.
# Ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"

CASES=$TOP/testdata/knr-prototypes
STAGE=$TOP/scripts/stages/knr-prototypes.sh

# run_case NAME DIR: the stage over DIR/NAME.c (a copy); sets RC.
run_case() {
	RC=0
	(cd "$2" && "$STAGE" "$1.c") >"$2/$1.out" 2>"$2/$1.err" || RC=$?
}

test_cases() {
	local c name want got
	for c in "$CASES"/*.c; do
		name=$(basename "$c" .c)
		mkdir -p "$TMP/cases" "$TMP/again"
		cp "$c" "$TMP/cases/$name.c"
		run_case "$name" "$TMP/cases"
		want=0
		! grep -qE ': (left alone|reverted): ' "$CASES/$name.report" || want=1
		check "$name: the rewrite is $name.res" diff -u "$CASES/$name.res" "$TMP/cases/$name.c"
		check "$name: prints $name.report, exit $want (got $RC)" \
			diff -u "$CASES/$name.report" "$TMP/cases/$name.out"
		[ "$RC" -eq "$want" ] || fail "$name: exit $RC, want $want ($(head -n 1 "$TMP/cases/$name.err"))"

		cp "$CASES/$name.res" "$TMP/again/$name.c"
		run_case "$name" "$TMP/again"
		got=$(grep -c ': converted ' "$TMP/again/$name.out" || true)
		check "$name: a second run changes nothing (converted $got)" \
			cmp -s "$CASES/$name.res" "$TMP/again/$name.c"
	done
}

# checkpatch of every case's rewrite, as one patch.
test_checkpatch() {
	local tree c name p=$TMP/cases.patch
	tree=$("$TOP/scripts/stages/get-tree.sh")
	printf '%s\n' 'From: Test <test@example.org>' 'Subject: [PATCH] knr: convert K&R function definitions to prototypes' '' \
		'The test cases of stage knr-prototypes, rewritten.' '' \
		'Signed-off-by: Test <test@example.org>' '---' >"$p"
	for c in "$CASES"/*.c; do
		name=$(basename "$c" .c)
		diff -u --label "a/drivers/knr/$name.c" --label "b/drivers/knr/$name.c" \
			"$c" "$CASES/$name.res" >>"$p" || true
	done
	(cd "$tree" && checkpatch scripts/checkpatch.pl --no-color --root="$tree" "$p") \
		>"$TMP/checkpatch.log" 2>&1 || true
	check "the rewritten headers of all cases pass checkpatch.pl ($(grep '^total:' "$TMP/checkpatch.log"))" \
		grep -q '^total: 0 errors, 0 warnings' "$TMP/checkpatch.log"
}

# A cproto that writes u16 for u32: the check against the declarations
# must catch it.
test_wrong_cproto() {
	local bin=$TMP/fakebin d=$TMP/wrong rc=0 real
	real=$(command -v cproto)
	mkdir -p "$bin" "$d"
	printf '#!/bin/sh\n%s "$@" | sed "s/u32 state/u16 state/"\n' "$real" >"$bin/cproto"
	chmod +x "$bin/cproto"
	cp "$CASES/ifdef.c" "$d/ifdef.c"
	(cd "$d" && PATH=$bin:$PATH "$STAGE" ifdef.c) >"$d/out" 2>&1 || rc=$?
	check "a wrong cproto: exit 1 (got $rc)" [ "$rc" -eq 1 ]
	check "a wrong cproto: the definition is left alone and reported" \
		grep -q "^ifdef.c:[0-9]*: knr-prototypes: left alone: card_suspend(): cproto's header differs" "$d/out"
	check "a wrong cproto: that definition is unchanged" grep -qx 'card_suspend(pdev, state)' "$d/ifdef.c"
	check "a wrong cproto: the others are converted" \
		grep -qx 'static int card_resume(struct pci_dev \*pdev)' "$d/ifdef.c"
}

test_bad_input() {
	local rc=0 bin=$TMP/nocproto
	"$STAGE" >"$TMP/bad1" 2>&1 || rc=$?
	check_rc "no file: exit 2, one line (exit $rc)" "$rc" 2 one_line "$TMP/bad1"
	rc=0
	"$STAGE" "$TMP/no-such.c" >"$TMP/bad2" 2>&1 || rc=$?
	check_rc "a missing file: exit 2, one line naming it (exit $rc)" "$rc" 2 \
		one_line "$TMP/bad2" 'no-such\.c is not a file'
	# a PATH with everything but cproto
	mkdir -p "$bin"
	ln -sf "$(command -v python3)" "$bin/python3"
	ln -sf "$(command -v dirname)" "$bin/dirname"
	ln -sf "$(command -v basename)" "$bin/basename"
	cp "$CASES/register.c" "$TMP/nocproto.c"
	rc=0
	PATH=$bin /bin/bash "$STAGE" "$TMP/nocproto.c" >"$TMP/bad3" 2>&1 || rc=$?
	check_rc "no cproto: exit 2, one line naming the package (exit $rc)" "$rc" 2 \
		one_line "$TMP/bad3" 'Debian package cproto'
	check "no cproto: the file is left as it was" cmp -s "$CASES/register.c" "$TMP/nocproto.c"
}

# changes RULE FILE: how many lines RULE's patch mode would change in FILE.
changes() {
	local rule
	local -a opts
	rule=$(rule_path "$1")
	read -r -a opts <<<"$(rule_options "$rule")"
	spatch --sp-file "$rule" -D patch "${opts[@]}" --very-quiet "$2" 2>/dev/null | grep -c '^+[^+]' || true
}

# bad_lines FILE: the lines spatch --parse-c cannot parse.
bad_lines() {
	spatch --parse-c "$1" 2>&1 | grep -c '^BAD:' || true
}

test_knr_port() {
	local src=$TOP/testdata/legacy/knr_port out=$TMP/reports/convert-drivers/knr_port rc=0 p1 p2
	check "before: bcopy changes nothing in knr_fifo.c" [ "$(changes bcopy "$src/knr_fifo.c")" -eq 0 ]
	check "before: pm_message_t changes nothing in knr_main.c" [ "$(changes pm_message_t "$src/knr_main.c")" -eq 0 ]
	check "before: spatch cannot parse knr_fifo.c whole ($(bad_lines "$src/knr_fifo.c") BAD lines)" \
		[ "$(bad_lines "$src/knr_fifo.c")" -gt 0 ]

	# scratch reports: the user's reports/convert-drivers (latest.env) stay
	REPORTS=$TMP/reports TARGET=$src "$TOP/scripts/stages/convert-drivers.sh" >"$TMP/convert.log" 2>&1 || rc=$?
	check "convert-drivers over knr_port exits 0 (got $rc; log $TMP/convert.log)" [ "$rc" -eq 0 ]
	p1=$(find "$out" -name '0001-*.patch' | head -n 1)
	p2=$(find "$out" -name '0002-*.patch' | head -n 1)
	[ -n "$p1" ] && [ -n "$p2" ] || {
		fail "no two-patch series in ${out#"$TOP"/}"
		return 0
	}
	check "patch 1 is the K&R patch" grep -q '^Subject: \[PATCH 1/2\] char: knr_port: convert K&R function definitions to' "$p1"
	check "patch 1 says what made it" grep -qx 'Generated by: scripts/stages/knr-prototypes.sh' "$p1"
	check "patch 1 rewrites the 11 definition headers" [ "$(grep -c '^+[a-z]' "$p1")" -eq 11 ]
	check "patch 1 changes nothing in the bodies" [ -z "$(grep -E '^[-+].*(bcopy|memmove|pm_message_t)' "$p1")" ]
	check "patch 2 converts the bcopy() of knr_fifo_take()" \
		grep -q '^+	memmove(port->buf, port->buf + n, port->len - n);' "$p2"
	# pm_message_t, then pci_legacy_pm (its "// After:") on that output
	check "patch 2 carries the K&R suspend from u32 state to dev_pm_ops" \
		grep -q '^+static int knr_suspend(struct device \*dev)' "$p2"
	check "patch 2 wires the callbacks through DEFINE_SIMPLE_DEV_PM_OPS" \
		grep -q '^+static DEFINE_SIMPLE_DEV_PM_OPS(knr_pm_ops, knr_suspend, knr_resume);' "$p2"
	check "both patches pass checkpatch.pl" [ "$(grep -c '^  pass ' "$out/SUMMARY")" -eq 2 ]

	local copy=$TMP/knr_copy
	rm -rf "$copy"
	mkdir -p "$copy"
	rsync -a "$src"/ "$copy"/
	git -C "$copy" init -q -b main
	git -C "$copy" add -A .
	git -C "$copy" -c user.name=t -c user.email=t@l commit -q -m base
	check "the series applies with git am" git -C "$copy" -c user.name=t -c user.email=t@l am -q "$p1" "$p2"
	check "after the K&R patch spatch parses knr_fifo.c whole" [ "$(bad_lines "$copy/knr_fifo.c")" -eq 0 ]
	rm -rf "$BUILD/convert/knr_port"
}

main() {
	require_cmd cproto cproto
	require_cmd spatch coccinelle
	checkpatch_ready
	local t0
	t0=$EPOCHSECONDS
	TMP=$BUILD/tmp/test-knr-prototypes
	rm -rf "$TMP"
	mkdir -p "$TMP"
	info "cases of testdata/knr-prototypes"
	test_cases
	test_checkpatch
	info "a cproto that gets a type wrong"
	test_wrong_cproto
	info "bad input"
	test_bad_input
	info "testdata/legacy/knr_port through convert-drivers (about a minute)"
	test_knr_port
	echo "test-knr-prototypes took $(elapsed_since "$t0")s"
	t_summary
}

main "$@"
