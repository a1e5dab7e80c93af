#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-shell": every shell script of the toolkit passes shellcheck
# (warnings and errors; style notes are not counted), and every path a
# script or the Makefile names under $TOP/scripts exists: nothing lives in
# scripts/ itself any more, only in its groups (stages, checks, bench,
# lib, guest), so a bare "$TOP/scripts" is a path the regrouping missed.
# The scripts and spatch run Debian's python3 even when another comes
# first on the user's PATH (lib.sh).  The checks' shared conversion of
# testdata/legacy (testlib.sh) is taken only while it is fresh.  And make test reuses a check's
# verdict only while its inputs are the same (scripts/checks/test.sh),
# tried on test-ktap in a copy of the checkout.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$TOP/scripts/checks/testlib.sh"

# script_paths: one line per path under $TOP/scripts (or the Makefile's
# $(S)) on a line that is no comment which does not exist (a glob: matches
# nothing) or is scripts/ itself.
script_paths() {
	local hit where text p
	{
		git ls-files -co --exclude-standard -- '*.sh' .ci/run |
			xargs grep -HnE '\$\{?TOP\}?"?/scripts'
		grep -HnE '\$\(S\)/' Makefile
	} | grep -vE '^[^:]+:[0-9]+:[[:space:]]*#' | while IFS= read -r hit; do
		where=$(cut -d: -f1,2 <<<"$hit")
		text=${hit#*:*:}
		grep -oE '"?\$\{?TOP\}?"?/scripts(/[]A-Za-z0-9_./*[-]*)?|\$\(S\)/[]A-Za-z0-9_./*[-]+' <<<"$text" |
			sed -E 's|^"?\$\{?TOP\}?"?/|./|; s|^\$\(S\)/|./scripts/|' |
			while IFS= read -r p; do
				if [ "${p%/}" = ./scripts ]; then
					echo "$where: names scripts/ itself (use a group: stages, checks, bench, lib, guest)"
				elif ! compgen -G "$p" >/dev/null; then
					echo "$where: ${p#./} does not exist"
				fi
			done
	done
}

# copy_checkout DIR: the checkout as it is (tracked and untracked files,
# not ignored ones) in DIR, committed in a git repository of its own.
copy_checkout() {
	mkdir -p "$1"
	checkout_files | (cd "$TOP" && tar --verbatim-files-from -T - -cf -) | tar -xf - -C "$1"
	git -C "$1" init -q
	git -C "$1" add -A
	git -C "$1" -c user.name=t -c user.email=t@t -c commit.gpgsign=false commit -q -m copy
}

# maketest DIR LOG [VAR=VALUE...]: make test's ONLY=test-ktap in the copy
# DIR, its output in LOG; its exit status.  The copy's runs share this
# checkout's kunit_parser.py (KUNIT_DIR), not each taking it out of the
# tarball.
maketest() {
	local dir=$1 log=$2
	shift 2
	# the knobs the cases turn come from the cases, not from the caller
	env -u REUSE -u KERNEL_TREE -u PREFILTER BUILD="$dir/build" REPORTS="$dir/reports" ONLY=test-ktap \
		KUNIT_DIR="$KUNIT" "$@" \
		"$dir/scripts/checks/test.sh" >"$log" 2>&1
}

# ktap_cases: how many cases test-ktap has: one a fixture of testdata/ktap,
# and its missing-log case.
ktap_cases() {
	echo $(($(find "$TOP/testdata/ktap" -name '*.log' | wc -l) + 1))
}

# ran LOG [COUNT]: that make test ran test-ktap (no verdict reused) and
# ended with the line COUNT (default: all of test-ktap's cases passed).
ran() {
	! grep -q reused "$1" && grep -q '^ok ' "$1" && [ "$(tail -n 1 "$1")" = "${2:-$(ktap_cases) passed, 0 failed}" ]
}

# reused LOG: that make test reused test-ktap's verdict, count and all.
reused() {
	grep -q 'test-ktap: reused' "$1" && [ "$(tail -n 1 "$1")" = "$(ktap_cases) passed, 0 failed" ]
}

# reuse_cases: a passed check is reused while nothing changed, and run
# again when a file, an environment knob or REUSE=0 says so; a failed
# one is never reused.
reuse_cases() {
	local tmp rc=0 KUNIT
	KUNIT=$("$TOP/scripts/stages/ktap.sh" --kunit-dir)
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/test-shell.XXXXXX")
	copy_checkout "$tmp/c"
	maketest "$tmp/c" "$tmp/1" || true
	check "reuse: the first run runs test-ktap and passes" ran "$tmp/1"
	maketest "$tmp/c" "$tmp/2" || true
	check "reuse: the second run reuses its verdict, same count" reused "$tmp/2"
	maketest "$tmp/c" "$tmp/3" REUSE=0 || true
	check "reuse: REUSE=0 runs it" ran "$tmp/3"
	maketest "$tmp/c" "$tmp/3b" || true
	check "reuse: and keeps its verdict: the next run reuses it" reused "$tmp/3b"
	maketest "$tmp/c" "$tmp/4" PREFILTER=0 || true
	check "reuse: another value of a knob the scripts read runs it" ran "$tmp/4"
	echo "# a changed file" >>"$tmp/c/README.md"
	maketest "$tmp/c" "$tmp/5" || true
	check "reuse: a changed file (not committed) runs it" ran "$tmp/5"
	chmod +x "$tmp/c/README.md"
	maketest "$tmp/c" "$tmp/5b" || true
	check "reuse: a file's changed mode runs it" ran "$tmp/5b"
	echo extra >>"$tmp/c/testdata/ktap/crash.out"
	maketest "$tmp/c" "$tmp/6" || rc=$?
	maketest "$tmp/c" "$tmp/7" || rc=$((rc + $?))
	check_rc "reuse: a failed check is run again, and fails again" "$rc" 2 ran "$tmp/7" "$(($(ktap_cases) - 1)) passed, 1 failed"
	rm -rf "$tmp"
}

# python_cases: the scripts and spatch run Debian's python3 (lib.sh), not
# one that comes first on the user's PATH: a python3 put ahead of it that
# only records its calls is never called, by a script nor by spatch
# running a rule with a script in it.
python_cases() {
	local tmp=$BUILD/tmp/test-shell-python
	rm -rf "$tmp"
	mkdir -p "$tmp/bin" "$tmp/run"
	printf '#!/bin/sh\necho "$*" >>%q/calls\nexec /usr/bin/python3 "$@"\n' "$tmp" >"$tmp/bin/python3"
	chmod +x "$tmp/bin/python3"
	printf '@r@\nidentifier x;\n@@\nint x;\n@script:python@\nx << r.x;\n@@\nprint("seen", x)\n' >"$tmp/run/t.cocci"
	echo 'int answer;' >"$tmp/run/t.c"
	PATH=$tmp/bin:$PATH bash -c '. "$1/scripts/lib/lib.sh"; cd "$2" &&
		python3 -c "import ply, git" && spatch --very-quiet --sp-file t.cocci t.c' \
		- "$TOP" "$tmp/run" >"$tmp/out" 2>&1 || true
	check "python3 in the scripts is Debian's, with ply and git (scripts/lib/bin first on PATH)" \
		grep -qx 'seen answer' "$tmp/out"
	check "a python3 ahead on the user's PATH is not run, by a script nor by spatch" \
		[ ! -e "$tmp/calls" ]
	rm -rf "$tmp"
}

# shared_cases: the recorded conversion of testdata/legacy (testlib.sh) is
# taken only with the same key and while its scratch repository still
# ends at the series it recorded; a run that failed, or left work for a
# human because spatch timed out, is not recorded; a copy's convert.env
# names its own left.json, whatever characters its path has.
shared_cases() {
	local tmp=$BUILD/tmp/test-shell-shared LEGACY_SHARED out env left
	LEGACY_SHARED=$tmp/shared
	out=$tmp/rep/convert-drivers/legacy
	rm -rf "$tmp"
	mkdir -p "$tmp/repo" "$out"
	git -C "$tmp/repo" init -q
	git -C "$tmp/repo" -c user.name=t -c user.email=t@t -c commit.gpgsign=false commit -q --allow-empty -m one
	printf 'REPO=%s\nHEAD=%s\nLEFT=%s\n' "$tmp/repo" "$(git -C "$tmp/repo" rev-parse HEAD)" "$out/left.json" \
		>"$out/convert.env"
	echo log >"$tmp/log"
	legacy_record key1 0 "$tmp/rep" "$tmp/log"
	check "shared conversion: recorded, taken with the same key" legacy_fresh key1
	check "shared conversion: not taken with another key" eval '! legacy_fresh key2'
	env="$tmp/a b&c|d/convert.env"
	mkdir -p "$(dirname "$env")"
	cp "$LEGACY_SHARED/reports/convert-drivers/legacy/convert.env" "$env"
	set_left "$env" "$(dirname "$env")/left.json"
	# shellcheck disable=SC1090 # a convert.env made here
	left=$(. "$env" && echo "$LEFT")
	check "shared conversion: a copy's convert.env names its own left.json (a path with ' ', '&', '|')" \
		[ "$left" = "$(dirname "$env")/left.json" ]
	git -C "$tmp/repo" -c user.name=t -c user.email=t@t -c commit.gpgsign=false commit -q --allow-empty -m two
	check "shared conversion: not taken once its scratch repository moved on" eval '! legacy_fresh key1'
	legacy_record key1 2 "$tmp/rep" "$tmp/log"
	check "shared conversion: a run that failed (exit 2) is not recorded" [ ! -e "$LEGACY_SHARED" ]
	printf 'skipped: 0\nidempotent: yes\nleft for a human: 1\n' >"$out/SUMMARY"
	printf '{"left_for_human": [{"reason": "timeout"}]}\n' >"$out/left.json"
	legacy_record key1 1 "$tmp/rep" "$tmp/log"
	check "shared conversion: a run that left work for a human because spatch timed out is not recorded" \
		[ ! -e "$LEGACY_SHARED" ]
	printf '{"left_for_human": [{"reason": "parse"}]}\n' >"$out/left.json"
	legacy_record key1 1 "$tmp/rep" "$tmp/log"
	check "shared conversion: a run that left only a human's work is recorded" [ -f "$LEGACY_SHARED/key" ]
	rm -rf "$tmp"
}

# ask VALUE WHAT: REBUILD=VALUE forces the build WHAT (lib.sh's
# rebuild_asked, in a subshell: a bad name exits).
ask() {
	(REBUILD=$1 rebuild_asked "$2")
}

# rebuild_cases: REBUILD forces the builds it names (lib.sh's rebuild_asked),
# all of them when 1 or all, none when unset; a name no build has is an
# error that names the ones there are, a glob too.
rebuild_cases() {
	local out rc=0
	check "REBUILD unset: no build is forced" eval '! ask "" kernel'
	check "REBUILD=1 and REBUILD=all: every build is forced" \
		eval 'ask 1 kernel && ask 1 legacy-modules && ask all kernel'
	check "REBUILD=legacy-modules forces the modules and not the kernel" \
		eval 'ask legacy-modules legacy-modules && ! ask legacy-modules kernel'
	check "REBUILD=\"kernel legacy-modules\" (a blank or a tab between) forces both" \
		eval 'ask "kernel legacy-modules" kernel && ask "kernel	legacy-modules" legacy-modules'
	out=$(ask modules kernel 2>&1) || rc=$?
	check "REBUILD=modules (no such build): exit 2 and a line naming the builds there are (got $rc: $out)" \
		eval '[ "$rc" -eq 2 ] && [[ "$out" == *"no build is called modules"*"kernel legacy-modules"* ]]'
	rc=0
	out=$(cd "$TOP" && ask '*' kernel 2>&1) || rc=$?
	check "REBUILD='*' is no glob: exit 2, the name said as given (got $rc: $out)" \
		eval '[ "$rc" -eq 2 ] && [[ "$out" == *"no build is called *;"* ]]'
}

# edited_twice STATE1 STATE2: both states name drivers/a.c as changed, and
# differ.
edited_twice() {
	[[ "$1" == " M drivers/a.c "* ]] && [[ "$2" == " M drivers/a.c "* ]] && [ "$1" != "$2" ]
}

# tree_state_cases: lib.sh's tree_state sees what git status alone does
# not: an untracked file a .gitignore hides (the Debian tarball's "/*"), a
# second edit of a file already changed, names git quotes, a link; a clean
# tree gives nothing, a folder that is not the top of a work tree fails.
tree_state_cases() {
	local r=$BUILD/tmp/test-shell-tree s1 s2
	rm -rf "$r"
	mkdir -p "$r/tree/drivers" "$r/nogit"
	printf '/*\n!/debian/\n' >"$r/tree/.gitignore"
	echo 'int a;' >"$r/tree/drivers/a.c"
	git -C "$r/tree" init -q
	git -C "$r/tree" add -A -f .
	git -C "$r/tree" -c user.name=t -c user.email=t@t -c commit.gpgsign=false commit -q -m base
	check "tree_state: a clean tree gives nothing" [ -z "$(tree_state "$r/tree")" ]
	echo 'int b;' >"$r/tree/drivers/b.c"
	check "tree_state: an untracked file that the tree's .gitignore hides (\"/*\", as Debian's) is named" \
		grep -qx '!! drivers/b.c [0-9a-f]\{40\}' <<<"$(tree_state "$r/tree")"
	rm "$r/tree/drivers/b.c"
	echo 'int c;' >>"$r/tree/drivers/a.c"
	s1=$(tree_state "$r/tree")
	echo 'int d;' >>"$r/tree/drivers/a.c"
	s2=$(tree_state "$r/tree")
	check "tree_state: a second edit of a changed file changes its line (git status says \" M\" both times)" \
		edited_twice "$s1" "$s2"
	rm "$r/tree/drivers/a.c"
	check "tree_state: a removed file is named, with no hash" [ "$(tree_state "$r/tree")" = " D drivers/a.c -" ]
	git -C "$r/tree" checkout -q -- drivers/a.c
	echo 'int e;' >"$r/tree/drivers/\"q.c"
	printf 'int f;\n' >"$r/tree/drivers/n
l.c"
	ln -s a.c "$r/tree/drivers/l.c"
	s1=$(tree_state "$r/tree")
	check "tree_state: names git would quote (a leading '\"', a newline) and a link, each with what it holds" \
		eval '[ "$(grep -c "^!! drivers/" <<<"$s1")" -eq 3 ] && grep -qx "!! drivers/l.c -> a.c" <<<"$s1"'
	check "tree_state: a folder that is not the top of a git working tree fails (inside another one, or none)" \
		eval '! tree_state "$r/tree/drivers" >/dev/null && ! GIT_CEILING_DIRECTORIES="$r" tree_state "$r/nogit" >/dev/null'
	rm -rf "$r"
}

# lint_cases: one shellcheck check per shell script of the checkout (tracked or
# not, ignored ones aside), all read by one shellcheck run (-x: what a
# script sources is read with it), its gcc-style lines "FILE:LINE:COL:
# kind: text" told to the file they name; a run that dies names no file.
lint_cases() {
	local f out line rc=0
	local -a files
	local -A said=()
	mapfile -t files < <(git ls-files -co --exclude-standard -- '*.sh' .ci/run)
	out=$(shellcheck -x -S warning -f gcc "${files[@]}" 2>&1) || rc=$?
	if [ "$rc" -gt 1 ]; then
		# it could not read them all (a file gone): each on its own
		for f in "${files[@]}"; do
			check "shellcheck: $f" shellcheck -x -S warning "$f"
		done
		return 0
	fi
	while IFS= read -r line; do
		[ -z "$line" ] || said[${line%%:*}]+="$line"$'\n'
	done <<<"$out"
	for f in "${files[@]}"; do
		if [ -n "${said[$f]:-}" ]; then
			printf '%s' "${said[$f]}"
			fail "shellcheck: $f"
			unset 'said[$f]'
		else
			ok "shellcheck: $f"
		fi
	done
	# exit 1 with a line no script of the list is named in
	[ "$rc" -eq 0 ] || [ "${#said[@]}" -eq 0 ] ||
		fail "shellcheck: warnings about other files: ${!said[*]}"
	[ "$rc" -eq 0 ] || [ -n "$out" ] || fail "shellcheck exited 1 and said nothing"
}

main() {
	require_cmd shellcheck shellcheck
	require_cmd spatch coccinelle
	local f bad
	cd "$TOP"
	lint_cases
	bad=$(script_paths)
	[ -z "$bad" ] || while IFS= read -r f; do echo "script path: $f"; done <<<"$bad"
	check "every path under scripts/ that a script or the Makefile names exists" [ -z "$bad" ]
	python_cases
	shared_cases
	reuse_cases
	rebuild_cases
	tree_state_cases
	t_summary
}

main "$@"
