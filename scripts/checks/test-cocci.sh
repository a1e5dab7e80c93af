#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-cocci": every rule cocci/NAME.cocci against its cases in
# testdata/cocci/NAME/.  A transition written as parts, cocci/NAME/, is
# checked as the runner runs it, its parts joined into one rule (rule_path,
# lib.sh); then each part alone: the parts, each run alone in report mode,
# name together exactly what the joined rule names and each names
# something; run one after the other in patch mode, each on the output of
# the one before, they give the joined rule's output.
#
# A case is an input BASE.c (or BASE.h) with
#   BASE.res     the exact expected output of patch mode (a copy of the
#                input for a negative case: nothing may change), and
#   BASE.report  the exact expected report-mode findings, one per line as
#                "BASE.c:LINE: message" (empty: no finding); BASE.report.6.12
#                instead with KERNEL=6.12 where the findings quote that
#                kernel's headers.
# For each case, four things must hold: patch mode gives BASE.res byte for
# byte; patch mode run again on that output changes nothing (idempotence);
# report mode names exactly the expected lines; report and patch mode agree
# (a function header patch mode changes is named, a message the rule's
# "// Promise: /REGEX/" matches stands on a changed line).  spatch runs
# here, the verdicts are scripts/lib/casecheck.py's, one process for a
# rule's cases.  The context and org modes
# must also run without error.  spatch 1.1.1's --testall exits 0 even when
# tests fail, so the comparison is made here.  Options come from the rule's
# own "// Options:" line, as with the kernel's scripts/coccicheck.
#
# A rule whose header says "// Facts: collect" follows something across
# the files of a target: run with -D collect it edits and reports nothing
# and prints FACT:<rule> lines, which a runner gathers over the whole
# target (collect_facts of lib.sh: sort -u, plus scripts/lib/kernel-decls.py's
# lookups in the kernel's headers) and passes to the real run (facts_args:
# -D facts=FILE).  Each top-level
# folder of such a rule's cases is one folder case, checked that way: the
# collecting run over the folder, then every mode with the facts; its
# files are checked like single cases, against FILE.res and FILE.report
# (the full name: core.c and core.h may sit side by side); idempotence is
# a second collecting run and patch run over the output.  KERNEL_TREE
# (default: the extracted linux-source-$KERNEL tree) answers the lookups.
#
# The rules are checked JOBS (default: CPUs) at a time, each into its own
# log, printed in order.
# RULES="bcopy pm_message_t" limits the run; VERBOSE=1 shows diffs in full;
# KEEP=1 keeps the scratch folder (its path is printed on failures).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"


# spatch_dir RULE MODE DIR [extra spatch args]: run one mode over every
# file of DIR, each file on its own (as coccicheck does with --dir).
spatch_dir() {
	local rule=$1 mode=$2 dir=$3
	shift 3
	local -a opts
	read -r -a opts <<<"$(rule_options "$rule")"
	spatch --sp-file "$rule" -D "$mode" "${opts[@]}" --very-quiet \
		--timeout 120 --dir "$dir" "$@"
}

# cocci_parse_error LOG: "line N, column M: around 'tok'" from spatch's
# parse-error output.
cocci_parse_error() {
	local where around
	where=$(grep -m1 -oE 'line [0-9]+, column [0-9]+' "$1" || true)
	around=$(grep -m1 -oE "around = '[^']*'" "$1" || true)
	echo "${where:-unknown place} ${around}"
}

# case_inputs DIR [DEPTH]: the case inputs, relative to DIR; a case may
# sit in a subfolder when the rule looks at the path (bcopy's
# include/uapi/ case).  DEPTH 1: only DIR's own files (a Facts rule,
# whose subfolders are folder cases).
case_inputs() {
	(cd "$1" && find . ${2:+-maxdepth "$2"} -type f \( -name '*.c' -o -name '*.h' \) | sed 's|^\./||' | sort)
}

# facts_rule RULE: does RULE collect facts ("// Facts: collect")?
facts_rule() {
	grep -q '^// Facts:[[:space:]]*collect' "$1"
}

# collect RULE DIR FACTS: the runner's collect pass (collect_facts, lib.sh:
# its prefilter, its lookups in the kernel's headers) over every .c and .h
# of DIR into FACTS.  Fails when it fails or anything but the rule's FACT
# lines comes out.
collect() {
	local rule=$1 dir=$2 facts=$3 name
	name=$(basename "$rule" .cocci)
	# The kernel the lookups read: KTREE, found by main before the rules run.
	(cd "$dir" && find . -type f \( -name '*.c' -o -name '*.h' \) | sed 's|^\./||' | sort) >"$facts.list"
	FACTS_KERNEL=$KTREE JOBS=1 collect_facts "$rule" "$dir" "$facts.list" "$facts" 2>"$facts.err" || return 1
	! grep -v "^FACT:$name	" "$facts" >"$facts.other"
}

# check_folder RULE CASEDIR: one folder case (see the header).
check_folder() {
	local rule=$1 cases=$2 name c tmp m
	name=$(basename "$rule" .cocci)
	c=$(basename "$cases")
	tmp=$TMP/$name/$c
	mkdir -p "$tmp"
	cp -r "$cases" "$tmp/orig"
	find "$tmp/orig" -type f ! -name '*.c' ! -name '*.h' -delete
	cp -r "$tmp/orig" "$tmp/patch"
	if ! collect "$rule" "$tmp/orig" "$tmp/facts"; then
		fail "$name/$c: the collecting run failed or printed other lines (see $tmp/facts.err, $tmp/facts.other)"
		return
	fi
	local -a fa fa2
	mapfile -t fa < <(facts_args "$rule" "$tmp/facts")
	(cd "$tmp/patch" && spatch_dir "$rule" patch . "${fa[@]}" --in-place) \
		>"$tmp/patch.log" 2>&1 || fail "$name/$c: spatch -D patch with facts exited non-zero (see $tmp/patch.log)"
	cp -r "$tmp/patch" "$tmp/again"
	if collect "$rule" "$tmp/again" "$tmp/facts2"; then
		mapfile -t fa2 < <(facts_args "$rule" "$tmp/facts2")
		(cd "$tmp/again" && spatch_dir "$rule" patch . "${fa2[@]}" --in-place) \
			>"$tmp/again.log" 2>&1 || fail "$name/$c: second patch-mode run exited non-zero"
	else
		fail "$name/$c: the collecting run over the output failed (see $tmp/facts2.err)"
	fi
	for m in report context org; do
		(cd "$tmp/orig" && spatch_dir "$rule" "$m" . "${fa[@]}") \
			>"$tmp/$m.log" 2>&1 || fail "$name/$c: spatch -D $m with facts exited non-zero (see $tmp/$m.log)"
	done
	check_cases "$rule" "$name" "$cases" "$tmp" "$c" < <(case_inputs "$cases")
}

# normalize_report: "path/f.c:12:4-10: msg" -> "f.c:12: msg", sorted and
# unique (casecheck.py's normalize_report, which checks the cases)
normalize_report() {
	python3 "$TOP/scripts/lib/casecheck.py" --normalize-report
}

check_rule() {
	local rule=$1 name cases tmp f
	name=$(basename "$rule" .cocci)
	cases=$TOP/testdata/cocci/$name
	if ! spatch --parse-cocci "$rule" -D patch >"$TMP/$name.parse" 2>&1; then
		fail "$name: $(rule_src "$name") does not parse: $(cocci_parse_error "$TMP/$name.parse")"
		return
	fi
	[ -d "$cases" ] || {
		fail "$name: no test cases in testdata/cocci/$name/"
		return
	}
	tmp=$TMP/$name
	mkdir -p "$tmp/patch" "$tmp/again" "$tmp/orig"
	local depth=
	facts_rule "$rule" && depth=1
	while IFS= read -r f; do
		(cd "$cases" && cp --parents "$f" "$tmp/patch/" && cp --parents "$f" "$tmp/orig/")
	done < <(case_inputs "$cases" $depth)

	spatch_dir "$rule" patch "$tmp/patch" --in-place >"$tmp/patch.log" 2>&1 ||
		fail "$name: spatch -D patch exited non-zero (see $tmp/patch.log)"
	cp -r "$tmp/patch/." "$tmp/again/"
	spatch_dir "$rule" patch "$tmp/again" --in-place >"$tmp/again.log" 2>&1 ||
		fail "$name: second patch-mode run exited non-zero"
	spatch_dir "$rule" report "$tmp/orig" >"$tmp/report.log" 2>&1 ||
		fail "$name: spatch -D report exited non-zero"
	local m
	for m in context org; do
		spatch_dir "$rule" "$m" "$tmp/orig" >"$tmp/$m.log" 2>&1 ||
			fail "$name: spatch -D $m exited non-zero (see $tmp/$m.log)"
	done

	check_cases "$rule" "$name" "$cases" "$tmp" < <(case_inputs "$cases" $depth)
	if [ -n "$depth" ]; then
		local d
		for d in "$cases"/*/; do
			[ -d "$d" ] && check_folder "$rule" "${d%/}"
		done
	fi
	[ ! -d "$TOP/cocci/$name" ] || check_parts "$name" "$tmp"
}

# check_parts NAME TMP: the parts of cocci/NAME/, each alone, against the
# joined rule's runs in TMP (see the header).
check_parts() {
	local name=$1 tmp=$2 part n=0 quiet=
	local -a parts
	mapfile -t parts < <(rule_parts "$name")
	rm -rf "$tmp/chain"
	cp -r "$tmp/orig" "$tmp/chain"
	: >"$tmp/parts.report"
	for part in "${parts[@]}"; do
		n=$((n + 1))
		spatch_dir "$part" report "$tmp/orig" >"$tmp/part$n.report.log" 2>&1 ||
			fail "$name: part $(basename "$part") alone: spatch -D report exited non-zero (see $tmp/part$n.report.log)"
		normalize_report <"$tmp/part$n.report.log" >"$tmp/part$n.got"
		[ -s "$tmp/part$n.got" ] || quiet+=" $(basename "$part")"
		cat "$tmp/part$n.got" >>"$tmp/parts.report"
		spatch_dir "$part" patch "$tmp/chain" --in-place >"$tmp/part$n.patch.log" 2>&1 ||
			fail "$name: part $(basename "$part") alone: spatch -D patch exited non-zero (see $tmp/part$n.patch.log)"
	done
	check "$name: each part alone names something on the cases${quiet:+ (not:$quiet)}" [ -z "$quiet" ]
	if diff -u <(normalize_report <"$tmp/report.log") <(LC_ALL=C sort -u "$tmp/parts.report") >"$tmp/parts.rdiff"; then
		PASS=$((PASS + 1))
	else
		fail "$name: its parts run alone report other lines than the joined rule (- joined, + parts)"
		show_diff "$tmp/parts.rdiff"
	fi
	if diff -ru "$tmp/patch" "$tmp/chain" >"$tmp/parts.pdiff"; then
		PASS=$((PASS + 1))
	else
		fail "$name: its parts run one after the other in patch mode differ from the joined rule (- joined, + parts)"
		show_diff "$tmp/parts.pdiff"
	fi
}

# check_cases RULE NAME CASEDIR TMP [FOLDER]: every case input CASEDIR
# holds (read from stdin, one a line), against the runs in TMP, by
# scripts/lib/casecheck.py (patch mode, idempotence, report mode, and
# report and patch mode agreeing: see the header); FOLDER names a folder
# case, whose expectations are FILE.res and FILE.report.
check_cases() {
	local rule=$1 name=$2 cases=$3 tmp=$4 out p f
	local -a files
	mapfile -t files
	[ "${#files[@]}" -gt 0 ] || return 0
	if ! out=$(python3 "$TOP/scripts/lib/casecheck.py" "$rule" "$name" "$cases" "$tmp" "$KERNEL" \
		${5:+--folder "$5"} "${files[@]}"); then
		fail "$name${5:+/$5}: scripts/lib/casecheck.py could not check the cases"
		return 0
	fi
	printf '%s\n' "$out" | sed '$d'
	read -r p f <<<"$(sed -n '$s/^casecheck: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' <<<"$out")"
	PASS=$((PASS + ${p:-0}))
	FAIL=$((FAIL + ${f:-1}))
}

show_diff() {
	if [ -n "${VERBOSE:-}" ]; then
		sed 's/^/    /' "$1"
	else
		sed 's/^/    /' "$1" | head -n 20
	fi
}

# run_rules RULE...: check_rule for each rule, up to JOBS (default: CPUs) at
# once (one spatch each: a rule's cases run one after the other), each into
# its own log and count; the logs are printed and the counts added in the
# rules' order.
run_rules() {
	local i=0 n rule p f rc running
	local -a pids=()
	n=${JOBS:-$(jobs)}
	for rule in "$@"; do
		# (builtin jobs in this shell: in a pipeline it sees no jobs)
		while running=$(builtin jobs -rp) && [ "$(grep -c . <<<"$running")" -ge "$n" ]; do
			wait -n || true
		done
		info "checking $(basename "$rule" .cocci)"
		mkdir -p "$TMP/$i"
		(
			PASS=0 FAIL=0 TMP=$TMP/$i
			check_rule "$rule"
			echo "$PASS $FAIL" >"$TMP/count"
		) >"$TMP/$i/log" 2>&1 &
		pids+=("$!")
		i=$((i + 1))
	done
	i=0
	for rule in "$@"; do
		rc=0
		wait "${pids[$i]}" || rc=$?
		cat "$TMP/$i/log"
		read -r p f 2>/dev/null <"$TMP/$i/count" || p=0 f=0
		PASS=$((PASS + p))
		FAIL=$((FAIL + f))
		[ "$rc" -eq 0 ] || fail "$(basename "$rule" .cocci): the check stopped (exit $rc; log above)"
		echo "$(basename "$rule" .cocci): $p cases passed, $((f + (rc != 0))) failures"
		i=$((i + 1))
	done
}

main() {
	require_cmd spatch coccinelle
	local rule t0 name
	t0=$EPOCHSECONDS
	# A scratch folder per run: two runs at once must not share one.
	mkdir -p "$BUILD/tmp"
	TMP=$(mktemp -d "$BUILD/tmp/test-cocci.XXXXXX")
	[ -n "${KEEP:-}" ] || trap 'rm -rf "$TMP"' EXIT
	local -a rules=()
	name=$(rule_files) || exit 2
	mapfile -t rules <<<"$name"
	# the kernel the Facts rules' lookups read, found once, before the
	# rules run side by side (KERNEL_TREE as given, or the extracted tree)
	if grep -lq '^// Facts: collect' "${rules[@]}"; then
		KTREE=${KERNEL_TREE:-$("$TOP/scripts/stages/get-tree.sh")} || exit 2
		export KTREE
	fi
	# their options and their parts', read once (each spatch run asks)
	rule_headers_load options "${rules[@]}" "$TOP"/cocci/*/*.cocci
	run_rules "${rules[@]}"
	echo "test-cocci took $(elapsed_since "$t0")s; cases counted, each checked in patch, idempotence and report mode"
	t_summary
}

main "$@"
