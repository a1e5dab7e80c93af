#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "ktap" of the boot test: the verdict of a guest's console log.
#
#   scripts/ktap.sh CONSOLE_LOG [SUITES_FILE]
#
# Parses the KTAP (Documentation/dev-tools/ktap.rst) in a console log: the
# kernel's KUnit output as 6.1 nests it (a top-level "KTAP version 1" and
# "1..N", each suite as an indented subtest "    KTAP version 1",
# "    # Subtest: NAME", "    1..M", indented "    ok N case" lines, then
# a top-level "ok N NAME"), and any further KTAP documents (the guest's
# /init prints one).  printk timestamps and lines that are not KTAP are
# ignored; deeper nesting (parameterised cases) is left to its case line.
#
# Prints one line per suite with its status (ok, FAILED, SKIPPED, CRASHED:
# the log ends or a new KTAP document starts inside the suite), the failed
# cases under a failed suite, then checks SUITES_FILE (default
# scripts/guest/suites, one suite name a line): an expected suite that is
# missing or skipped is a failure.  A skipped suite that is not expected
# counts as neither.  Ends with "N passed, N failed", counting suites;
# exits 1 when any suite failed, 2 when the log cannot be read.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

# parse LOG: one record a suite: "status<TAB>name<TAB>cases<TAB>failed
# cases<TAB>skipped cases<TAB>detail", detail being the failed case lines
# joined by "|" or the reason of a skip or a crash.
parse() {
	awk '
	function strip(s) {
		sub(/\r$/, "", s)
		sub(/^\[ *[0-9]+\.[0-9]+\] ?/, "", s)
		return s
	}
	function close_suite(status, why) {
		if (cur == "")
			return
		emit(status, cur, why)
		cur = ""
	}
	function emit(status, name, why) {
		if (status == "not ok")
			why = fails
		printf "%s\t%s\t%d\t%d\t%d\t%s\n", status, name, ncase, nfail, nskip, why
		ncase = nfail = nskip = 0
		fails = ""
	}
	function directive(s) {
		if (match(s, / # [Ss][Kk][Ii][Pp]/))
			return "skip" substr(s, RSTART + 7)
		return ""
	}
	# pick_diag(case): the diagnostic that names the case, else the first.
	function pick_diag(name,    n, i, d) {
		n = split(diag, d, "\034")
		for (i = 1; i <= n; i++)
			if (index(d[i], name ": ") == 1)
				return d[i]
		return n ? d[1] : ""
	}
	function result_name(s) {
		sub(/^(not )?ok [0-9]+ ?(- )?/, "", s)
		sub(/ # .*$/, "", s)
		return s
	}
	{ line = strip($0) }
	line ~ /^KTAP version / || line ~ /^TAP version / {
		close_suite("crashed", "a new KTAP document started inside the suite")
		next
	}
	line ~ /Kernel panic - not syncing/ {
		close_suite("crashed", "kernel panic inside the suite")
		next
	}
	line ~ /^    # Subtest: / {
		close_suite("crashed", "a new suite started inside the suite")
		cur = substr(line, 16)
		ncase = nfail = nskip = 0
		fails = diag = ""
		next
	}
	cur != "" && line ~ /^    # / && line !~ /^    # [^ ]+: pass:/ {
		diag = diag (diag == "" ? "" : "\034") substr(line, 7)
		next
	}
	cur != "" && line ~ /^    (not )?ok [0-9]+/ {
		c = substr(line, 5)
		ncase++
		if (c ~ /^not ok/) {
			nfail++
			d = pick_diag(result_name(c))
			fails = fails (fails == "" ? "" : "|") c \
				(d == "" ? "" : " (" d ")")
		} else if (directive(c) != "") {
			nskip++
		}
		diag = ""
		next
	}
	line ~ /^(not )?ok [0-9]+/ {
		name = result_name(line)
		if (cur != "" && cur != name)
			close_suite("crashed", "no result line for the suite")
		if (cur == "") {
			ncase = nfail = nskip = 0
			fails = ""
		}
		cur = ""
		d = directive(line)
		if (line ~ /^not ok/)
			emit("not ok", name, "")
		else if (d != "")
			emit("skip", name, substr(d, 6))
		else
			emit("ok", name, "")
		next
	}
	END { close_suite("crashed", "the log ends inside the suite") }
	' "$1"
}

expected_suites() {
	sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$1"
}

# verdict: read parse records, print the per-suite lines and the counts.
verdict() {
	local status name cases nfail nskip detail pass=0 fail=0 skip=0
	local -A got=()
	while IFS=$'\t' read -r status name cases nfail nskip detail; do
		case $status in
		ok)
			printf 'ktap: %-24s ok       %d cases, %d skipped\n' "$name" "$cases" "$nskip"
			[ "${got[$name]:-}" = fail ] || got[$name]=pass
			;;
		"not ok")
			printf 'ktap: %-24s FAILED   %d cases, %d failed\n' "$name" "$cases" "$nfail"
			tr '|' '\n' <<<"$detail" | sed '/^$/d; s/^/ktap:     /'
			got[$name]=fail
			;;
		skip)
			printf 'ktap: %-24s SKIPPED  %s\n' "$name" "${detail:-no reason given}"
			[ -n "${got[$name]:-}" ] || got[$name]=skip
			;;
		crashed)
			printf 'ktap: %-24s CRASHED  %s (%d cases seen)\n' "$name" "$detail" "$cases"
			got[$name]=fail
			;;
		esac
	done
	while IFS= read -r name; do
		[ -n "$name" ] || continue
		if [ -z "${got[$name]:-}" ]; then
			printf 'ktap: %-24s MISSING  expected but not in the log\n' "$name"
			got[$name]=fail
		elif [ "${got[$name]}" = skip ]; then
			printf 'ktap: %-24s FAILED   expected but skipped\n' "$name"
			got[$name]=fail
		fi
	done <<<"$EXPECTED"
	for name in "${!got[@]}"; do
		case ${got[$name]} in
		pass) pass=$((pass + 1)) ;;
		fail) fail=$((fail + 1)) ;;
		skip) skip=$((skip + 1)) ;;
		esac
	done
	[ "$skip" -eq 0 ] || echo "ktap: $skip suite(s) skipped (not expected, not counted)"
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

main() {
	[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: ktap.sh CONSOLE_LOG [SUITES_FILE]"
	local log=$1 suites=${2:-$TOP/scripts/guest/suites}
	[ -r "$log" ] || die "console log $log not readable: run the boot test first (make boot-test)"
	[ -r "$suites" ] || die "suite list $suites not readable: restore scripts/guest/suites"
	EXPECTED=$(expected_suites "$suites")
	parse "$log" | verdict
}

main "$@"
