#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "build-check": compile what each patch of a converted series
# touches, under allmodconfig, and sparse-check it.
#
# Input: a git repository holding one commit per patch (what
# convert-drivers makes), given as
#   BC_REPO=dir BC_RANGE=base..head BC_KIND=external|tree
# or, by default, read from reports/convert-drivers/latest.env, which the
# last convert-drivers run wrote (REPO, BASE, HEAD, KIND).
#   external  the commits touch out-of-tree drivers (one directory each,
#             with a Kbuild file): each driver is compiled with M= against
#             the patched tree (scripts/apply-series.sh)
#   tree      the commits touch files of the kernel tree BC_REPO itself:
#             their objects are compiled with O= (e.g. drivers/char/agp/via-agp.o)
#
# One allmodconfig build folder per source tree, build/kbuild/<tree>-allmod,
# prepared once (allmodconfig, prepare, modules_prepare) and reused.  For
# each patch: the touched .c files' objects are compiled with W=1 (a .h
# file stands for the .c files of its directory that include it), then
# sparse (C=2) checks the same files.  Writes a table (one line per patch:
# pass or FAIL, warnings, sparse warnings, first compiler error) to
# reports/build-check/<name>/table.txt with full logs beside it.  For
# out-of-tree drivers the driver before its patch is compiled too:
# before.txt says, per driver, whether the unconverted one builds or its
# first error (a 2.6.10 driver is expected to fail on 6.1).
# A patch of scripts/knr-prototypes.sh (old-style definitions rewritten as
# prototypes, the first patch of a driver) only prepares its driver for the
# conversion patch after it: when that driver does not compile yet, its row
# says "prep" and the later patch is the one that must pass.
# A driver convert-drivers left work in for a human (BC_LEFT, or
# LEFT_UNITS of latest.env: its patch converts what it could, e.g. a shim
# stays for calls spatch could not parse) may still fail after its patch:
# its row says LEFT, not FAIL, when it failed before the patch as well; a
# patch that breaks a driver which built before is a FAIL all the same.
# Exit 0 all pass (or LEFT), 1 a patch failed to compile or warned, 2 bad input.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

MAKE_CC=(CC=gcc)
command -v ccache >/dev/null 2>&1 && MAKE_CC=(CC="ccache gcc")

load_input() {
	if [ -z "${BC_REPO:-}" ]; then
		local env_file=$REPORTS/convert-drivers/latest.env
		[ -f "$env_file" ] ||
			die "no converted series: run 'make convert-drivers' first (or give BC_REPO= BC_RANGE= BC_KIND=)"
		# shellcheck disable=SC1090
		. "$env_file"
		BC_REPO=$REPO
		BC_RANGE=$BASE..$HEAD
		BC_KIND=$KIND
		BC_LEFT=${LEFT_UNITS:-}
	fi
	[ -d "$BC_REPO/.git" ] || [ -f "$BC_REPO/.git" ] ||
		die "BC_REPO=$BC_REPO is not a git repository: give the converted repository"
	case "${BC_KIND:-}" in
	external | tree) ;;
	none) die "the converted folder lies in a kernel tree without git: run convert-drivers with KERNEL_TREE= so the toolkit baselines it, then build-check" ;;
	*) die "BC_KIND=${BC_KIND:-} must be external or tree" ;;
	esac
	git -C "$BC_REPO" rev-list "$BC_RANGE" >/dev/null 2>&1 ||
		die "BC_RANGE=$BC_RANGE is not a commit range of $BC_REPO"
}

# prepare_allmod SRC: print the allmodconfig O= folder for tree SRC.
prepare_allmod() {
	local src=$1 out stamp t0
	out=$BUILD/kbuild/$(tree_name "$src")-allmod
	stamp=$(git -C "$src" rev-parse HEAD 2>/dev/null || echo none)
	mkdir -p "$out"
	if [ "$(cat "$out/.toolkit-stamp" 2>/dev/null)" = "$stamp" ]; then
		echo "$out"
		return 0
	fi
	t0=$(date +%s)
	info "preparing allmodconfig in $out (about a minute the first time)"
	[ -f "$out/.config" ] || make -s -C "$src" O="$out" "${MAKE_CC[@]}" allmodconfig >&2
	make -s -C "$src" O="$out" "${MAKE_CC[@]}" -j"$(jobs)" prepare modules_prepare >&2
	echo "$stamp" >"$out/.toolkit-stamp"
	info "allmodconfig ready ($(elapsed_since "$t0")s)"
	echo "$out"
}

# objects_for FILE: the .o targets that compile FILE (relative paths).
objects_for() {
	local f=$1 dir base
	case "$f" in
	*.c) echo "${f%.c}.o" ;;
	*.h)
		dir=$(dirname "$f")
		base=$(basename "$f")
		grep -l "#include[[:space:]]*\"$base\"" "$SRC_DIR/$dir"/*.c 2>/dev/null |
			sed "s|^$SRC_DIR/||; s|\\.c\$|.o|" || true
		;;
	esac
}

# diagnostics LOG KIND: the compiler's "KIND:" lines about touched files.
diagnostics() {
	grep -E ": $2: " "$1" | grep -F -f "$OUT/touched" || true
}

# compile LOG [make args...]: compile pass then sparse pass; sets R_* vars.
# Only diagnostics about the touched files count (host tools, headers of
# the tree and other objects are not the patch's doing).
compile() {
	local log=$1
	shift
	R_RC=0
	make -C "$KTREE" O="$ALLMOD" "${MAKE_CC[@]}" W=1 "$@" >"$log" 2>&1 || R_RC=$?
	R_WARN=$(diagnostics "$log" warning | wc -l)
	R_ERR=$(diagnostics "$log" '(fatal )?error' | head -n 1)
	[ -n "$R_ERR" ] || [ "$R_RC" -eq 0 ] ||
		R_ERR=$(grep -m1 -E 'error|Error [0-9]+' "$log" || echo "make exited $R_RC")
	R_ERR=${R_ERR//"$KTREE"\//}
	R_ERR=${R_ERR//"$SCRATCH"\//}
	make -C "$KTREE" O="$ALLMOD" "${MAKE_CC[@]}" C=2 CHECK=sparse "$@" >"$log.sparse" 2>&1 || true
	R_SPARSE=$(diagnostics "$log.sparse" '(warning|error)' | wc -l)
}

# before_commit COMMIT DIR LOG OBJ...: the driver as it was before the
# patch, compiled the same way; sets BEFORE ("fails: first error" or
# "builds").  An unconverted 2.6.10 driver is expected to fail on 6.1.
before_commit() {
	local c=$1 dir=$2 log=$3
	shift 3
	rm -rf "$SCRATCH"
	mkdir -p "$SCRATCH"
	git -C "$BC_REPO" archive "$c^" | tar -x -C "$SCRATCH"
	compile "$log" M="$SCRATCH/$dir" "$@"
	if [ "$R_RC" -ne 0 ] || [ -n "$R_ERR" ]; then
		BEFORE="fails: ${R_ERR:-make exited $R_RC}"
	else
		BEFORE=builds
	fi
	printf '%s\t%s\n' "$dir" "$BEFORE" >>"$OUT/before.txt"
}

# prep_commit COMMIT FILE...: COMMIT comes from scripts/knr-prototypes.sh
# and a later commit of the range touches the same files.
prep_commit() {
	local c=$1 body
	shift
	body=$(git -C "$BC_REPO" log -1 --format=%B "$c")
	grep -q '^Generated by: scripts/knr-prototypes.sh$' <<<"$body" &&
		[ -n "$(git -C "$BC_REPO" rev-list "$c..${BC_RANGE#*..}" -- "$@")" ]
}

# left_for_human DIR: convert-drivers left work in driver DIR for a human.
left_for_human() {
	[ -n "$1" ] && [[ " ${BC_LEFT:-} " == *" $1 "* ]]
}

check_commit() {
	local c=$1 n=$2 subject files objs=() f o dir log verdict
	subject=$(git -C "$BC_REPO" log -1 --format=%s "$c")
	mapfile -t files < <(git -C "$BC_REPO" diff --name-only "$c^" "$c" -- '*.c' '*.h')
	log=$OUT/$(printf '%04d' "$n").log
	printf '/%s:\n' "${files[@]}" >"$OUT/touched"
	if [ "$BC_KIND" = tree ]; then
		git -C "$BC_REPO" checkout -q "$c"
		for f in "${files[@]}"; do
			while IFS= read -r o; do [ -n "$o" ] && objs+=("$o"); done < <(objects_for "$f")
		done
		[ "${#objs[@]}" -gt 0 ] || objs=(no-object)
		compile "$log" "${objs[@]}"
	else
		dir=$(printf '%s\n' "${files[@]}" | cut -d/ -f1 | sort -u | head -n 1)
		for f in "${files[@]}"; do
			[[ "$f" == *.c ]] && objs+=("$(basename "${f%.c}.o")")
		done
		[ "${#objs[@]}" -gt 0 ] || objs=(modules)
		before_commit "$c" "$dir" "$log.before" "${objs[@]}"
		rm -rf "$SCRATCH"
		mkdir -p "$SCRATCH"
		git -C "$BC_REPO" archive "$c" | tar -x -C "$SCRATCH"
		compile "$log" M="$SCRATCH/$dir" "${objs[@]}"
	fi
	verdict=pass
	if [ "$R_RC" -ne 0 ] || [ -n "$R_ERR" ]; then
		verdict=FAIL
		! left_for_human "${dir:-}" || [ "${BEFORE:-}" = builds ] || verdict=LEFT
	elif [ "$R_WARN" -gt 0 ]; then
		verdict=WARN
	fi
	[ "$verdict" = pass ] || ! prep_commit "$c" "${files[@]}" || verdict=prep
	[ "$verdict" = pass ] || [ "$verdict" = prep ] || [ "$verdict" = LEFT ] || BAD=$((BAD + 1))
	printf '%-4s %-5s %4s %6s  %-60.60s %s\n' "$n" "$verdict" "$R_WARN" "$R_SPARSE" \
		"$subject" "${R_ERR:-}" | tee -a "$OUT/table.txt"
}

main() {
	local t0 c n=0
	t0=$(date +%s)
	load_input
	if [ "$BC_KIND" = tree ]; then
		KTREE=$(cd "$BC_REPO" && pwd)
		[ -z "$(git -C "$KTREE" status --porcelain --untracked-files=no)" ] ||
			die "$KTREE has uncommitted changes: commit or stash them first"
		# convert-drivers checks out only the converted folder.
		if [ "$(git -C "$KTREE" config core.sparseCheckout || true)" = true ]; then
			info "checking out the whole tree in $KTREE"
			git -C "$KTREE" sparse-checkout disable
		fi
	else
		KTREE=$("$TOP/scripts/apply-series.sh")
	fi
	SRC_DIR=$KTREE
	ALLMOD=$(prepare_allmod "$KTREE")
	OUT=$REPORTS/build-check/${NAME:-$(basename "$BC_REPO")}
	SCRATCH=$BUILD/tmp/build-check/src
	rm -rf "$OUT"
	mkdir -p "$OUT"
	: >"$OUT/before.txt"
	BAD=0
	printf '%-4s %-5s %4s %6s  %-60s %s\n' '#' result warn sparse patch 'first error' |
		tee "$OUT/table.txt"
	local head_before
	head_before=$(git -C "$BC_REPO" rev-parse HEAD)
	while IFS= read -r c; do
		n=$((n + 1))
		check_commit "$c" "$n"
	done < <(git -C "$BC_REPO" rev-list --reverse "$BC_RANGE")
	[ "$BC_KIND" != tree ] || git -C "$BC_REPO" checkout -q "$head_before"
	info "$n patches compiled under allmodconfig, $BAD failed or warned ($(elapsed_since "$t0")s)"
	info "table: ${OUT#"$TOP"/}/table.txt"
	if [ -s "$OUT/before.txt" ]; then
		info "before each patch (the unconverted driver, same build; before.txt):"
		sed 's/^/  /' "$OUT/before.txt" >&2
	fi
	[ "$BAD" -eq 0 ] || exit 1
}

main "$@"
