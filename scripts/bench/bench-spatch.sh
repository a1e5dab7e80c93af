#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark "bench-spatch" (make bench-spatch; never part of make test):
# scripts/stages/spatch-report.sh over the whole linux-source-6.1 tree beside the
# kernel's own scripts/coccicheck running the same rules in MODE=report with
# the same number of jobs, in one run.  Checks that both find the same
# sites (normalized "rule file:line" sets; not for a rule with tree-wide
# facts, which coccicheck does not gather) and prints both times and the
# ratio.
#
# coccicheck is run the way the kernel Makefile's "coccicheck" target runs
# it (bash scripts/coccicheck with srctree, LINUXINCLUDE, COCCI, MODE, J in
# the environment), one rule after the other, from a scratch folder so
# spatch's temporary files never land in the tree.
#
#   J=2 (jobs, both sides)   RULES="a b" (default: every cocci/*.cocci)
#   LIMIT=3600: seconds one coccicheck rule may take; a rule without a token
#   query makes spatch parse every file of the tree (hours on 2 CPUs); when
#   stopped, its time and the ratio are lower bounds and its sites are not
#   compared.  A coccicheck run that fails (spatch dies) is treated the same
#   way, named as failed, and the benchmark exits 1.
#
# Both sides run spatch with the stack limit raised to the hard limit
# (big_stack in lib.sh): with the default 8 MiB, spatch 1.1.1 segfaults on
# 6.1's 24 MB amdgpu register headers and coccicheck's --jobs run dies.
# Both sides run with virtual memory capped at 3/4 of the RAM (mem_cap):
# a worker that needs more fails, and the rule counts as failed.
#
# result.txt also gives, from spatch-report's summary, the time of its
# collect passes (rules whose header says "// Facts: collect") beside the
# rest of the same run, wall-clock and CPU seconds and their ratio: what
# the tree-wide facts add to a run without them.
#
# Writes reports/bench-spatch/: result.txt, both sides' site lists and logs.
# Exit status: 0 both sides found the same sites, 1 they differ or a
# coccicheck run failed, 2 error.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

# linuxinclude TREE: what the kernel Makefile exports as LINUXINCLUDE
# (x86, no O= folder), in the form scripts/coccicheck rewrites for spatch.
linuxinclude() {
	local t=$1 a=x86
	printf '%s ' "-I$t/arch/$a/include" "-I$t/arch/$a/include/generated" "-I$t/include" \
		"-I$t/arch/$a/include/uapi" "-I$t/arch/$a/include/generated/uapi" \
		"-I$t/include/uapi" "-I$t/include/generated/uapi" \
		"-include $t/include/linux/compiler-version.h" "-include $t/include/linux/kconfig.h"
}

# coccicheck_side TREE: every rule through scripts/coccicheck; sites in
# $OUT/coccicheck.sites ("rule<TAB>file:line").
coccicheck_side() {
	local tree=$1 rule name t0 n=0 total rc
	total=$(wc -l <"$OUT/rules")
	: >"$OUT/coccicheck.sites"
	: >"$OUT/coccicheck.times"
	mkdir -p "$OUT/coccicheck-logs" "$WORK/cc"
	while IFS= read -r rule; do
		n=$((n + 1))
		name=$(basename "$rule" .cocci)
		t0=$EPOCHSECONDS
		info "coccicheck: rule $n/$total $name ..."
		rc=0
		(cd "$WORK/cc" && big_stack && mem_cap && env srctree="$tree" LINUXINCLUDE="$(linuxinclude "$tree")" \
			COCCI="$rule" MODE=report J="$J" V=0 \
			timeout -k 10 "$LIMIT" bash "$tree/scripts/coccicheck") \
			>"$OUT/coccicheck-logs/$name.log" 2>&1 || rc=$?
		if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
			STOPPED+=("$name")
			info "coccicheck: $name stopped after LIMIT=${LIMIT}s (its time is a lower bound)"
		elif [ "$rc" -ne 0 ]; then
			# spatch under --jobs dies as a whole when one file kills its
			# worker: the time so far is a lower bound, the sites partial
			FAILED+=("$name")
			info "coccicheck: $name FAILED after $(elapsed_since "$t0")s (exit $rc, see ${OUT#"$TOP"/}/coccicheck-logs/$name.log)"
		fi
		sed -nE "s|^($tree/)?([^:]+):([0-9]+):[0-9]+-[0-9]+: .*|$name\\t\\2:\\3|p" \
			"$OUT/coccicheck-logs/$name.log" >>"$OUT/coccicheck.sites"
		printf '  %-22s %6ss%s\n' "$name" "$(elapsed_since "$t0")" \
			"$(case $rc in 0) ;; 124 | 137) echo ' (stopped: a lower bound)' ;; *) echo " (failed, exit $rc: a lower bound)" ;; esac)" \
			>>"$OUT/coccicheck.times"
		info "coccicheck: $name done in $(elapsed_since "$t0")s"
	done <"$OUT/rules"
	LC_ALL=C sort -u -o "$OUT/coccicheck.sites" "$OUT/coccicheck.sites"
}

# report_side: spatch-report over the same tree (testdata/legacy left out).
report_side() {
	local rc=0 names
	names=$(tr '\n' ' ' <"$OUT/rules")
	(mem_cap && env RULES="$names" JOBS="$J" WITH_LEGACY=0 REPORTS="$WORK/reports" TARGET= KERNEL_TREE= \
		"$TOP/scripts/stages/spatch-report.sh") 2>&1 | tee "$OUT/spatch-report.log" >&2 || rc=${PIPESTATUS[0]}
	[ "$rc" -le 1 ] || die "spatch-report failed (exit $rc): see ${OUT#"$TOP"/}/spatch-report.log"
	cp -r "$WORK/reports/linux-source-6.1" "$OUT/spatch-report"
	awk '{ f = $0; sub(/: .*/, "", f); r = $0; sub(/^[^ ]+ /, "", r); sub(/: .*/, "", r)
		printf "%s\t%s\n", r, f }' "$OUT/spatch-report/findings.txt" |
		LC_ALL=C sort -u >"$OUT/spatch-report.sites"
}

main() {
	require_cmd spatch coccinelle
	require_cmd git git
	local tree t0 t_ours t_cc same ratio
	J=${J:-2}
	LIMIT=${LIMIT:-3600}
	STOPPED=()
	FAILED=()
	[[ "$J" =~ ^[1-9][0-9]*$ ]] || die "J=$J: give a number of jobs (e.g. J=2)"
	[[ "$LIMIT" =~ ^[1-9][0-9]*$ ]] || die "LIMIT=$LIMIT: give seconds (e.g. LIMIT=3600)"
	require_cmd timeout coreutils
	tree=$("$TOP/scripts/stages/get-tree.sh")
	OUT=$REPORTS/bench-spatch
	WORK=$BUILD/tmp/bench-spatch
	rm -rf "$OUT" "$WORK"
	mkdir -p "$OUT" "$WORK"
	rule_files >"$OUT/rules" || exit 2
	info "rules: $(xargs -n1 basename <"$OUT/rules" | tr '\n' ' '); J=$J; tree $tree"
	info "note: other work on this machine shares the CPU; times are wall-clock"

	stage_begin "spatch-report (prefilter + --jobs $J)"
	t0=$EPOCHSECONDS
	report_side
	t_ours=$(elapsed_since "$t0")
	stage_end

	stage_begin "kernel scripts/coccicheck (MODE=report J=$J)"
	t0=$EPOCHSECONDS
	coccicheck_side "$tree"
	t_cc=$(elapsed_since "$t0")
	stage_end

	local s
	local -a facts=()
	# a rule with tree-wide facts names a use it cannot convert at the
	# declaration in another file (a header) when it has the facts, at the
	# use under coccicheck (one file at a time, no facts): other sites by
	# design (test-spatch-report compares it with and without the prefilter)
	while IFS= read -r s; do
		! grep -q '^// Facts:[[:space:]]*collect' "$s" || facts+=("$(basename "$s" .cocci)")
	done <"$OUT/rules"
	cp "$OUT/spatch-report.sites" "$OUT/spatch-report.compared"
	for s in "${STOPPED[@]}" "${FAILED[@]}" "${facts[@]}"; do
		# a stopped or failed rule's sites are incomplete: leave it out of the comparison
		awk -F'\t' -v r="$s" '$1 != r' "$OUT/coccicheck.sites" >"$WORK/a"
		mv "$WORK/a" "$OUT/coccicheck.sites"
		awk -F'\t' -v r="$s" '$1 != r' "$OUT/spatch-report.compared" >"$WORK/b"
		mv "$WORK/b" "$OUT/spatch-report.compared"
	done
	if diff -u "$OUT/coccicheck.sites" "$OUT/spatch-report.compared" >"$OUT/sites.diff"; then
		same=yes
	else
		same=no
	fi
	ratio=$(awk -v a="$t_cc" -v b="$t_ours" 'BEGIN { printf "%.1f", (b > 0 ? a / b : a) }')
	[ -z "$(tree_state "$tree")" ] || info "WARNING: the tree changed (a file changed, added or removed: lib.sh's tree_state)"
	{
		echo "bench-spatch: $(date -u '+%Y-%m-%d %H:%M UTC'), linux-source-6.1 ($(kernel_version "$tree")), J=$J"
		echo "rules: $(xargs -n1 basename <"$OUT/rules" | sed 's/\.cocci$//' | tr '\n' ' ')"
		echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (other work shares the 2 CPUs)"
		echo "spatch-report:        ${t_ours}s  ($(grep -c . "$OUT/spatch-report.sites" || true) sites)"
		# its "// Facts: collect" passes beside the rest of the same run
		sed -n -e 's/^collect passes: /  collect passes: /p' -e 's/^collect \/ rest: /  collect \/ rest: /p' \
			"$OUT/spatch-report/summary.txt"
		echo "coccicheck:           ${t_cc}s  ($(grep -c . "$OUT/coccicheck.sites" || true) sites)"
		if [ "${#STOPPED[@]}" -gt 0 ]; then
			echo "coccicheck stopped after LIMIT=${LIMIT}s for: ${STOPPED[*]} (its time and the ratio are lower bounds; those rules' sites not compared)"
		fi
		if [ "${#facts[@]}" -gt 0 ]; then
			echo "sites not compared for ${facts[*]}: tree-wide facts (// Facts: collect), which coccicheck does not gather, place some findings elsewhere"
		fi
		if [ "${#FAILED[@]}" -gt 0 ]; then
			echo "coccicheck FAILED for: ${FAILED[*]} (spatch died: see coccicheck-logs/; the time until then counts, a lower bound; those rules' sites not compared)"
		fi
		if [ "${#STOPPED[@]}" -gt 0 ] || [ "${#FAILED[@]}" -gt 0 ]; then
			echo "ratio (coccicheck / spatch-report): >= ${ratio}x"
		else
			echo "ratio (coccicheck / spatch-report): ${ratio}x"
		fi
		echo "same sites: $same$([ "$same" = no ] && echo " (see sites.diff)")"
		echo "per rule (coccicheck):"
		cat "$OUT/coccicheck.times"
		echo "per rule (spatch-report):"
		sed -n '/^Per rule:/,/^$/p' "$OUT/spatch-report/summary.txt" | sed '1d;/^$/d'
	} >"$OUT/result.txt"
	cat "$OUT/result.txt"
	rm -rf "$WORK"
	[ "$same" = yes ] && [ "${#FAILED[@]}" -eq 0 ]
}

main "$@"
