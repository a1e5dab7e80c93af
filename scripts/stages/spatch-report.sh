#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "spatch-report": every rule of cocci/ in report mode over a tree.
#
#   make spatch-report [KERNEL_TREE=dir] [TARGET=subdir] [RULES="a b"]
#
# Scope: by default the git-baselined linux-source-$KERNEL (scripts/stages/get-tree.sh)
# and testdata/legacy when it holds C files.  KERNEL_TREE=dir is read in
# place and never written.  TARGET limits the run to a subdirectory (or one
# file) of the tree, or names a directory of its own (e.g. testdata/legacy).
#
# Writes reports/<tree-name>/ (reports/legacy/ for testdata/legacy):
#   summary.txt        for a person: counts per rule and per subsystem (first
#                      two path components), files analysed, time taken
#   findings.txt       every finding, "file:line: rule: message", file
#                      relative to the tree root, sorted
#   findings.json      the same and the counts, for tools
#   not-analysed.txt   files spatch could not parse (or only in part) or
#                      timed out on, with spatch's own message; never skipped
#                      silently
#   left-over.txt      the old API left where no rule has a finding:
#                      "file:line: rule: why [reason]", from the rules'
#                      "// Residue:" header lines (scripts/lib/residue.py):
#                      in a function spatch could not parse (unparsed), in
#                      a file it timed out on (timeout) or failed on
#                      (exception), where the name is another function's
#                      (the rule's Residue-shadow code), or a text match no
#                      rule finding covers (unmatched); findings.json has
#                      the same as left_over, each with its reason code
#   logs/              spatch's raw output per rule
#
# Speed: ONE token prefilter pass shared by all rules (git grep on a git
# tree, grep -r otherwise) finds, for every file, which rule tokens it holds;
# each rule then gets only the files that can match it, each file its own
# group (--file-groups), run with spatch's --jobs/--chunksize.  A rule's
# tokens are spatch's own grep query (spatch --parse-cocci); when spatch has
# none, they are derived from the rule's literal identifiers (marked
# "derived" in the summary).  spatch's query only says "one of these
# words"; a rule can add words that must ALL be present with header lines
#     // Must-contain: spinlock_t | lock.lock
# one clause a line, every clause must hold, a clause holds when one of its
# "|"-separated words occurs (as a whole word; a dotted word such as
# lock.lock is matched literally; a word in stars, *suspend*, matches
# those letters anywhere, in any case, as in foo_suspend or FooSuspend;
# a second grep pass finds these; a word in slashes, /(\.|->) lock\b/, is
# a PCRE read over the whole file by grep -zP, one more pass per regex, in
# which a space stands for any white space and comments, line breaks
# included: wherever spatch sees two tokens side by side, the text may
# hold a comment between them; the gap takes all it can and gives nothing
# back, so what follows a space must not start with white space or /).
# "// Must-contain(GLOB):" clauses apply only to the files whose path
# matches GLOB (fnmatch: *.h is every header), so a rule can ask headers
# for something else than .c files.  coccicheck ignores such comments (not
# "Requires:", which coccicheck reads, anywhere in the file, as the spatch
# version needed); the rule's author vouches that no match is possible
# without them, and PREFILTER=0 gives every rule every file (the check that
# both find the same).
#
# RULES="a b" picks rules of cocci/ by name (a path to a .cocci file of
# one's own also works).
# On a kernel tree spatch gets the same -I/--include options as under the
# kernel's "make coccicheck".
# Environment: JOBS (default: CPUs), CHUNKSIZE (1), TIMEOUT (per file,
# seconds, default 120), PREFILTER (1), WITH_LEGACY (1: also
# testdata/legacy when no TARGET is given).
#
# Exit status: 0 no findings, 1 findings or left-overs, 2 error (a rule that
# does not parse, a TARGET or KERNEL_TREE that does not exist, spatch failing).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

# The rules, their names and tokens (filled by select_rules/check_rules).
RULE_FILES=()
RULE_NAMES=()

select_rules() {
	local rule list name
	list=$(rule_files) || exit 2
	mapfile -t RULE_FILES <<<"$list"
	for rule in "${RULE_FILES[@]}"; do
		base_name name "$rule" .cocci
		RULE_NAMES+=("$name")
	done
	rule_headers_load options "${RULE_FILES[@]}"
}

# check_rules: every rule must parse before anything else happens; keeps
# spatch's --parse-cocci output (it holds the grep query) in $WORK/rules/.
check_rules() {
	local i rule name log where around msg
	mkdir -p "$WORK/rules"
	for i in "${!RULE_FILES[@]}"; do
		rule=${RULE_FILES[$i]}
		name=${RULE_NAMES[$i]}
		log=$WORK/rules/$name.parse
		if ! spatch --parse-cocci "$rule" -D report >"$log" 2>&1; then
			where=$(grep -m1 -oE 'line [0-9]+, column [0-9]+' "$log" || true)
			around=$(grep -m1 -oE "around = '[^']*'" "$log" || true)
			if [ -n "$where" ]; then
				msg="$where${around:+ ($around)}"
				die "${rule#"$TOP"/}: does not parse at $msg: fix the rule (spatch --parse-cocci ${rule#"$TOP"/})"
			fi
			msg=$(grep -v -E '^(Warning|init_defs)' "$log" | grep . | tail -n 1)
			die "${rule#"$TOP"/}: does not parse: ${msg:-spatch --parse-cocci failed}: fix the rule"
		fi
	done
	# the header lines (Must-contain, Options, ...): one line on a bad one
	python3 "$RULEHDR_PY" check "${RULE_FILES[@]}" 2>"$WORK/rules/rulehdr.err" ||
		die "$(head -n 1 "$WORK/rules/rulehdr.err")"
}

# ---------------------------------------------------------------------------
# Token prefilter: scripts/lib/prefilter.py (formula, words, regexes,
# assign); the rules' header lines: scripts/lib/rulehdr.py.
# ---------------------------------------------------------------------------
PREFILTER_PY=$TOP/scripts/lib/prefilter.py

tokens_py() {
	python3 "$PREFILTER_PY" "$@"
}

# rule_spec: $WORK/rules.spec, one line per rule: name, headers?, formula.
rule_spec() {
	local i name rule headers json kind
	: >"$WORK/rules.spec"
	for i in "${!RULE_FILES[@]}"; do
		rule=${RULE_FILES[$i]}
		name=${RULE_NAMES[$i]}
		headers=0
		case " $(rule_options "$rule") " in *" --include-headers "*) headers=1 ;; esac
		json=$(tokens_py formula "$rule" "$WORK/rules/$name.parse")
		kind=$(jq -r .kind <<<"$json")
		if [ "${PREFILTER:-1}" = 0 ]; then
			kind=off
			json='{"formula":null}'
		fi
		printf '%s\t%s\t%s\n' "$name" "$headers" "$(jq -c .formula <<<"$json")" >>"$WORK/rules.spec"
		printf '%s\t%s\n' "$name" "$kind" >>"$WORK/rules.kind"
	done
}

# scope_files ROOT SUB: every .c/.h file of the scope, relative to ROOT.
scope_files() {
	local root=$1 sub=$2
	if [ "$IS_GIT" = 1 ]; then
		git -C "$root" ls-files -co --exclude-standard -- "${PATHSPEC[@]}"
	else
		(cd "$root" && find "${sub:-.}" -type f \( -name '*.c' -o -name '*.h' \) -print |
			sed 's|^\./||')
	fi | LC_ALL=C sort -u
}

# grep_pass ROOT REGEX GREP-OPTION...: "file NUL match" lines for the scope.
grep_pass() {
	local root=$1 re=$2
	shift 2
	if [ -z "$re" ]; then
		return 0
	fi
	if [ "$IS_GIT" = 1 ]; then
		git -C "$root" grep -z -o -I "$@" -E "($re)" -- "${PATHSPEC[@]}" || true
		# files git does not track (yet): the same search, by grep
		git -C "$root" ls-files -o --exclude-standard -- "${PATHSPEC[@]}" |
			(cd "$root" && xargs -r -d '\n' grep -H -Z -o -I "$@" -E "($re)") || true
	else
		(cd "$root" && xargs -r -d '\n' grep -H -Z -o -I "$@" -E "($re)" <"$WORK/scope.files") || true
	fi
}

# token_pass ROOT WORDS DOTTED PARTS: the grep passes over the scope:
# "file NUL word" for every whole rule token a file holds (the dotted
# words one pass each), then "\001file NUL part" for each *part* word of
# // Must-contain: (anywhere, any case; one pass each).
token_pass() {
	local root=$1 w
	grep_pass "$root" "$2" -w
	while IFS= read -r w; do
		grep_pass "$root" "$w" -w
	done <<<"$3"
	while IFS= read -r w; do
		grep_pass "$root" "$w" -i | sed 's/^/\x01/'
	done <<<"$4"
}

# regex_pass ROOT: for the /regex/ words of // Must-contain:, numbered as
# tokens_py regexes lists them, $WORK/rx/N: the files of the scope regex N
# matches, read whole (grep -z: \s and [^x] cross lines) as PCRE.  The
# parallel greps write whole lines (--line-buffered); a line that is not a
# file of the scope, or a message from grep, stops the run, except that a
# file past a PCRE limit is counted as a match (spatch decides).
regex_pass() {
	local root=$1 k=0 rx
	mkdir -p "$WORK/rx"
	while IFS= read -r rx; do
		pcre_files "$root" "$WORK/scope.files" "$rx" "$WORK/rx/$k" "the // Must-contain: regex /$rx/"
		if grep -q -v -x -F -f "$WORK/scope.files" "$WORK/rx/$k"; then
			die "the regex pass for /$rx/ wrote a line that is not a file of the scope: $(grep -v -x -F -f "$WORK/scope.files" "$WORK/rx/$k" | head -n 1)"
		fi
		k=$((k + 1))
	done < <(tokens_py regexes "$WORK/rules.spec")
}

# ---------------------------------------------------------------------------
# Running spatch, with progress read from its per-job output files.
# ---------------------------------------------------------------------------

# groups_file LIST OUT: each file (absolute, largest first so the two jobs
# end together) as its own group.
groups_file() {
	local list=$1 out=$2
	(cd "$ROOT" && xargs -r -d '\n' stat -c '%s %n' <"$list") |
		sort -k1,1nr | cut -d' ' -f2- |
		awk -v root="$ROOT" '{ print root "/" $0; print "" }' >"$out"
}

# progress LABEL TOTAL DIR: lib.sh.

# run_rule I: spatch over the rule's files; raw output in $WORK/logs.  A
# rule that collects facts on demand (has_facts_demand) is run with
# -D probe when it has no facts yet: demand_pass reads what it asks.
run_rule() {
	local i=$1 rule name n t0 rc=0
	rule=${RULE_FILES[$i]}
	name=${RULE_NAMES[$i]}
	n=$(grep -c . "$WORK/$name.files" || true)
	t0=$EPOCHSECONDS
	: >"$WORK/logs/$name.out"
	: >"$WORK/logs/$name.err"
	if [ "$n" -gt 0 ]; then
		info "-- rule $name: $n files ($(kind_of "$name") prefilter)"
		local -a probe=()
		if demand_rule "$rule" && [ ! -f "$WORK/facts/$name.facts" ]; then
			probe=(-D probe)
		fi
		spatch_rule "$rule" "$WORK/$name.files" "$WORK/logs/$name" "${probe[@]}" || rc=$?
		if [ "$rc" -ne 0 ]; then
			SPATCH_FAILED+=("$name (exit $rc, see ${OUT#"$TOP"/}/logs/$name.err)")
		fi
	else
		info "-- rule $name: no file holds its tokens"
	fi
	printf '%s\t%s\t%s\n' "$name" "$n" "$(elapsed_since "$t0")" >>"$WORK/rules.time"
	info "   $name: done in $(elapsed_since "$t0")s"
}

# spatch_rule RULE LIST LOG [SPATCH-OPTION...]: RULE in report mode over
# the files of LIST (relative to ROOT), with its facts if it has some,
# into LOG.out and LOG.err, progress on the terminal.  Returns spatch's
# status.
spatch_rule() {
	local rule=$1 list=$2 log=$3 name ppid_mon rc=0
	shift 3
	base_name name "$rule" .cocci
	groups_file "$list" "$WORK/$name.groups"
	local -a opts
	read -r -a opts <<<"$(rule_options "$rule")"
	opts+=("${KINC[@]}" "$@")
	[ ! -f "$WORK/facts/$name.facts" ] || mapfile -t -O "${#opts[@]}" opts < <(facts_args "$rule" "$WORK/facts/$name.facts")
	rm -rf "$WORK/par/$name"_*
	progress "$name" "$(grep -c . "$list" || true)" "$WORK/par/$name" &
	ppid_mon=$!
	(cd "$WORK" && big_stack && spatch --sp-file "$rule" -D report --no-show-diff "${opts[@]}" \
		--quiet --parse-error-msg --verbose-parsing \
		--timeout "${TIMEOUT:-120}" --jobs "$JOBS" --chunksize "${CHUNKSIZE:-1}" \
		--tmp-dir "$WORK/par/$name" --file-groups "$WORK/$name.groups" \
		>"$log.out" 2>"$log.err") || rc=$?
	kill "$ppid_mon" 2>/dev/null || true
	wait "$ppid_mon" 2>/dev/null || true
	return "$rc"
}

# demand_rule RULE: its facts are collected on demand (demand_pass), not by
# facts_pass; DEMAND=0: by facts_pass over the whole scope, as a rule
# without "// Facts-demand: probe" (to check that both give the same).
demand_rule() {
	[ "${DEMAND:-1}" != 0 ] && has_facts "$1" && has_facts_demand "$1"
}

# demand_pass I: for a demand_rule, after its probing run: if that run
# asked for facts, collect them where it asked (demand_facts, lib.sh),
# then run the rule again with them over the files they can change: the
# probed files and those the facts name in "file" lines (a file whose
# verdict can change has a function of the state: it was probed, or a
# "def" or "proto" line names it); their findings replace the first
# run's.  The collect and the second run count as the rule's collect
# pass in facts.time.
demand_pass() {
	local i=$1 rule name f t0 c0 rc=0
	rule=${RULE_FILES[$i]}
	name=${RULE_NAMES[$i]}
	demand_rule "$rule" || return 0
	if ! grep -q -P "^FACT:$name\t(probe|follow)\t" "$WORK/logs/$name.out"; then
		info "facts: $name: its run asked for no facts"
		return 0
	fi
	mkdir -p "$WORK/facts"
	f=$WORK/facts/$name.facts
	t0=$EPOCHSECONDS
	c0=$(cpu_children)
	COLLECT_FILES=0
	if ! FACTS_KERNEL=$ROOT demand_facts "$rule" "$ROOT" "$WORK/scope.files" "$WORK/logs/$name.out" "$f" "${KINC[@]}"; then
		SPATCH_FAILED+=("$name collect pass (see ${OUT#"$TOP"/}/facts/$name.facts.err)")
		return 0
	fi
	LC_ALL=C sort -u "$f.probed" <(facts_files "$f") >"$WORK/$name.again"
	info "facts: $name: run again with the facts over $(grep -c . "$WORK/$name.again" || true) files"
	drop_rows "$name" "$WORK/$name.again"
	if [ -s "$WORK/$name.again" ]; then
		spatch_rule "$rule" "$WORK/$name.again" "$WORK/logs/$name.facts" || rc=$?
		[ "$rc" -eq 0 ] || SPATCH_FAILED+=("$name with facts (exit $rc, see ${OUT#"$TOP"/}/logs/$name.facts.err)")
		collect "$name" "$WORK/logs/$name.facts"
	fi
	LC_ALL=C sort -u "$WORK/$name.files" "$WORK/$name.again" -o "$WORK/$name.files"
	printf '%s\t%s\t%s\t%s\n' "$name" "$COLLECT_FILES" "$(elapsed_since "$t0")" \
		$(($(cpu_children) - c0)) >>"$WORK/facts.time"
}

# drop_rows NAME LIST: NAME's findings, parsed files and not-analysed
# entries of the files of LIST go (a second run replaces them).
drop_rows() {
	local name=$1 list=$2 root=$ROOT/ t
	for t in findings.tsv:4 notparsed.tsv:4 "parsed.$name":0; do
		[ -f "$WORK/${t%:*}" ] || continue
		awk -F'\t' -v OFS='\t' -v n="$name" -v c="${t#*:}" '
			NR == FNR { drop[$0] = 1; next }
			!((c == 0 || $c == n) && ($1 in drop))' "$list" "$WORK/${t%:*}" >"$WORK/${t%:*}.kept"
		mv "$WORK/${t%:*}.kept" "$WORK/${t%:*}"
	done
}

# facts_pass: the collect pass (collect_facts, lib.sh) of every rule that
# says "// Facts: collect", over every .c/.h file of the scope, into
# $WORK/facts/NAME.facts (reports/<tree>/facts/); the real run gets the
# facts, and the files they name ("file" lines) as well as its own.  Each
# pass's files, wall-clock and CPU seconds go to $WORK/facts.time (the
# summary's "collect passes" lines: their cost beside the rest of the run).
facts_pass() {
	local i rule name f t0 c0
	: >"$WORK/facts.time"
	# the rules' lookups (facts_lookups, lib.sh) read the tree's own headers
	export FACTS_KERNEL=$ROOT
	for i in "${!RULE_NAMES[@]}"; do
		rule=${RULE_FILES[$i]}
		name=${RULE_NAMES[$i]}
		has_facts "$rule" || continue
		! demand_rule "$rule" || continue
		[ -d "$WORK/facts" ] || stage_begin "facts ($TNAME)"
		mkdir -p "$WORK/facts"
		f=$WORK/facts/$name.facts
		t0=$EPOCHSECONDS
		c0=$(cpu_children)
		COLLECT_FILES=0
		if ! collect_facts "$rule" "$ROOT" "$WORK/scope.files" "$f" "${KINC[@]}"; then
			SPATCH_FAILED+=("$name collect pass (see ${OUT#"$TOP"/}/facts/$name.facts.err)")
			continue
		fi
		printf '%s\t%s\t%s\t%s\n' "$name" "$COLLECT_FILES" "$(elapsed_since "$t0")" \
			$(($(cpu_children) - c0)) >>"$WORK/facts.time"
		LC_ALL=C sort -u "$WORK/$name.files" <(facts_files "$f") -o "$WORK/$name.files"
	done
	[ ! -d "$WORK/facts" ] || stage_end
}

kind_of() {
	awk -F'\t' -v n="$1" '$1 == n { print $2 }' "$WORK/rules.kind"
}

# collect NAME [LOG]: findings ("file<TAB>line<TAB>col<TAB>rule<TAB>msg"), parsed
# files and files not (fully) analysed, from one rule's raw output
# (LOG.out and LOG.err; $WORK/logs/NAME: its first run), added to those
# of the other rules and runs.
collect() {
	local name=$1 log=${2:-$WORK/logs/$1} root=$ROOT/
	[ -n "${2:-}" ] || : >"$WORK/parsed.$name"
	awk -v root="$root" -v rule="$name" '
		function rel(f) { if (index(f, root) == 1) f = substr(f, length(root) + 1); return f }
		match($0, /^[^:]+:[0-9]+:[0-9]+-[0-9]+: /) {
			head = substr($0, 1, RLENGTH - 2); msg = substr($0, RLENGTH + 1)
			n = split(head, a, ":"); col = a[n]; sub(/-.*/, "", col)
			printf "%s\t%s\t%s\t%s\t%s\n", rel(a[1]), a[2], col, rule, msg
		}' "$log.out" >>"$WORK/findings.tsv"
	awk -v root="$root" -v rule="$name" -v t="${TIMEOUT:-120}" '
		function rel(f) { if (index(f, root) == 1) f = substr(f, length(root) + 1); return f }
		/^HANDLING: / { print rel(substr($0, 11)) >> parsed; next }
		# " = File" after a parse error, " =File" after a semantic one
		/^ = ?File "/ {
			f = $0; sub(/^ = ?File "/, "", f); l = f
			sub(/".*/, "", f); sub(/^[^"]*", line /, "", l); sub(/,.*/, "", l)
			printf "%s\tparse\t%s\t%s\n", rel(f), l, rule
			next
		}
		/^ = ?error in / {
			f = $0; sub(/^ = ?error in /, "", f); sub(/; set verbose_parsing.*/, "", f)
			printf "%s\tparse\t?\t%s\n", rel(f), rule
			next
		}
		/^EXN: .* in / {
			f = $0; sub(/^EXN: .* in /, "", f); e = $0; sub(/^EXN: /, "", e); sub(/ in [^ ]*$/, "", e)
			if (e ~ /Timeout/) printf "%s\ttimeout\t%s\t%s\n", rel(f), t, rule
			else printf "%s\texception\t%s\t%s\n", rel(f), e, rule
			next
		}
		/^timeout \(we abort\): / {
			f = $0; sub(/^timeout \(we abort\): /, "", f)
			printf "%s\ttimeout\t%s\t%s\n", rel(f), t, rule
		}' parsed="$WORK/parsed.$name" "$log.err" >>"$WORK/notparsed.tsv"
}

# ---------------------------------------------------------------------------
# Left-overs: what the rules' "// Residue:" lines describe, found in the
# scope where no rule has a finding (scripts/lib/residue.py).
# ---------------------------------------------------------------------------

RESIDUE_PY=$TOP/scripts/lib/residue.py

# residue_spec: the rules' // Residue lines (a bad one stops the run).
residue_spec() {
	python3 "$RESIDUE_PY" spec "${RULE_FILES[@]}" >"$WORKBASE/residue.spec" 2>"$WORKBASE/residue.err" ||
		die "$(sed "s|$TOP/||" "$WORKBASE/residue.err" | head -n 1)"
}

# residue_files: the files of the scope one of the residue regexes matches
# (one grep -zP pass, as regex_pass: a file past a PCRE limit counts).
residue_files() {
	local rx
	rx=$(python3 "$RESIDUE_PY" regexes "$WORKBASE/residue.spec" | sed 's/.*/(?:&)/' | paste -sd'|')
	[ -n "$rx" ] || return 0
	pcre_files "$ROOT" "$WORK/scope.files" "$rx" "$WORK/residue.files" "the rules' // Residue: regexes"
	sort -u "$WORK/residue.files"
}

# leftovers: $WORK/leftover.tsv, "file line rule what reason detail".
leftovers() {
	: >"$WORK/leftover.tsv"
	residue_files | python3 "$RESIDUE_PY" scan "$WORKBASE/residue.spec" "$ROOT" >"$WORK/residue.tsv"
	[ -s "$WORK/residue.tsv" ] || return 0
	# where spatch could not parse: asked again for the files with residue
	# on a line no finding covers, so the answer does not depend on which
	# rules the prefilter gave them to
	awk -F'\t' 'NR == FNR { seen[$1 "\t" $2 "\t" $4] = 1; next }
		!(($1 "\t" $2 "\t" $3) in seen) { print $1 }' "$WORK/findings.tsv" "$WORK/residue.tsv" |
		sort -u | (cd "$ROOT" && big_stack &&
		xargs -r -d '\n' -n 50 spatch --parse-c --no-includes "${KINC[@]}" 2>&1 || true) |
		python3 "$RESIDUE_PY" regions "$ROOT" >"$WORK/regions.tsv"
	awk -F'\t' '{ printf "%s:%s: %s: %s\n", $1, $2, $4, $5 }' "$WORK/findings.tsv" >"$WORK/findings.lines"
	awk -F'\t' -v OFS='\t' '$2 == "timeout" { print $1, $4 }' "$WORK/notparsed.tsv" >"$WORK/timeouts.tsv"
	awk -F'\t' -v OFS='\t' '$2 == "exception" { print $1, $4, $3 }' "$WORK/notparsed.tsv" >"$WORK/exceptions.tsv"
	python3 "$RESIDUE_PY" classify --mode=report --spec="$WORKBASE/residue.spec" \
		--scan="$WORK/residue.tsv" --regions="$WORK/regions.tsv" \
		--timeouts="$WORK/timeouts.tsv" --exceptions="$WORK/exceptions.tsv" \
		--report="$WORK/findings.lines" | LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k2,2n -k3,3 \
		>"$WORK/leftover.tsv"
}

# ---------------------------------------------------------------------------
# Reports.
# ---------------------------------------------------------------------------

subsystem_awk='function subsys(f,   n, a, s) {
	n = split(f, a, "/")
	if (n <= 1) return "."
	s = a[1]
	if (n > 2) s = s "/" a[2]
	return s
}'

write_findings() {
	LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k2,2n -k3,3n -k4,4 -u "$WORK/findings.tsv" \
		>"$WORK/findings.sorted"
	awk -F'\t' '{ printf "%s:%s: %s: %s\n", $1, $2, $4, $5 }' "$WORK/findings.sorted" \
		>"$OUT/findings.txt"
	# one line per file and kind of trouble: its places, the rules that met it
	LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k2,2 -k3,3n -u "$WORK/notparsed.tsv" |
		awk -F'\t' '
			function add(list, x) { return index(" " list " ", " " x " ") ? list : (list == "" ? x : list " " x) }
			{ k = $1 "\t" $2; if (!(k in d)) { o[++n] = k; d[k] = ""; r[k] = "" }
			  if ($3 != "?") d[k] = add(d[k], $3); r[k] = add(r[k], $4) }
			END {
				for (i = 1; i <= n; i++) {
					split(o[i], a, "\t"); k = o[i]; det = d[k]; gsub(/ /, ", ", det)
					if (a[2] == "parse") m = (det == "" ? "parse error" : "parse error at line" (index(det, ",") ? "s " : " ") det) " (that code was not searched)"
					else if (a[2] == "timeout") m = "timeout after " det "s (not analysed)"
					else m = "spatch exception: " d[k] " (not analysed)"
					printf "%s\t%s\t%s\n", a[1], m, r[k]
				}
			}' >"$WORK/notparsed.sorted"
	awk -F'\t' '{ printf "%s:%s: %s: %s [%s]\n", $1, $2, $3, $6, $5 }' "$WORK/leftover.tsv" \
		>"$OUT/left-over.txt"
	{
		echo "# Files spatch could not parse (wholly or in part) or timed out on,"
		echo "# with spatch's message and the rules that met them.  Code in a part"
		echo "# that did not parse was not searched by those rules."
		awk -F'\t' '{ printf "%s: %s [%s]\n", $1, $2, $3 }' "$WORK/notparsed.sorted"
	} >"$OUT/not-analysed.txt"
}

write_summary() {
	local total=$1 nfind nparsed nnot nscope i name
	nfind=$(grep -c . "$WORK/findings.sorted" || true)
	nparsed=$(cat "$WORK"/parsed.* 2>/dev/null | LC_ALL=C sort -u | grep -c . || true)
	nnot=$(cut -f1 "$WORK/notparsed.sorted" | LC_ALL=C sort -u | grep -c . || true)
	nscope=$(grep -c . "$WORK/scope.files" || true)
	{
		echo "spatch-report: $TNAME"
		echo "tree root:     $ROOT${VERSION:+ (Linux $VERSION)}"
		echo "scope:         ${SUB:-whole tree}"
		echo "rules:         ${RULE_NAMES[*]}"
		echo "date:          $(date -u '+%Y-%m-%d %H:%M UTC')"
		echo "spatch:        $(spatch --version | head -n 1 | awk '{print $3}'), --jobs $JOBS --chunksize ${CHUNKSIZE:-1} --timeout ${TIMEOUT:-120}"
		echo "prefilter:     $([ "${PREFILTER:-1}" = 0 ] && echo off || echo "one $([ "$IS_GIT" = 1 ] && echo 'git grep' || echo 'grep') pass for all rules") (${PREFILTER_TIME}s)"
		echo "time taken:    ${total}s (CPU ${CPU_TOTAL}s)"
		collect_summary "$total"
		echo
		echo "files in scope (.c/.h):          $nscope"
		echo "files analysed by spatch:        $nparsed"
		echo "files not (fully) parsed:        $nnot (not-analysed.txt)"
		echo "findings:                        $nfind (findings.txt)"
		echo "left over, no finding:           $(grep -c . "$WORK/leftover.tsv" || true) (left-over.txt)$(cut -f5 "$WORK/leftover.tsv" | sort | uniq -c | awk '{ printf "%s %s %s", (NR == 1 ? ":" : ","), $1, $2 }')"
		echo
		echo "Per rule:"
		printf '  %-20s %8s %8s %9s %6s  %s\n' rule given parsed findings time tokens
		for i in "${!RULE_NAMES[@]}"; do
			name=${RULE_NAMES[$i]}
			printf '  %-20s %8s %8s %9s %5ss  %s\n' "$name" \
				"$(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$WORK/rules.time")" \
				"$(sort -u "$WORK/parsed.$name" 2>/dev/null | grep -c . || true)" \
				"$(awk -F'\t' -v n="$name" '$4 == n' "$WORK/findings.sorted" | grep -c . || true)" \
				"$(awk -F'\t' -v n="$name" '$1 == n { print $3 }' "$WORK/rules.time")" \
				"$(kind_text "$(kind_of "$name")" "${RULE_FILES[$i]}")"
		done
		echo
		echo "Per subsystem (first two path components):"
		if [ "$nfind" -eq 0 ]; then
			echo "  (no findings)"
		else
			awk -F'\t' "$subsystem_awk"'
				{ s = subsys($1); n[s]++; k = s SUBSEP $4; r[k]++; if (!(s SUBSEP "x" in seen)) { seen[s SUBSEP "x"] = 1; order[++m] = s } }
				END {
					for (i = 1; i <= m; i++) {
						s = order[i]; d = ""
						for (k in r) { split(k, a, SUBSEP); if (a[1] == s) d = d (d == "" ? "" : ", ") a[2] " " r[k] }
						printf "  %-40s %5d  (%s)\n", s, n[s], d
					}
				}' "$WORK/findings.sorted" | sort -k2,2nr -k1,1
		fi
		if [ "${#SPATCH_FAILED[@]}" -gt 0 ]; then
			echo
			echo "spatch FAILED for: ${SPATCH_FAILED[*]}"
		fi
	} >"$OUT/summary.txt"
}

# collect_summary TOTAL: the collect passes (facts_pass) beside the rest
# of the run, wall-clock and CPU seconds (cpu_children), measured in this
# run: "collect / rest" is what the collect passes add to a run without
# them (README: "Facts across files").
collect_summary() {
	local total=$1
	[ -s "$WORK/facts.time" ] || return 0
	awk -F'\t' -v total="$total" -v cpu="$CPU_TOTAL" '
		{ w += $3; c += $4
		  d = d sprintf("%s%s %s files %ss (CPU %ss)", (NR > 1 ? ", " : ""), $1, $2, $3, $4) }
		END {
			printf "collect passes: %s\n", d
			printf "collect / rest: %ds / %ds = %.1f%% wall-clock; CPU %ds / %ds = %.1f%%\n",
				w, total - w, (total - w > 0 ? 100 * w / (total - w) : 0),
				c, cpu - c, (cpu - c > 0 ? 100 * c / (cpu - c) : 0)
		}' "$WORK/facts.time"
}

# requires_text RULE: its "// Must-contain:" clauses, "a | b; in *.h: c".
requires_text() {
	python3 "$RULEHDR_PY" requires-text "$1"
}

# kind_text KIND [RULE]: where a rule's prefilter tokens come from.
kind_text() {
	case $1 in
	*+requires) echo "$(kind_text "${1%+requires}"), and the rule's // Must-contain: $(requires_text "$2")" ;;
	spatch) echo "spatch's grep query" ;;
	derived) echo "derived from the rule's identifiers (spatch gives no query)" ;;
	none) echo "none: every file (no token can be derived)" ;;
	off) echo "prefilter off (PREFILTER=0)" ;;
	*) echo "$1" ;;
	esac
}

write_json() {
	local total=$1
	jq -n \
		--arg tree "$TNAME" --arg root "$ROOT" --arg scope "${SUB:-}" \
		--arg version "${VERSION:-}" --argjson seconds "$total" \
		--argjson jobs "$JOBS" --arg prefilter "${PREFILTER:-1}" \
		--rawfile findings "$WORK/findings.sorted" \
		--rawfile notparsed "$WORK/notparsed.sorted" \
		--rawfile times "$WORK/rules.time" \
		--rawfile ctimes "$WORK/facts.time" --argjson cpu "$CPU_TOTAL" \
		--rawfile kinds "$WORK/rules.kind" \
		--rawfile scope_files "$WORK/scope.files" \
		--rawfile leftover "$WORK/leftover.tsv" \
		--arg rules "${RULE_NAMES[*]}" '
		def lines($s): $s | split("\n") | map(select(length > 0) | split("\t"));
		def subsys: split("/") | if length <= 1 then "." elif length == 2 then .[0] else .[0] + "/" + .[1] end;
		(lines($findings) | map({file: .[0], line: (.[1] | tonumber), column: (.[2] | tonumber), rule: .[3], message: .[4]})) as $f
		| (lines($leftover) | map({file: .[0], line: (.[1] | tonumber), rule: .[2], residue: .[3], reason: .[4], detail: .[5]})) as $l
		| {
			tree: $tree, root: $root, scope: (if $scope == "" then null else $scope end),
			kernel_version: (if $version == "" then null else $version end),
			rules: ($rules | split(" ")),
			jobs: $jobs, prefilter: ($prefilter != "0"), time_seconds: $seconds,
			files_in_scope: ($scope_files | split("\n") | map(select(length > 0)) | length),
			rule_runs: (lines($times) | map({rule: .[0], files_given: (.[1] | tonumber), seconds: (.[2] | tonumber)})),
			cpu_seconds: $cpu,
			collect_passes: (lines($ctimes) | map({rule: .[0], files_given: (.[1] | tonumber), seconds: (.[2] | tonumber), cpu_seconds: (.[3] | tonumber)})),
			token_source: (lines($kinds) | map({key: .[0], value: .[1]}) | from_entries),
			counts: {
				total: ($f | length),
				per_rule: ($f | group_by(.rule) | map({key: .[0].rule, value: length}) | from_entries),
				per_subsystem: ($f | map(.file | subsys) | group_by(.) | map({key: .[0], value: length}) | from_entries),
				left_over: ($l | length),
				left_over_per_reason: ($l | group_by(.reason) | map({key: .[0].reason, value: length}) | from_entries)
			},
			findings: $f,
			left_over: $l,
			not_analysed: (lines($notparsed) | map({file: .[0], reason: .[1], rules: (.[2] | split(" ")),
				code: (.[1] | if startswith("parse") then "unparsed" elif startswith("timeout") then "timeout" else "exception" end)}))
		}' >"$OUT/findings.json"
}

# ---------------------------------------------------------------------------
# Targets.
# ---------------------------------------------------------------------------

T_NAME=()
T_ROOT=()
T_SUB=()

add_target() {
	T_NAME+=("$1")
	T_ROOT+=("$(cd "$2" && pwd -P)")
	T_SUB+=("$3")
}

# default_tree: KERNEL_TREE in place, or the baselined linux-source-$KERNEL.
default_tree() {
	if [ -n "${KERNEL_TREE:-}" ]; then
		pristine_tree
	else
		"$TOP/scripts/stages/get-tree.sh"
	fi
}

has_c_files() {
	[ -n "$(find "$1" -type f \( -name '*.c' -o -name '*.h' \) -print -quit 2>/dev/null)" ]
}

resolve_targets() {
	local tree t=${TARGET:-}
	if [ -z "$t" ]; then
		tree=$(default_tree)
		add_target "$(default_name "$tree")" "$tree" ""
		if [ "${WITH_LEGACY:-1}" = 1 ] && [ -d "$TOP/testdata/legacy" ] &&
			has_c_files "$TOP/testdata/legacy"; then
			add_target legacy "$TOP/testdata/legacy" ""
		fi
		return
	fi
	t=${t%/}
	if [ "${t#/}" = "$t" ] && [ "${t#./}" = "$t" ] && [ "${t#../}" = "$t" ] &&
		{ [ -n "${KERNEL_TREE:-}" ] || [ -d "$BUILD/trees/$DEFAULT_TREE_NAME" ] || [ ! -e "$t" ]; }; then
		tree=$(default_tree)
		if [ -e "$tree/$t" ]; then
			add_target "$(default_name "$tree")" "$tree" "$t"
			return
		fi
	fi
	if [ -d "$t" ]; then
		add_target "$(basename "$(cd "$t" && pwd -P)")" "$t" ""
	elif [ -f "$t" ]; then
		add_target "$(basename "$(cd "$(dirname "$t")" && pwd -P)")" "$(dirname "$t")" "$(basename "$t")"
	else
		die "TARGET=$t does not exist (neither ${tree:+$tree/$t nor }$t): give a subdirectory of the tree or a directory"
	fi
}

default_name() {
	if [ -z "${KERNEL_TREE:-}" ] && [ "$(cd "$1" && pwd -P)" = "$(cd "$BUILD/trees/$DEFAULT_TREE_NAME" 2>/dev/null && pwd -P)" ]; then
		echo "$DEFAULT_TREE_NAME"
	else
		tree_name "$1"
	fi
}

# ---------------------------------------------------------------------------
# One target.
# ---------------------------------------------------------------------------

# not_for_kernel: a rule whose "// Kernel-has" API the target's kernel
# lacks (the tree itself, or for a folder of drivers the tree they are
# carried to) runs on no file: its edits would not build there.
not_for_kernel() {
	local kernel=$ROOT why
	is_kernel_tree "$ROOT" || kernel=$(default_tree)
	python3 "$RULEHDR_PY" for-tree "$kernel" "${RULE_FILES[@]}" >/dev/null 2>"$WORK/not-for-kernel" ||
		die "$(head -n 1 "$WORK/not-for-kernel")"
	while IFS= read -r why; do
		: >"$WORK/${why%%:*}.files"
		info "$why: left out"
	done <"$WORK/not-for-kernel"
}

# run_target NAME ROOT SUB; sets T_RC (0 nothing found, 1 findings, 2 error)
run_target() {
	TNAME=$1 ROOT=$2 SUB=$3
	local t0 t1 c0 re dotted parts i nfind nleft
	t0=$EPOCHSECONDS
	c0=$(cpu_children)
	OUT=$REPORTS/$TNAME
	WORK=$WORKBASE/$TNAME
	SPATCH_FAILED=()
	VERSION=
	KINC=()
	if is_kernel_tree "$ROOT"; then
		VERSION=$(kernel_version "$ROOT")
		kernel_includes
	fi
	mkdir -p "$WORK/logs" "$WORK/par"
	cp "$WORKBASE/rules.spec" "$WORKBASE/rules.kind" "$WORK/"
	: >"$WORK/findings.tsv"
	: >"$WORK/notparsed.tsv"
	: >"$WORK/rules.time"
	IS_GIT=0
	if [ -d "$ROOT/.git" ] && [ "$(git -C "$ROOT" rev-parse --show-toplevel 2>/dev/null)" = "$ROOT" ]; then
		IS_GIT=1
	fi
	if [ -z "$SUB" ]; then
		PATHSPEC=('*.c' '*.h')
	elif [ -d "$ROOT/$SUB" ]; then
		PATHSPEC=("$SUB/*.c" "$SUB/*.h")
	else
		PATHSPEC=("$SUB")
	fi
	info "== $TNAME${SUB:+/$SUB}: ${#RULE_NAMES[@]} rules, $JOBS jobs, reports in ${OUT#"$TOP"/}/"

	stage_begin "prefilter ($TNAME)"
	t1=$EPOCHSECONDS
	scope_files "$ROOT" "$SUB" | grep -E '\.[ch]$' >"$WORK/scope.files" || true
	re=$(tokens_py words "$WORK/rules.spec" whole)
	dotted=$(tokens_py words "$WORK/rules.spec" dotted)
	parts=$(tokens_py words "$WORK/rules.spec" part)
	if [ "${PREFILTER:-1}" = 0 ]; then
		: >"$WORK/hits"
	else
		token_pass "$ROOT" "$re" "$dotted" "$parts" >"$WORK/hits"
	fi
	regex_pass "$ROOT"
	tokens_py assign "$WORK/rules.spec" "$WORK/hits" "$WORK/scope.files" "$WORK" "$WORK/rx"
	not_for_kernel
	PREFILTER_TIME=$(elapsed_since "$t1")
	info "$(grep -c . "$WORK/scope.files" || true) .c/.h files in scope; per rule: $(for i in "${!RULE_NAMES[@]}"; do printf '%s %s  ' "${RULE_NAMES[$i]}" "$(grep -c . "$WORK/${RULE_NAMES[$i]}.files" || true)"; done)"
	stage_end

	facts_pass

	stage_begin "spatch ($TNAME)"
	for i in "${!RULE_NAMES[@]}"; do
		run_rule "$i"
		collect "${RULE_NAMES[$i]}"
		demand_pass "$i"
	done
	stage_end

	stage_begin "left-overs ($TNAME)"
	leftovers
	stage_end

	rm -rf "$OUT"
	mkdir -p "$OUT"
	cp -r "$WORK/logs" "$OUT/logs"
	[ ! -d "$WORK/facts" ] || cp -r "$WORK/facts" "$OUT/facts"
	write_findings
	local total
	total=$(elapsed_since "$t0")
	CPU_TOTAL=$(($(cpu_children) - c0))
	write_summary "$total"
	write_json "$total"
	nfind=$(grep -c . "$WORK/findings.sorted" || true)
	nleft=$(grep -c . "$WORK/leftover.tsv" || true)
	info "$TNAME: $nfind findings, $nleft left over, $(grep -c . "$WORK/notparsed.sorted" || true) not-analysed entries, ${total}s: ${OUT#"$TOP"/}/summary.txt"
	if [ "${#SPATCH_FAILED[@]}" -gt 0 ]; then
		printf '%s: error: spatch failed for %s\n' "$PROG" "${SPATCH_FAILED[*]}" >&2
		T_RC=2
	elif [ "$nfind" -gt 0 ] || [ "$nleft" -gt 0 ]; then
		T_RC=1
	else
		T_RC=0
	fi
}

# kernel_includes: the include options the kernel's "make coccicheck" gives
# spatch (its LINUXINCLUDE for the host architecture), so both see the same
# headers and macros.
kernel_includes() {
	local arch d
	arch=$(uname -m | sed -e 's/i.86/x86/' -e 's/x86_64/x86/' -e 's/aarch64.*/arm64/')
	[ -d "$ROOT/arch/$arch" ] || arch=x86
	for d in "arch/$arch/include" "arch/$arch/include/generated" include \
		"arch/$arch/include/uapi" "arch/$arch/include/generated/uapi" \
		include/uapi include/generated/uapi; do
		KINC+=(-I "$ROOT/$d")
	done
	# (an older tree lacks these: a 2.6 tree has neither)
	for d in include/linux/compiler-version.h include/linux/kconfig.h; do
		[ ! -f "$ROOT/$d" ] || KINC+=(--include "$ROOT/$d")
	done
}

cleanup() {
	[ -n "${WORKBASE:-}" ] && rm -rf "$WORKBASE"
	return 0
}

main() {
	require_cmd spatch coccinelle
	require_cmd git git
	require_cmd jq jq
	require_cmd python3 python3
	JOBS=${JOBS:-$(jobs)}
	[[ "$JOBS" =~ ^[1-9][0-9]*$ ]] || die "JOBS=$JOBS: give a number of jobs (e.g. JOBS=2)"
	[[ "${TIMEOUT:-120}" =~ ^[0-9]+$ ]] || die "TIMEOUT=$TIMEOUT: give seconds per file (e.g. TIMEOUT=120)"
	select_rules
	mkdir -p "$BUILD/tmp"
	WORKBASE=$(mktemp -d "$BUILD/tmp/spatch-report.XXXXXX")
	trap cleanup EXIT
	WORK=$WORKBASE
	check_rules
	residue_spec
	: >"$WORKBASE/rules.kind"
	rule_spec
	resolve_targets
	local i rc=0 t0
	t0=$EPOCHSECONDS
	for i in "${!T_NAME[@]}"; do
		run_target "${T_NAME[$i]}" "${T_ROOT[$i]}" "${T_SUB[$i]}"
		if [ "$T_RC" -eq 2 ] || { [ "$T_RC" -eq 1 ] && [ "$rc" -eq 0 ]; }; then
			rc=$T_RC
		fi
	done
	info "spatch-report took $(elapsed_since "$t0")s; exit $rc (0 no findings, 1 findings, 2 error)"
	return "$rc"
}

main "$@"
