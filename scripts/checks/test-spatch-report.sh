#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-spatch-report": scripts/stages/spatch-report.sh on small inputs.
#
#   - the token prefilter changes nothing: findings are identical with and
#     without it (PREFILTER=0), on a small kernel subtree and on testdata/
#     (every rule of cocci/ that parses, plus a kernel-style sample rule the
#     test writes for itself, so the check means something before the rules
#     land);
#   - a rule's "// Must-contain:" words (spinlock_slock: spinlock_t | lock.lock)
#     narrow its files and find the same as PREFILTER=0; a *part* word
#     (pm_message_t: *suspend*) matches inside identifiers, any case; a
#     /regex/ word is read over the whole file, and a // Must-contain(*.h):
#     line holds only for the files its glob names;
#   - the reports: findings.txt lines are "file:line: rule: message",
#     findings.json is valid JSON with the same findings, summary.txt has
#     per-rule and per-subsystem counts, not-analysed.txt names a C file
#     spatch cannot parse and a file that timed out;
#   - left-overs: the old API a rule's "// Residue:" lines describe, where
#     no finding covers it, is listed in left-over.txt and findings.json
#     (left_over) with a reason code: sx_serial's calls in K&R functions
#     spatch cannot parse (unparsed, the function named) and in a file that
#     #defines bcopy as another function (other-macro); the same with
#     PREFILTER=0;
#   - bad input: a .cocci with a syntax error (one line naming the file and
#     line, exit 2, no report written), a TARGET that does not exist, an
#     unknown rule name, a bad // Residue: line;
#   - exit codes: 0 no findings, 1 findings, 2 error;
#   - the kernel tree is left as it was (lib.sh's tree_state empty: no
#     file changed, added or removed, ignored ones too).
# Runs in about a minute; ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

PASS=0
FAIL=0
SUBTREE=${SUBTREE:-drivers/net/ethernet/wangxun}

ok() {
	PASS=$((PASS + 1))
	echo "ok   $*"
}

fail() {
	FAIL=$((FAIL + 1))
	echo "FAIL $*"
}

# check DESCRIPTION COMMAND...: pass when the command succeeds.
check() {
	local what=$1
	shift
	if "$@"; then ok "$what"; else fail "$what"; fi
}

# report RC_VAR OUTDIR [VAR=value...]: run spatch-report with REPORTS=OUTDIR
# and the given environment; stderr kept in OUTDIR.log.
report() {
	local out=$1
	shift
	mkdir -p "$(dirname "$out")"
	env REPORTS="$out" "$@" "$TOP/scripts/stages/spatch-report.sh" >"$out.log" 2>&1
}

write_sample_rule() {
	cat >"$1" <<'EOF'
// SPDX-License-Identifier: GPL-2.0-only
/// Sample rule of the spatch-report check: every pci_set_power_state() call.
// Confidence: Low
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@r depends on report@
expression d, c;
position p;
@@

pci_set_power_state@p(d, c)

@script:python depends on report@
p << r.p;
@@

coccilib.report.print_report(p[0], "PCI power state set")
EOF
}

write_c_cases() {
	local d=$1
	mkdir -p "$d/sub"
	cat >"$d/good.c" <<'EOF'
static int foo_suspend(struct pci_dev *pdev, u32 state)
{
	pci_set_power_state(pdev, 3);
	return 0;
}
EOF
	cat >"$d/sub/none.c" <<'EOF'
static int bar(void)
{
	return 0;
}
EOF
	# spatch cannot parse this function: the file must be listed.
	cat >"$d/broken.c" <<'EOF'
static int baz_suspend(struct pci_dev *pdev, u32 state)
{
	int x = ;
	pci_set_power_state(pdev, 3) }}
}
EOF
}

# findings_equal NAME A B: the two runs found the same.
findings_equal() {
	local d=$TMP/${1//\//_}.diff
	if diff -u "$2" "$3" >"$d"; then
		ok "$1: findings identical with and without the prefilter ($(grep -c . "$2" || true) findings)"
	else
		fail "$1: findings differ with PREFILTER=0 (see $d)"
		head -n 10 "$d" | sed 's/^/    /'
	fi
}

# usable_rules: a snapshot (others edit cocci/ and testdata/ while this
# runs) of the rules of cocci/ that parse (the others are test-cocci's
# business), each with its Python helper cocci/NAME.py if it has one (a
# transition of parts: joined, with its helper), plus the sample rule;
# prints their paths.
usable_rules() {
	local r name list=""
	mkdir -p "$TMP/rules"
	for name in $(transitions); do
		r=$(rule_path "$name" 2>/dev/null) || {
			echo "note: $(rule_src "$name") does not join yet; left out here" >&2
			continue
		}
		[ -f "$r" ] || continue
		cp "$r" "$TMP/rules/"
		[ ! -f "${r%.cocci}.py" ] || cp -L "${r%.cocci}.py" "$TMP/rules/"
		if spatch --parse-cocci "$TMP/rules/${r##*/}" -D report >/dev/null 2>&1; then
			list="$list $TMP/rules/${r##*/}"
		else
			echo "note: ${r#"$TOP"/} does not parse yet; left out here" >&2
		fi
	done
	echo "${list# } $TMP/sample_pm.cocci"
}

test_prefilter_tree() {
	local tree=$1 rules=$2 rc=0
	report "$TMP/tree-on" RULES="$rules" TARGET="$SUBTREE" || rc=$?
	check "tree $SUBTREE: exit status 0 or 1 (got $rc)" [ "$rc" -le 1 ]
	rc=0
	report "$TMP/tree-off" RULES="$rules" TARGET="$SUBTREE" PREFILTER=0 || rc=$?
	check "tree $SUBTREE, PREFILTER=0: exit status 0 or 1 (got $rc)" [ "$rc" -le 1 ]
	findings_equal "tree-$SUBTREE" "$TMP/tree-on/$DEFAULT_TREE_NAME/findings.txt" \
		"$TMP/tree-off/$DEFAULT_TREE_NAME/findings.txt"
	findings_equal "tree-$SUBTREE-left-overs" "$TMP/tree-on/$DEFAULT_TREE_NAME/left-over.txt" \
		"$TMP/tree-off/$DEFAULT_TREE_NAME/left-over.txt"
	check "tree: sample rule finds its sites in $SUBTREE" \
		grep -q ': sample_pm: PCI power state set' "$TMP/tree-on/$DEFAULT_TREE_NAME/findings.txt"
	check "tree: prefilter gives spatch fewer files than PREFILTER=0" \
		[ "$(jq '[.rule_runs[].files_given] | add' "$TMP/tree-on/$DEFAULT_TREE_NAME/findings.json")" -lt \
		"$(jq '[.rule_runs[].files_given] | add' "$TMP/tree-off/$DEFAULT_TREE_NAME/findings.json")" ]
	check "tree: no file of the tree changed, added or removed by the runs (tree_state empty, ignored files too)" \
		[ -z "$(tree_state "$tree")" ]
}

tree_sum() {
	(cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum | md5sum)
}

test_prefilter_testdata() {
	local rules=$1 rc=0 dir=$TMP/testdata sum
	cp -r "$TOP/testdata" "$dir"
	sum=$(tree_sum "$dir")
	report "$TMP/td-on" RULES="$rules" TARGET="$dir" || rc=$?
	check "testdata: exit status 0 or 1 (got $rc)" [ "$rc" -le 1 ]
	rc=0
	report "$TMP/td-off" RULES="$rules" TARGET="$dir" PREFILTER=0 || rc=$?
	check "testdata, PREFILTER=0: exit status 0 or 1 (got $rc)" [ "$rc" -le 1 ]
	findings_equal testdata "$TMP/td-on/testdata/findings.txt" "$TMP/td-off/testdata/findings.txt"
	findings_equal testdata-left-overs "$TMP/td-on/testdata/left-over.txt" "$TMP/td-off/testdata/left-over.txt"
	rc=0
	report "$TMP/td-full" RULES="$rules" TARGET="$dir" DEMAND=0 || rc=$?
	check "testdata, DEMAND=0: exit status 0 or 1 (got $rc)" [ "$rc" -le 1 ]
	check "testdata: pm_message_t's facts were collected on demand, then its run repeated with them" \
		grep -q 'facts: pm_message_t: run again with the facts over [1-9]' "$TMP/td-on.log"
	check "testdata, DEMAND=0: every file collected (no probe, no second run)" \
		eval "! grep -q 'run again with the facts' '$TMP/td-full.log'"
	json_equal testdata-demand "$TMP/td-on/testdata/findings.json" "$TMP/td-full/testdata/findings.json"
	check "testdata: no file changed by the runs" [ "$sum" = "$(tree_sum "$dir")" ]
}

# json_equal NAME A B: two findings.json give the same findings, left-overs
# and not-analysed files (timings and the files each run was given aside).
json_equal() {
	local d=$TMP/$1.diff
	if diff -u <(jq -S '{findings, left_over, not_analysed, counts}' "$2") \
		<(jq -S '{findings, left_over, not_analysed, counts}' "$3") >"$d"; then
		ok "$1: findings.json identical with facts on demand and with every file collected ($(jq '.findings | length' "$2") findings)"
	else
		fail "$1: findings.json differs with DEMAND=0 (see $d)"
		head -n 10 "$d" | sed 's/^/    /'
	fi
}

# write_requires_cases DIR: spinlock_slock inputs for its "// Must-contain:"
# line: a typed field test (needs spinlock_t), an untyped x->lock.lock (no
# spinlock_t anywhere in the file), the forms a name declared spinlock_t
# takes before its .lock (the second of two declarators, an array element,
# (*p), a call returning one), a file with "lock" but neither, and one with
# a spinlock_t and an int field called lock (the prefilter leaves it out).
write_requires_cases() {
	mkdir -p "$1"
	cat >"$1/forms.c" <<'EOF'
#include <linux/spinlock.h>

struct fm_dev {
	int flags;
	spinlock_t a, b;
};

static spinlock_t fm_locks[4];

static spinlock_t *fm_get(struct fm_dev *d)
{
	return &d->b;
}

int fm_b(struct fm_dev *d)
{
	return d->b.lock <= 0;
}

int fm_arr(int i)
{
	return fm_locks[i].lock == 1;
}

int fm_deref(spinlock_t *p)
{
	return (*p).lock <= 0;
}

int fm_call(struct fm_dev *d)
{
	return fm_get(d)->lock == 1;
}
EOF
	cat >"$1/door.c" <<'EOF'
#include <linux/spinlock.h>

static spinlock_t door_list_lock;

struct door {
	int lock;
};

int door_locked(struct door *d)
{
	spin_lock(&door_list_lock);
	spin_unlock(&door_list_lock);
	return d->lock <= 0;
}
EOF
	cat >"$1/typed.c" <<'EOF'
#include <linux/spinlock.h>

static spinlock_t ty_lock;

int ty_held(void)
{
	return ty_lock.lock <= 0;
}
EOF
	cat >"$1/untyped.c" <<'EOF'
#include "untyped_dev.h"

int un_held(struct un_dev *dev)
{
	return dev->lock.lock <= 0;
}
EOF
	cat >"$1/spaced.c" <<'EOF'
#include "spaced_dev.h"

int sp_free(struct sp_dev *dev)
{
	return dev->lock. /* the raw word */
		lock == 1;
}
EOF
	cat >"$1/locked.c" <<'EOF'
#include <linux/spinlock.h>

static spinlock_t *lk;

int lk_word(void)
{
	return lk->lock.locked;
}
EOF
	cat >"$1/other.c" <<'EOF'
#include <linux/mutex.h>

struct door {
	int lock;
	struct mutex m;
};

int door_locked(struct door *d)
{
	mutex_lock(&d->m);
	mutex_unlock(&d->m);
	return d->lock <= 0;
}
EOF
}

# on_off NAME RULE DIR: RULE over DIR with and without the prefilter, into
# $TMP/NAME-on and $TMP/NAME-off; both must report findings (exit 1) and
# the same ones.  Sets ON and OFF (the two report folders).
on_off() {
	local name=$1 rule=$2 d=$3 rc=0
	ON=$TMP/$name-on/$(basename "$d")
	OFF=$TMP/$name-off/$(basename "$d")
	report "$TMP/$name-on" RULES="$rule" TARGET="$d" || rc=$?
	check "$name: exit status 1 (got $rc)" [ "$rc" -eq 1 ]
	rc=0
	report "$TMP/$name-off" RULES="$rule" TARGET="$d" PREFILTER=0 || rc=$?
	check "$name, PREFILTER=0: exit status 1 (got $rc)" [ "$rc" -eq 1 ]
	findings_equal "$name" "$ON/findings.txt" "$OFF/findings.txt"
}

# files_given: "with-without", the files spatch got with and without the prefilter.
files_given() {
	echo "$(jq '.rule_runs[0].files_given' "$ON/findings.json")-$(jq '.rule_runs[0].files_given' "$OFF/findings.json")"
}

no_requires_line() {
	! grep -l 'Requires:' "$TOP"/cocci/*.cocci "$TOP"/cocci/*/*.cocci
}

# test_requires RULE: a rule's "// Must-contain:" line narrows the files spatch
# gets, and finds the same as PREFILTER=0.
test_requires() {
	local rule=$1 d=$TMP/requires
	if ! grep -q '^// Must-contain:' "$rule"; then
		fail "requires: ${rule##*/} has no // Must-contain: line"
		return
	fi
	check "requires: no rule of cocci/ says 'Requires:' (coccicheck skips it: a spatch version)" \
		no_requires_line
	write_requires_cases "$d"
	on_off requires "$rule" "$d"
	check "requires: typed, untyped, spaced (a comment and a line break in lock.lock) and lock.locked sites all found" \
		[ "$(grep -c -E '^(typed|untyped|spaced|locked)\.c:[0-9]+: spinlock_slock: ' "$ON/findings.txt")" -eq 4 ]
	check "requires: the four forms of a name declared spinlock_t found" \
		[ "$(grep -c -E '^forms\.c:[0-9]+: spinlock_slock: ' "$ON/findings.txt")" -eq 4 ]
	check "requires: prefilter gives spatch 5 files (not other.c, not door.c), PREFILTER=0 all 7" [ "$(files_given)" = 5-7 ]
	check "requires: summary names the rule's // Must-contain: words" \
		grep -q -F "// Must-contain: /\bspinlock_t\b[^;{}]*?\b(?P<sl>\w+)\b" "$ON/summary.txt"
}

# test_parts RULE: a *part* word of "// Must-contain:" (pm_message_t's
# *suspend*) matches inside identifiers, in any case: a header whose only
# hint is a prototype named ..._Suspend still reaches spatch, files
# lacking a clause (a .suspend but no integer type; a u32 but no suspend)
# do not, and the findings equal PREFILTER=0's.
test_parts() {
	local rule=$1 d=$TMP/parts
	mkdir -p "$d"
	printf '%s\n' '#include <linux/pci.h>' \
		'int pt_card_Suspend(struct pci_dev *pdev, u32 state);' >"$d/proto.h"
	printf '%s\n' '#include "proto.h"' '' \
		'static struct pci_driver pt_driver = {' \
		'	.suspend = pt_card_Suspend,' '};' >"$d/wired.c"
	printf '%s\n' '#include <linux/types.h>' '' \
		'int pt_level(u32 level)' '{' '	return level == 3;' '}' >"$d/other.c"
	on_off parts "$rule" "$d"
	check "parts: the header prototype named *Suspend is found" \
		grep -q '^proto.h:2: pm_message_t: ' "$ON/findings.txt"
	check "parts: prefilter gives spatch only the header (wired.c names no integer type), PREFILTER=0 all 3" \
		[ "$(files_given)" = 1-3 ]
}

# comma_table NAME: an array of 3000 entries, each comma before two
# comments: a lazy comment pattern in a regex gap makes grep -P give up
# on it ("exceeded PCRE's backtracking limit").
comma_table() {
	echo "static int $1[] = {"
	for i in $(seq 3000); do
		printf '\t%d, /* entry %d: suspend-safe */ /* more */\n' "$i" "$i"
	done
	echo '};'
}

# test_regex RULE: the /regex/ words and the per-glob clauses of
# pm_message_t's "// Must-contain:" lines.  A header prototype whose name
# and "(" are on two lines is found (regexes read the whole file); a
# header that says suspend only in a comment and a .c file with a suspend
# function nothing wires as a method (no .suspend) do not reach spatch,
# and PREFILTER=0 finds nothing more.  A comment where spatch sees two
# tokens side by side (a space in the regex) does not hide a match.
test_regex() {
	local rule=$1 d=$TMP/regex
	mkdir -p "$d"
	printf '%s\n' '#include <linux/pci.h>' 'int rx_card_suspend' \
		'	(struct pci_dev *pdev, u32 state);' >"$d/split.h"
	printf '%s\n' '#include <linux/pci.h>' '/* suspend and resume support */' \
		'int rx_level(struct pci_dev *pdev, u32 level);' >"$d/comment.h"
	printf '%s\n' '#include <linux/pci.h>' \
		'int rx_aux_suspend /* 2.6.10 */ (struct pci_dev *pdev, u32 state);' >"$d/gap.h"
	printf '%s\n' '#include <linux/pci.h>' '' \
		'static int rx_gnu_suspend(struct pci_dev *pdev, u32 state)' '{' \
		'	return pci_set_power_state(pdev, state);' '}' '' \
		'static struct pci_driver rx_gnu_driver = {' '	name: "rx", // the name' \
		'	suspend: rx_gnu_suspend,' '};' >"$d/gnu.c"
	printf '%s\n' '#include <linux/pci.h>' '' \
		'static int rx_suspend(struct pci_dev *pdev, u32 state)' '{' \
		'	return pci_set_power_state(pdev, state);' '}' '' \
		'static struct pci_driver rx_driver = {' '	.suspend = rx_suspend,' '};' >"$d/wired.c"
	printf '%s\n' '#include <linux/pci.h>' '' \
		'int rx_unwired_suspend(struct pci_dev *pdev, u32 state)' '{' \
		'	return pci_set_power_state(pdev, state);' '}' >"$d/unwired.c"
	comma_table rx_table >"$d/table.c"
	on_off regex "$rule" "$d"
	check "regex: the prototype split over two lines is found" \
		grep -q '^split.h:2: pm_message_t: ' "$ON/findings.txt"
	check "regex: the wired callback is found" \
		grep -q '^wired.c:3: pm_message_t: ' "$ON/findings.txt"
	check "regex: a comment between the prototype's name and ( is a gap" \
		grep -q '^gap.h:2: pm_message_t: ' "$ON/findings.txt"
	check "regex: a comment before an old-style 'suspend:' designator is a gap" \
		grep -q '^gnu.c:3: pm_message_t: ' "$ON/findings.txt"
	check "regex: prefilter gives spatch split.h, gap.h, wired.c and gnu.c, PREFILTER=0 all 7" \
		[ "$(files_given)" = 4-7 ]
	report "$TMP/regex-full" RULES="$rule" TARGET="$d" DEMAND=0 || true
	check "regex, every file collected (DEMAND=0): spatch also gets unwired.c (its helper taking the state: a file the facts name), the same findings" \
		eval "[ \"\$(jq '.rule_runs[0].files_given' '$TMP/regex-full/regex/findings.json')\" = 5 ] && diff -q '$ON/findings.txt' '$TMP/regex-full/regex/findings.txt' >/dev/null"
	check "regex: summary names the per-glob clauses" \
		grep -q 'in \*\.h: /(?i)suspend' "$ON/summary.txt"
}

# test_pcre_limit: a file on which grep -P gives up (PCRE's backtracking
# limit, here forced by a rule's lazy regex) still reaches spatch: it may
# match, so spatch decides, and its finding is there.
test_pcre_limit() {
	local d=$TMP/pcre rc=0
	mkdir -p "$d/src"
	sed 's|^// Options:.*|&\n// Must-contain: /[{,](?:\\s\|\\/\\*[\\s\\S]*?\\*\\/)*suspend:/|' \
		"$TMP/sample_pm.cocci" >"$d/lazy.cocci"
	{
		echo '#include <linux/pci.h>'
		comma_table pl_table
		printf '%s\n' 'int pl_off(struct pci_dev *pdev)' '{' \
			'	return pci_set_power_state(pdev, 3);' '}'
	} >"$d/src/table.c"
	report "$d/out" RULES="$d/lazy.cocci" TARGET="$d/src" || rc=$?
	check "pcre limit: exit status 1 (got $rc)" [ "$rc" -eq 1 ]
	check "pcre limit: grep -P gives up on table.c, spatch still gets it and finds its call" \
		grep -q '^table.c:3006: lazy: ' "$d/out/src/findings.txt"
}

test_reports() {
	local d=$TMP/cases rc=0 out=$TMP/cases-out/cases
	write_c_cases "$d"
	report "$TMP/cases-out" RULES="$TMP/sample_pm.cocci" TARGET="$d" || rc=$?
	check "findings: exit status 1 (got $rc)" [ "$rc" -eq 1 ]
	check "findings.txt: 'file:line: rule: message', file relative to the root" \
		grep -qx 'good.c:3: sample_pm: PCI power state set' "$out/findings.txt"
	check "findings.json: valid JSON with the same findings" \
		[ "$(jq '.findings | length' "$out/findings.json")" = "$(grep -c . "$out/findings.txt")" ]
	check "findings.json: per-rule and per-subsystem counts" \
		eval "jq -e '.counts.per_rule.sample_pm >= 1 and (.counts.per_subsystem | length) >= 1' '$out/findings.json' >/dev/null"
	check "summary.txt: per rule, per subsystem, time, files analysed" \
		grep -q -e 'Per rule:' "$out/summary.txt"
	check "summary.txt: time taken and files analysed" \
		eval "grep -q 'time taken:' '$out/summary.txt' && grep -q 'files analysed by spatch: *[1-9]' '$out/summary.txt'"
	check "not-analysed.txt names the C file spatch cannot parse" \
		grep -q '^broken.c: parse error' "$out/not-analysed.txt"
	check "progress and stage times shown" \
		eval "grep -q 'done in' '$TMP/cases-out.log'"

	rc=0
	report "$TMP/none-out" RULES="$TMP/sample_pm.cocci" TARGET="$d/sub" || rc=$?
	check "no findings: exit status 0 (got $rc)" [ "$rc" -eq 0 ]
}

test_timeout() {
	local d=$TMP/slow rc=0
	mkdir -p "$d"
	awk 'BEGIN {
		for (i = 1; i <= 1500; i++) {
			printf "int fn%d(struct pci_dev *p, int x) {\n", i
			for (j = 1; j <= 20; j++)
				printf "\tif (x > %d) { x += %d; pci_set_power_state(p, 3); } else x--;\n", j, j
			print "\treturn x;\n}"
		}
	}' >"$d/huge.c"
	report "$TMP/slow-out" RULES="$TMP/sample_pm.cocci" TARGET="$d" TIMEOUT=1 || rc=$?
	check "timeout: exit status not 2 (got $rc)" [ "$rc" -ne 2 ]
	check "not-analysed.txt names the file that timed out" \
		grep -q '^huge.c: timeout after 1s' "$TMP/slow-out/slow/not-analysed.txt"
}

# test_leftovers: sx_serial (testdata/legacy) under bcopy: its calls in
# K&R functions spatch cannot parse and in sx_dma.c, where bcopy is another
# function, are left-overs with their reason codes; its converted calls
# are findings, not left-overs.
test_leftovers() {
	local d=$TMP/leftovers/sx_serial out=$TMP/leftovers-out/sx_serial rc=0
	mkdir -p "$TMP/leftovers"
	cp -r "$TOP/testdata/legacy/sx_serial" "$d"
	report "$TMP/leftovers-out" RULES=bcopy TARGET="$d" || rc=$?
	check "left-overs: exit status 1 (got $rc)" [ "$rc" -eq 1 ]
	check "left-overs: the 7 calls in K&R functions are 'unparsed', each with its function" \
		[ "$(grep -cE '^sx_(fifo|eeprom|cmd)\.c:[0-9]+: bcopy: spatch could not parse sx_[a-z_]+\(\) \(lines [0-9]+-[0-9]+.*\[unparsed\]$' "$out/left-over.txt")" -eq 7 ]
	check "left-overs: sx_dma.c's 2 calls are 'other-macro' (bcopy is another function there)" \
		[ "$(grep -cE '^sx_dma\.c:(23|31): bcopy: .*\[other-macro\]$' "$out/left-over.txt")" -eq 2 ]
	check "left-overs: nothing else (the calls spatch sees are findings)" \
		[ "$(grep -c . "$out/left-over.txt")" -eq 9 ]
	check "left-overs: findings.json has them with reason codes, and counts per reason" \
		eval "jq -e '(.left_over | length) == 9 and .counts.left_over == 9 and .counts.left_over_per_reason == {\"other-macro\": 2, \"unparsed\": 7} and all(.left_over[]; .file and .line and .rule == \"bcopy\")' '$out/findings.json' >/dev/null"
	check "left-overs: findings.json's not_analysed entries carry a code (the K&R files: unparsed)" \
		eval "jq -e '[.not_analysed[] | select(.file | test(\"sx_(fifo|eeprom|cmd)\"))] | length == 3 and all(.code == \"unparsed\")' '$out/findings.json' >/dev/null"
	check "left-overs: summary.txt counts them per reason" \
		grep -qE '^left over, no finding: +9 \(left-over.txt\): 2 other-macro, 7 unparsed$' "$out/summary.txt"
	rc=0
	report "$TMP/leftovers-off" RULES=bcopy TARGET="$d" PREFILTER=0 || rc=$?
	findings_equal left-overs "$out/left-over.txt" "$TMP/leftovers-off/sx_serial/left-over.txt"
}

# test_follow_files: demand_facts' search (follow_files, lib.sh) over a
# scope of many grep batches: the files holding a word that the PCRE also
# matches, in any batch, and no other.
test_follow_files() {
	local d=$TMP/follow i
	mkdir -p "$d/src"
	for i in $(seq 1 1300); do
		printf 'static int f%d(void) { return %d; }\n' "$i" "$i" >"$d/src/f$i.c"
	done
	printf 'int x_suspend(struct device *dev, u32 state);\n' >"$d/src/f7.c"
	printf 'int\nx_suspend(struct device *dev,\n\t  u32 state)\n{\n\treturn 0;\n}\n' >"$d/src/f1250.c"
	printf 'static void g(void) { x_suspend(0, 0); }\n' >"$d/src/f1299.c"
	(cd "$d" && find src -name '*.c' | LC_ALL=C sort) >"$d/scope"
	printf 'x_suspend\t(?m)^(?:[A-Za-z_][\\w \\t*]*[\\s*])?x_suspend\\s*\\(\n' >"$d/pats"
	follow_files "$d" "$d/scope" "$d/pats" "$d/found" 2 test
	check "follow_files: the declaration and the definition split over lines are found in batches 1 and 3 of 1,300 files, the call is not" \
		[ "$(LC_ALL=C sort "$d/found" | tr '\n' ' ')" = "src/f1250.c src/f7.c " ]
}

# test_levelled_call: a bus helper's 2.6.10 levelled call of a driver's
# method, driver->suspend(dev, state, level) / ->resume(dev, level), in a
# branch nothing converts (a dead #else, as an OTG transceiver of 2.6.10
# kept it): listed as left over, not passed over in silence.
test_levelled_call() {
	local d=$TMP/levelled/otg out=$TMP/levelled-out/otg rc=0
	mkdir -p "$d"
	cat >"$d/otg_host.c" <<'EOF'
/*
 * otg_host.c - host side of an OTG transceiver: the host controller is
 * suspended along with the port
 */
#include <linux/device.h>

#define NO_HOST_SUSPEND

static int otg_host_suspend(struct device *dev)
{
#ifdef NO_HOST_SUSPEND
	return 0;
#else
	return dev->driver->suspend(dev, 3, 0);
#endif
}

static int otg_host_resume(struct device *dev)
{
#ifdef NO_HOST_SUSPEND
	return 0;
#else
	return dev->driver->resume(dev, 0);
#endif
}
EOF
	report "$TMP/levelled-out" RULES=pm_message_t TARGET="$d" || rc=$?
	check "levelled call: exit status 1, something is left for a human (got $rc)" [ "$rc" -eq 1 ]
	check "levelled call: both calls listed as left over, file:line" \
		eval "[ \"\$(grep -cE '^otg_host\.c:(14|23): pm_message_t: .*\[unmatched\]$' '$out/left-over.txt')\" -eq 2 ]"
	check "levelled call: findings.json gives them the residue code levelled-call" \
		eval "jq -e '[.left_over[] | select(.residue == \"levelled-call\")] | length == 2' '$out/findings.json' >/dev/null"
}

# bad_input NAME EXPECTED_REGEX VAR=value...: exit 2, one line, no report.
bad_input() {
	local name=$1 re=$2 rc=0 out=$TMP/bad-$1
	shift 2
	report "$out" "$@" || rc=$?
	check "bad input $name: exit status 2 (got $rc)" [ "$rc" -eq 2 ]
	check "bad input $name: one line naming the problem" \
		eval "[ \"\$(grep -c . '$out.log')\" -eq 1 ] && grep -qE '$re' '$out.log'"
	check "bad input $name: no report written" [ ! -e "$out" ]
}

test_bad_inputs() {
	sed 's/pci_set_power_state@p(d, c)/pci_set_power_state@p(d c)/' "$TMP/sample_pm.cocci" >"$TMP/broken.cocci"
	bad_input cocci 'broken\.cocci.*line 17, column' RULES="$TMP/broken.cocci" TARGET="$TMP/cases"
	bad_input target 'TARGET=.*does not exist' RULES="$TMP/sample_pm.cocci" TARGET=no/such/dir
	bad_input rule 'no rule cocci/no_such_rule\.cocci' RULES=no_such_rule TARGET="$TMP/cases"
	bad_input jobs 'JOBS=x' RULES="$TMP/sample_pm.cocci" TARGET="$TMP/cases" JOBS=x
	sed 's|^// Options:.*|&\n// Must-contain: pci_dev \| /(unclosed/|' "$TMP/sample_pm.cocci" >"$TMP/badregex.cocci"
	bad_input regex 'badregex\.cocci:6: "// Must-contain:".*not /.unclosed/' \
		RULES="$TMP/badregex.cocci" TARGET="$TMP/cases"
	sed 's|^// Options:.*|&\n// Residue: pci_set_power_state what|' "$TMP/sample_pm.cocci" >"$TMP/badresidue.cocci"
	bad_input residue 'badresidue\.cocci:6: "// Residue:" takes /regex/ first' \
		RULES="$TMP/badresidue.cocci" TARGET="$TMP/cases"
}

main() {
	require_cmd spatch coccinelle
	require_cmd jq jq
	local t0 tree rules
	t0=$EPOCHSECONDS
	TMP=$BUILD/tmp/test-spatch-report
	rm -rf "$TMP"
	mkdir -p "$TMP"
	write_sample_rule "$TMP/sample_pm.cocci"
	rules=$(usable_rules)
	echo "rules: $rules"
	test_reports
	test_bad_inputs
	test_timeout
	test_requires "$TMP/rules/spinlock_slock.cocci"
	test_parts "$TMP/rules/pm_message_t.cocci"
	test_regex "$TMP/rules/pm_message_t.cocci"
	test_pcre_limit
	test_leftovers
	test_levelled_call
	test_follow_files
	test_prefilter_testdata "$rules"
	tree=$("$TOP/scripts/stages/get-tree.sh")
	test_prefilter_tree "$tree" "$rules"
	echo "test-spatch-report took $(elapsed_since "$t0")s"
	echo "$PASS passed, $FAIL failed"
	[ "$FAIL" -eq 0 ]
}

main "$@"
