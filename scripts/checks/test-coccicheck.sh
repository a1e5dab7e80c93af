#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-coccicheck": every rule of cocci/ (each part of a transition
# folder cocci/NAME/ on its own) runs unchanged under the kernel's own
#     make coccicheck COCCI=<rule> MODE=patch|report|context|org M=<dir>
# of the extracted 6.1 tree, over a copy of its testdata/cocci/<rule>/ cases:
#   - each mode exits 0 and spatch reports no failure (EXN:, parse error);
#   - report mode names every file:line the case's .report files expect;
#   - patch mode's diff touches exactly the cases whose .res differs from
#     the input;
#   - context and org modes print something for a rule with findings.
# A rule with a "// Facts: collect" header runs here as coccicheck runs
# it, without facts: its folder cases (checked with facts by test-cocci)
# are left out.
# The tree is left as it was (lib.sh's tree_state: git status with the
# untracked and ignored files, each changed file's content hashed).
# Ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"

# coccicheck RULE MODE DIR LOG: the kernel's make coccicheck; sets RC.
coccicheck() {
	RC=0
	(cd "$T/cwd" && make -s -C "$TREE" coccicheck COCCI="$1" MODE="$2" M="$3" J=2) \
		>"$4" 2>&1 || RC=$?
}

# expected_report CASEDIR: "file:line" of every expected report line.
expected_report() {
	(cd "$1" && find . -name '*.report' -print0 | xargs -0 -r cat) |
		sed -nE 's/^([^:]+:[0-9]+): .*/\1/p' | LC_ALL=C sort -u
}

# got_report LOG: "file:line" of coccicheck's report lines, by base name.
got_report() {
	sed -nE 's|^([^:]*/)?([^/:]+):([0-9]+):[0-9]+-[0-9]+: .*|\2:\3|p' "$1" | LC_ALL=C sort -u
}

# changed_cases CASEDIR: base names of the inputs whose .res differs.
changed_cases() {
	local f
	(cd "$1" && find . -type f \( -name '*.c' -o -name '*.h' \) | sed 's|^\./||') |
		while IFS= read -r f; do
			cmp -s "$1/$f" "$1/${f%.*}.res" || basename "$f"
		done | LC_ALL=C sort -u
}

clean_log() {
	! grep -qE '^EXN:|parse error|Fatal error' "$1"
}

# check_rule NAME: the transition's rule, or each of its parts
# (cocci/NAME/NN_word.cocci) on its own, over a copy of its cases; the
# report and patch checks hold for what the parts do together.
check_rule() {
	local name=$1 dir m log missing part label
	local -a parts
	mapfile -t parts < <(rule_parts "$name")
	dir=$T/cases/$name
	mkdir -p "$dir"
	cp -r "$TOP/testdata/cocci/$name/." "$dir/"
	# A rule that collects facts ("// Facts: collect") has folder cases
	# checked with the facts a runner passes (test-cocci); make
	# coccicheck, one file at a time without facts, gets its single cases.
	if grep -q '^// Facts:[[:space:]]*collect' "${parts[0]}"; then
		find "$dir" -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
	fi
	# spatch 1.1.1 filters with git grep inside a git work tree: build/ is
	# ignored by this repository's, so the cases get a repository of their
	# own (as a user's driver folder in a kernel tree would be tracked).
	git -C "$dir" init -q
	git -C "$dir" add -A
	for part in "${parts[@]}"; do
		label=$name
		[ "${#parts[@]}" -eq 1 ] || label=$name/$(basename "$part" .cocci)
		for m in patch report context org; do
			log=$T/${label//\//.}.$m.log
			coccicheck "$part" "$m" "$dir" "$log"
			check "$label: make coccicheck MODE=$m exits 0 (got $RC; $log)" [ "$RC" -eq 0 ]
			check "$label: MODE=$m: spatch reports no failure" clean_log "$log"
			cat "$log" >>"$T/$name.$m.all"
		done
		check "$label: MODE=context prints findings" [ -s "$T/${label//\//.}.context.log" ]
		check "$label: MODE=org prints findings" [ -s "$T/${label//\//.}.org.log" ]
	done
	missing=$(LC_ALL=C comm -23 <(expected_report "$dir") <(got_report "$T/$name.report.all"))
	check "$name: MODE=report names every expected file:line${missing:+ (missing: $(echo "$missing" | head -n 3 | tr '\n' ' '))}" \
		[ -z "$missing" ]
	check "$name: MODE=patch touches exactly the cases whose .res differs" \
		[ "$(sed -nE 's|^\+\+\+ [^ ]*/([^/ \t]+).*|\1|p' "$T/$name.patch.all" | LC_ALL=C sort -u)" = \
		"$(changed_cases "$dir")" ]
}

main() {
	require_cmd spatch coccinelle
	local name t0 before
	t0=$EPOCHSECONDS
	T=$BUILD/tmp/test-coccicheck
	rm -rf "$T"
	mkdir -p "$T/cwd" "$T/cases"
	TREE=$("$TOP/scripts/stages/get-tree.sh")
	before=$(tree_state "$TREE")
	for name in $(transitions); do
		check_rule "$name"
	done
	check "the tree is left as it was (tree_state: no file changed, added or removed, ignored ones too)" \
		[ "$(tree_state "$TREE")" = "$before" ]
	echo "test-coccicheck took $(elapsed_since "$t0")s"
	t_summary
}

main "$@"
