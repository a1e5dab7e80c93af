#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "knr-prototypes": rewrite the old-style (K&R) function definitions
# of C files as prototypes, in place:
#
#   int f(p, q) struct x *p; int q; { ... }  ->  int f(struct x *p, int q)
#
# Coccinelle does not see through such definitions (spatch cannot parse
# some, and a rule's parameter never matches one), so convert-drivers runs
# this first, over its scratch copy, and commits the result as the first
# patch of each driver that has any.  The conversion is Debian's cproto
# ("cproto -a"), given one definition's header at a time; the work around
# it is in scripts/lib/knr-prototypes.py: finding the definitions, telling
# cproto which words are types or annotation macros, kernel layout, and
# verifying each new header token by token against the old declarations
# (then the whole file: same tokens outside the headers, same comments).
# A definition cproto gets wrong, or that the stage cannot judge (macro
# bodies, #ifdef among the declarations, a float parameter, comments it
# would drop), is left as it was and reported with file:line and why.
#
#   scripts/stages/knr-prototypes.sh FILE...     rewrite FILEs in place
#   scripts/stages/knr-prototypes.sh --files0-from LIST   the same, names NUL-separated
#   scripts/stages/knr-prototypes.sh --why       the commit text convert-drivers uses
#
# Output: one line per definition, "FILE:LINE: knr-prototypes: converted
# f()", "...: note: ...", "...: left alone: f(): why", or "FILE:1: ...:
# reverted: why" for a file that failed the whole-file check (not written);
# LINE is in the file as the stage leaves it.
# Exit: 0 every old-style definition converted (or none found), 1 one left
# alone or a file reverted, 2 usage or environment error.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

check_files() {
	local f
	for f in "$@"; do
		[ -f "$f" ] || die "$f is not a file: give the C files (.c, .h) to rewrite"
		[ -w "$f" ] || die "$f is not writable: the stage rewrites files in place (give a copy)"
	done
}

main() {
	[ $# -gt 0 ] || die "usage: knr-prototypes.sh FILE... | --files0-from LIST | --why (rewrites the files in place)"
	require_cmd python3 python3
	case $1 in
	--why)
		python3 "$TOP/scripts/lib/knr-prototypes.py" --why
		return
		;;
	--files0-from)
		if [ $# -ne 2 ] || [ ! -f "$2" ]; then
			die "--files0-from needs one file of NUL-separated names"
		fi
		local -a files
		mapfile -d '' -t files <"$2"
		check_files "${files[@]}"
		;;
	-*) die "unknown option $1: give FILE..., --files0-from LIST or --why" ;;
	*) check_files "$@" ;;
	esac
	require_cmd cproto cproto
	python3 "$TOP/scripts/lib/knr-prototypes.py" "$@"
}

main "$@"
