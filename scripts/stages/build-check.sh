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
#             the patched tree (scripts/stages/apply-series.sh)
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
# first error (a 2.6.10 driver is expected to fail on 6.1).  Out-of-tree
# patches are compiled in rounds, one make for the drivers of a round
# (before, after, preprocessed: see "one make a round" below), as a make
# costs some 250 processes before it compiles anything.
# A patch of scripts/stages/knr-prototypes.sh (old-style definitions rewritten as
# prototypes, the first patch of a driver) only prepares its driver for the
# conversion patch after it: when that driver does not compile yet, its row
# says "prep" and the later patch is the one that must pass.
# A driver convert-drivers left work in for a human (BC_LEFT, or
# LEFT_UNITS of latest.env: its patch converts what it could, e.g. a shim
# stays for calls spatch could not parse) may still fail after its patch:
# its row says LEFT, not FAIL, when it failed before the patch as well; a
# patch that breaks a driver which built before is a FAIL all the same.
# Proof that each changed line was compiled (scripts/lib/linecov.py): the
# preprocessed output (.i, same kbuild flags, -dD) of each object the patch
# touches shows which of its added lines reached the compiler; the table's
# "lines" column says "N/M" (N of the M added lines with C tokens or
# preprocessor directives compiled) and NNNN-lines.txt names each line not
# compiled, "file:line: not compiled: hidden by #if... (line L)".  Before
# giving up on a hidden line, each CONFIG_ option of its condition is
# flipped (y to n, m to y, n to y) in a scratch config derived from
# allmodconfig (build/kbuild/<tree>-allmod-<OPTION>-<value>, scripts/config
# + olddefconfig, prepared once and reused; what selects an option goes
# with it); a flip the architecture cannot have, or that turns off the
# driver's own option, is the line's reason.  The ratios go into the cover
# letter of the series (a "Changed lines compiled" section).  A patch that
# drops an #ifdef CONFIG_PM (pci_legacy_pm's pm_ifdef post-pass) is also
# compiled in the CONFIG_PM=n scratch config: the code it leaves
# unconditional must build without CONFIG_PM (a "CONFIG_PM=n:" line in
# NNNN-lines.txt; a failure there fails the patch).
# Exit 0 all pass (or LEFT) and every changed line compiled, 1 a patch
# failed to compile or warned, or a changed line was compiled under no
# config tried (left for a human), 2 bad input.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

LINECOV_PY=$TOP/scripts/lib/linecov.py
kernel_tools

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
		# the series (and its cover letter) beside left.json
		BC_SERIES=${BC_SERIES:-$(dirname "${LEFT:-.}")}
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

# prepare_allmod SRC: print the allmodconfig O= folder for tree SRC.  A
# convert-drivers scratch clone (build/convert/<name>/src) is named by its
# kernel version: two kernels' clones must not share one O= folder.
prepare_allmod() {
	local src=$1 out stamp t0 name
	name=$(tree_name "$src")
	[ "$name" != src ] || name=convert-$(kernel_version "$src")
	out=$BUILD/kbuild/$name-allmod
	stamp=$(git -C "$src" rev-parse HEAD 2>/dev/null || echo none)
	mkdir -p "$out"
	if [ "$(cat "$out/.toolkit-stamp" 2>/dev/null)" = "$stamp" ]; then
		echo "$out"
		return 0
	fi
	t0=$EPOCHSECONDS
	[ -f "$out/.config" ] || need_space "$out" 300 "preparing allmodconfig in $out"
	info "preparing allmodconfig in $out (about a minute the first time)"
	[ -f "$out/.config" ] || make -s -C "$src" O="$out" "${KTOOLS[@]}" allmodconfig >&2
	make -s -C "$src" O="$out" "${KTOOLS[@]}" -j"$(jobs)" prepare modules_prepare >&2
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

# compile [--no-sparse] LOG [make args...]: one make that compiles and,
# but with --no-sparse, runs sparse on each source it compiled (C=1: kbuild
# checks a source right after its object built); the compiler's part of
# the output goes to LOG, sparse's to LOG.sparse (split_sparse).  Sets R_*
# vars.  Only diagnostics about the touched files count (host tools,
# headers of the tree and other objects are not the patch's doing).
compile() {
	local log check=(C=1 CHECK=sparse)
	[ "$1" != --no-sparse ] || { check=(); shift; }
	log=$1
	shift
	R_RC=0
	make -C "$KTREE" O="$ALLMOD" "${KTOOLS[@]}" W=1 "${check[@]}" "$@" >"$log.all" 2>&1 || R_RC=$?
	split_sparse "$log.all" "$log" "$log.sparse"
	rm -f "$log.all"
	results_of "$log" "$SCRATCH"
}

# results_of LOG ROOT [COMMON WHY]: R_WARN, R_ERR and R_SPARSE from a
# compile's LOG (and LOG.sparse) for the touched files, given R_RC (the
# make's status, or whether the objects were built); paths shown relative
# to the tree or to ROOT, the folder the driver sources were extracted to.
# A failure no diagnostic names: the first error line of LOG, else of
# COMMON (a round make's lines that name no patch), else WHY (default:
# "make exited R_RC").
results_of() {
	local log=$1 root=$2 common=${3:-/dev/null} why=${4:-"make exited $R_RC"}
	R_WARN=$(diagnostics "$log" warning | wc -l)
	R_ERR=$(diagnostics "$log" '(fatal )?error' | head -n 1)
	[ -n "$R_ERR" ] || [ "$R_RC" -eq 0 ] ||
		R_ERR=$(cat "$log" "$common" 2>/dev/null | grep -m1 -E 'error|Error [0-9]+|Stop\.' || echo "$why")
	R_ERR=${R_ERR//"$KTREE"\//}
	R_ERR=${R_ERR//"$root"\//}
	R_SPARSE=0
	[ ! -f "$log.sparse" ] || R_SPARSE=$(diagnostics "$log.sparse" '(warning|error)' | wc -l)
}

# split_sparse ALL LOG SPARSE: a make's output ALL (no -j, so one command's
# output after the other) split at kbuild's short lines ("  CC [M]  x.o",
# "  CHECK   x.c"): what follows a CHECK line, up to the next short line,
# is sparse's and goes to SPARSE, the rest to LOG.
split_sparse() {
	awk -v lf="$2" -v sf="$3" '
		BEGIN { out = lf; printf "" >lf; printf "" >sf }
		/^  [A-Z][A-Z0-9_]*( \[M\])? +[^ ]/ { out = ($1 == "CHECK") ? sf : lf }
		/^make(\[[0-9]+\])?: / { out = lf }
		{ print >out }' "$1"
}

# before_commit COMMIT DIR LOG OBJ...: the driver as it was before the
# patch, compiled the same way (no sparse pass: only whether it builds
# counts); sets BEFORE ("fails: first error" or "builds").  An
# unconverted 2.6.10 driver is expected to fail on 6.1.
before_commit() {
	local c=$1 dir=$2 log=$3
	shift 3
	rm -rf "$SCRATCH"
	mkdir -p "$SCRATCH"
	git -C "$BC_REPO" archive "$c^" | tar -x -C "$SCRATCH"
	compile --no-sparse "$log" M="$SCRATCH/$dir" "$@"
	if [ "$R_RC" -ne 0 ] || [ -n "$R_ERR" ]; then
		BEFORE="fails: ${R_ERR:-make exited $R_RC}"
	else
		BEFORE=builds
	fi
	printf '%s\t%s\n' "$dir" "$BEFORE" >>"$OUT/before.txt"
}

# prep_commit COMMIT FILE...: COMMIT comes from scripts/stages/knr-prototypes.sh
# and a later commit of the range touches the same files.
prep_commit() {
	local c=$1 body
	shift
	body=$(git -C "$BC_REPO" log -1 --format=%B "$c")
	grep -qE '^Generated by: scripts/(stages/)?knr-prototypes\.sh$' <<<"$body" &&
		[ -n "$(git -C "$BC_REPO" rev-list "$c..${BC_RANGE#*..}" -- "$@")" ]
}

# left_for_human DIR: convert-drivers left work in driver DIR for a human.
left_for_human() {
	[ -n "$1" ] && [[ " ${BC_LEFT:-} " == *" $1 "* ]]
}

# i_targets KIND_DIR FILE...: the .i targets that preprocess FILE... (a .h:
# the .c files of its folder that include it), relative to the tree (tree)
# or to the driver folder DIR (external).
i_targets() {
	local dir=$1 f
	shift
	for f in "$@"; do
		if [ "$BC_KIND" = tree ]; then
			objects_for "$f"
		else
			SRC_DIR=$SCRATCH objects_for "$f" | sed "s|^$dir/||"
		fi
	done | sed -n 's/\.o$/.i/p' | sort -u
}

# preprocess O_DIR DIR TAG TARGET...: make the .i files of TARGET with the
# build's flags (-dD keeps #define lines; -Wno-error: a warning such as a
# macro redefined must not cost the .i) in the O= folder O_DIR, keep them
# under $IDIR/TAG (an M= build writes them into the driver folder, the
# same for every config); prints "FILE.i@O_DIR" for each made.
preprocess() {
	local odir=$1 dir=$2 tag=$3 t idir
	shift 3
	if [ "$BC_KIND" = tree ]; then
		idir=$odir
		make -C "$KTREE" O="$odir" "${KTOOLS[@]}" KCFLAGS="-dD -Wno-error" "$@" >"$IDIR/$tag.log" 2>&1 || true
	elif [ -n "${PREMADE_LOG:-}" ] && [ "$odir" = "$ALLMOD" ]; then
		# made by the round's one make (prepare_round)
		idir=$SCRATCH/$dir
		cp "$PREMADE_LOG" "$IDIR/$tag.log"
	else
		idir=$SCRATCH/$dir
		rm -f "${@/#/$idir/}"
		make -C "$KTREE" O="$odir" "${KTOOLS[@]}" KCFLAGS="-dD -Wno-error" M="$idir" "$@" >"$IDIR/$tag.log" 2>&1 || true
	fi
	mkdir -p "$IDIR/$tag"
	for t in "$@"; do
		[ -s "$idir/$t" ] || continue
		mv "$idir/$t" "$IDIR/$tag/${t//\//_}"
		echo "$IDIR/$tag/${t//\//_}@$odir"
	done
}

# config_value O_DIR SYM: SYM's value in that folder's .config (n: unset).
config_value() {
	sed -n "s/^CONFIG_$2=//p" "$1/.config" | grep . || echo n
}

# seed_from_allmod DIR: DIR, whose .config is a flipped copy of
# allmodconfig's, gets everything else of the prepared allmodconfig folder
# (host tools, objtool, generated headers), so that its prepare builds
# only what the flipped options change (kbuild tracks each file's CONFIG_
# dependencies): 17 s here instead of 50 s for a fresh prepare, the same
# autoconf.h and auto.conf.
seed_from_allmod() {
	local dir=$1
	mv "$dir/.config" "$dir/.config.flipped"
	(cd "$ALLMOD" && tar --exclude=./.config --exclude=./.toolkit-stamp -cf - .) | tar -xf - -C "$dir"
	mv "$dir/.config.flipped" "$dir/.config"
	# newer than the copied include/config/auto.conf: kbuild syncs it
	touch "$dir/.config"
}

# flipped_config SYM VALUE: an allmodconfig with CONFIG_SYM=VALUE, in its own
# O= folder, prepared once per tree commit and reused.  Prints "ok DIR" or
# "no REASON" (the architecture cannot have it, what selects it stays on).
flipped_config() {
	local sym=$1 want=$2 dir step round
	dir=$ALLMOD-$sym-$want
	if [ "$(head -n 1 "$dir/.toolkit-stamp" 2>/dev/null)" = "$ALLMOD_STAMP" ]; then
		sed -n 2p "$dir/.toolkit-stamp"
		return 0
	fi
	rm -rf "$dir"
	mkdir -p "$dir"
	cp "$ALLMOD/.config" "$dir/.config"
	info "scratch config CONFIG_$sym=$want in ${dir#"$TOP"/} (prepared once)"
	step=
	for round in 1 2 3 4; do
		step=$(python3 "$LINECOV_PY" flip "$KTREE" "$dir/.config" "$sym" "$want")
		[ "${step%% *}" = "do" ] || break
		# shellcheck disable=SC2086 # the arguments linecov.py gave
		"$KTREE/scripts/config" --file "$dir/.config" ${step#do }
		make -s -C "$KTREE" O="$dir" "${KTOOLS[@]}" olddefconfig >&2
	done
	case $step in
	ok*)
		seed_from_allmod "$dir"
		make -s -C "$KTREE" O="$dir" "${KTOOLS[@]}" -j"$(jobs)" prepare modules_prepare >&2
		step="ok $dir"
		;;
	no*) ;;
	*) step="no $(python3 "$LINECOV_PY" why "$KTREE" "$dir/.config" "$sym" "$want") (tried $round times)" ;;
	esac
	printf '%s\n%s\n' "$ALLMOD_STAMP" "$step" >"$dir/.toolkit-stamp"
	echo "$step"
}

# own_option O_DIR TARGET: the driver's own option (obj-$(CONFIG_X) of its
# Makefile) and its value in O_DIR's .config.  Only for objects of the
# tree (an external driver has no Kconfig).
own_option() {
	local odir=$1 t=$2 mk sym
	[ "$BC_KIND" = tree ] || return 1
	mk=$KTREE/$(dirname "$t")/Makefile
	sym=$(sed -n "s/^obj-\$(CONFIG_\([A-Za-z0-9_]*\))[[:space:]]*+=.*\b$(basename "${t%.i}")\.o\b.*/\1/p" "$mk" 2>/dev/null | head -n 1)
	[ -n "$sym" ] && echo "CONFIG_$sym $(config_value "$odir" "$sym")"
}

# own_option_off O_DIR TARGET: the flip in O_DIR turned off the driver's
# own option, which allmodconfig has on; prints it.
own_option_off() {
	local now before
	now=$(own_option "$1" "$2") || return 1
	before=$(own_option "$ALLMOD" "$2")
	[ "${now#* }" = n ] && [ "${before#* }" != n ] && echo "${now% *}"
}

# own_option_notes TARGET...: a line for each object whose own option
# allmodconfig leaves off (another architecture's driver: built here as a
# single target, its lines are compiled with x86_64's allmodconfig).
own_option_notes() {
	local t o
	for t in "$@"; do
		o=$(own_option "$ALLMOD" "$t") || continue
		[ "${o#* }" != n ] ||
			echo "note: ${t%.i}.o: its option ${o% *} is off in allmodconfig (its Kconfig dependencies); compiled as a single target"
	done
}

# lines_of COMMIT N DIR OBJ...: which added lines of COMMIT were compiled;
# sets L_RATIO ("N/M") and writes NNNN-lines.txt (each line not compiled,
# each compiled only under a flipped config).
lines_of() {
	local c=$1 n=$2 dir=$3 pre srcroot sym want res odir off t flipped=0
	local -a targets ifiles notes=()
	pre=$OUT/$(printf '%04d' "$n")
	git -C "$BC_REPO" diff -U0 "$c^" "$c" -- '*.c' '*.h' >"$pre.diff"
	mapfile -t targets < <(i_targets "$dir" "${files[@]}")
	srcroot=$KTREE
	[ "$BC_KIND" = tree ] || srcroot=$SCRATCH
	ifiles=()
	[ "${#targets[@]}" -eq 0 ] || mapfile -t ifiles < <(preprocess "$ALLMOD" "$dir" "$n-allmod" "${targets[@]}")
	python3 "$LINECOV_PY" check "$pre.diff" "$srcroot" "${ifiles[@]}" >"$pre.lines.tsv"
	# each option of a hiding condition, flipped (at most 4 per patch)
	while IFS= read -r sym; do
		want=$(config_value "$ALLMOD" "$sym")
		case $want in y) want=n ;; m) want=y ;; *) want=y ;; esac
		res=$(flipped_config "$sym" "$want")
		if [ "${res%% *}" != ok ]; then
			notes+=("$sym"$'\t'"${res#no }")
			continue
		fi
		odir=${res#ok }
		for t in "${targets[@]}"; do
			if off=$(own_option_off "$odir" "$t"); then
				notes+=("$sym"$'\t'"CONFIG_$sym=$want turns off $off, which builds ${t%.i}.o")
				continue 2
			fi
		done
		while IFS= read -r t; do
			ifiles+=("$t@CONFIG_$sym=$want")
			flipped=1
		done < <(preprocess "$odir" "$dir" "$n-$sym-$want" "${targets[@]}")
	done < <(awk -F'\t' '$3 == "hidden" { n = split($5, s, " "); for (i = 1; i <= n; i++) print s[i] }' \
		"$pre.lines.tsv" | awk '!seen[$0]++' | head -n 4)
	[ "$flipped" -eq 0 ] ||
		python3 "$LINECOV_PY" check "$pre.diff" "$srcroot" "${ifiles[@]}" >"$pre.lines.tsv"
	lines_report "$pre" "${notes[@]}"
	own_option_notes "${targets[@]}" >>"$pre-lines.txt"
}

# lines_report PRE NOTE...: PRE-lines.txt from PRE.lines.tsv, each line
# not compiled with why the flip of each option of its condition failed
# (NOTE: "SYMBOL<tab>why"); sets L_RATIO.
lines_report() {
	local pre=$1 total ok hidden
	shift
	total=$(grep -c . "$pre.lines.tsv" || true)
	ok=$(awk -F'\t' '$3 == "compiled"' "$pre.lines.tsv" | grep -c . || true)
	hidden=$((total - ok))
	L_RATIO=$ok/$total
	printf '%s\n' "$@" | awk -F'\t' '
		FNR == NR { if (NF > 1) why[$1] = $2; next }
		$3 == "hidden" {
			line = $1 ":" $2 ": not compiled: " $4
			n = split($5, s, " ")
			for (i = 1; i <= n; i++) if (s[i] in why) line = line "; " why[s[i]]
			print line
		}
		$3 == "compiled" && $4 != "" { printf "%s:%s: compiled only with %s\n", $1, $2, $4 }' \
		- "$pre.lines.tsv" >"$pre-lines.txt"
	[ "$hidden" -eq 0 ] || HIDDEN=$((HIDDEN + 1))
}

# lines_summary: say which patches have changed lines no config compiled,
# and put the ratios into the series' cover letter(s).
lines_summary() {
	local f
	if [ "$HIDDEN" -gt 0 ]; then
		info "$HIDDEN patch(es) change lines that no config tried compiles (left for a human):"
		for f in "$OUT"/[0-9]*-lines.txt; do
			grep 'not compiled' "$f" | sed "s|^|  ${f##*/}: |" >&2 || true
		done
	fi
	[ -n "${BC_SERIES:-}" ] && [ -d "$BC_SERIES" ] || return 0
	for f in "$BC_SERIES"/0000-cover-letter.patch "$BC_SERIES"/batch-*/0000-cover-letter.patch; do
		[ -f "$f" ] || continue
		python3 "$LINECOV_PY" cover "$f" "$OUT/lines.tsv"
		info "cover letter: ${f#"$TOP"/}: changed lines compiled, per patch"
	done
}

# pm_off COMMIT LOG DIR OBJ...: a patch that drops an #ifdef CONFIG_PM (the
# pm_ifdef post-pass of pci_legacy_pm) leaves its callbacks compiled with
# CONFIG_PM off too: compile the same objects in the CONFIG_PM=n scratch
# config, before the patch and after.  Sets PM_OFF: "" (no such #ifdef
# dropped), "pass", "FAIL: first error" (it built before, not after) or
# "not proven: why" (no such config, or it did not build before either).
pm_off() {
	local c=$1 log=$2 res odir before after
	shift 2
	# DIR (the driver's folder; empty for a tree) and OBJ... go on to pm_off_compile
	PM_OFF=
	git -C "$BC_REPO" diff "$c^" "$c" -- '*.c' '*.h' |
		grep -qE '^-[[:space:]]*#[[:space:]]*if(def)?[[:space:]]+(defined[[:space:]]*\(?[[:space:]]*)?CONFIG_PM(_SLEEP)?\b' ||
		return 0
	res=$(flipped_config PM n)
	if [ "${res%% *}" != ok ]; then
		PM_OFF="not proven: ${res#no }"
		return 0
	fi
	odir=${res#ok }
	before=$(pm_off_compile "$c^" "$odir" "$log.before" "$@")
	after=$(pm_off_compile "$c" "$odir" "$log" "$@")
	if [ -z "$after" ]; then
		PM_OFF=pass
	elif [ -n "$before" ]; then
		PM_OFF="not proven: it does not build with CONFIG_PM=n before the patch either ($before)"
	else
		PM_OFF="FAIL: $after"
	fi
}

# pm_off_compile COMMIT O_DIR LOG DIR OBJ...: COMMIT's sources compiled in
# O_DIR (a driver's: extracted to a folder of its own, M=); prints the
# first error, nothing when it built.
pm_off_compile() {
	local c=$1 odir=$2 log=$3 dir=$4 rc=0 root=$BUILD/tmp/build-check/pm-off-${OUT##*/}
	local -a margs
	shift 4
	if [ "$BC_KIND" = tree ]; then
		git -C "$BC_REPO" checkout -q "$c"
		margs=("$@")
	else
		rm -rf "$root"
		mkdir -p "$root"
		git -C "$BC_REPO" archive "$c" | tar -x -C "$root"
		margs=(M="$root/$dir" "$@")
	fi
	make -C "$KTREE" O="$odir" "${KTOOLS[@]}" W=1 "${margs[@]}" >"$log" 2>&1 || rc=$?
	[ "$rc" -eq 0 ] || (diagnostics "$log" '(fatal )?error' | grep . || echo "make exited $rc") |
		head -n 1 | sed -e "s|$KTREE/||g" -e "s|$root/||g"
}

# ---- out-of-tree drivers: one make a round -----------------------------------
#
# A make costs some 250 processes here (about 3 CPU-s) before it compiles
# anything, and each patch of an out-of-tree series touches one driver (a
# folder of its own).  So the patches are compiled in rounds: round R holds
# the R-th patch of each driver, and has one make for the drivers before
# their patches, one (with sparse) after them and one for the preprocessed
# files, each with -k over a folder that holds every patch of the round
# (before/K and after/K: the whole series as of the patch's parent and as
# of the patch, K its place in the range, as a driver may include a
# sibling's headers; a Kbuild naming each K/DRIVER/).  A patch's verdict is
# read from its part of the output (kbuild's short lines name the file a
# command works on: split_by_driver) and from the objects it built.  A
# patch that touches no .c file (a header alone: its driver's whole module
# is built), or whose driver's Kbuild names its M= folder ($(M)/include:
# in a round M= is the round's folder), is checked on its own.

# touched_files COMMIT: the .c and .h files COMMIT changes.
touched_files() {
	git -C "$BC_REPO" diff --name-only "$1^" "$1" -- '*.c' '*.h'
}

# driver_objects FILE...: the objects of the .c files among FILE..., as
# targets of their driver's folder (M=), one a line.
driver_objects() {
	local f
	for f in "$@"; do
		[[ "$f" != *.c ]] || { f=${f##*/}; echo "${f%.c}.o"; }
	done
}

# driver_dir FILE...: the driver folder of a patch's files (the first
# folder of their paths; the first of them when they differ).
driver_dir() {
	printf '%s\n' "$@" | cut -d/ -f1 | sort -u | head -n 1
}

# plan_rounds: ROUND_OF, DIR_OF, OBJS_OF and KEY_OF (by commit): the round
# of each commit of the range that touches a .c file, its driver folder,
# the objects of its .c files and its place in the range; ROUNDS, the
# number of rounds.
plan_rounds() {
	local c dir objs k=0
	local -a files
	local -A count=()
	declare -gA ROUND_OF=() DIR_OF=() OBJS_OF=() KEY_OF=()
	ROUNDS=0
	while IFS= read -r c; do
		k=$((k + 1))
		mapfile -t files < <(touched_files "$c")
		dir=$(driver_dir "${files[@]}")
		objs=$(driver_objects "${files[@]}" | tr '\n' ' ')
		[ -n "$objs" ] || continue
		! names_its_folder "$c" "$dir" || continue
		count[$dir]=$((${count[$dir]:-0} + 1))
		ROUND_OF[$c]=${count[$dir]}
		DIR_OF[$c]=$dir
		OBJS_OF[$c]=${objs% }
		KEY_OF[$c]=$k
		[ "${count[$dir]}" -le "$ROUNDS" ] || ROUNDS=${count[$dir]}
	done < <(git -C "$BC_REPO" rev-list --reverse "$BC_RANGE")
}

# names_its_folder COMMIT DIR: DIR's Kbuild or Makefile at COMMIT names the
# M= folder itself ($(M), $(KBUILD_EXTMOD), $(PWD), $(shell pwd)): in a
# round M= is the round's folder, not the driver's, so such a patch is
# checked on its own.
names_its_folder() {
	local f
	for f in Kbuild Makefile; do
		git -C "$BC_REPO" show "$1:$2/$f" 2>/dev/null |
			grep -qE '\$[({](M|KBUILD_EXTMOD|PWD)[)}]|\$\(shell +pwd\)' && return 0
	done
	return 1
}

# round_make FOLDER LOG MAKE-ARG...: one make -k over the drivers of FOLDER
# (M=), its output to LOG; a failure is each driver's to tell.
round_make() {
	local dir=$1 log=$2
	shift 2
	make -C "$KTREE" O="$ALLMOD" "${KTOOLS[@]}" -k M="$dir" "$@" >"$log" 2>&1 || true
}

# split_by_driver LOG ROOT OUTDIR: LOG, a make's output over the patches
# under ROOT (no -j: one command's output after the other), into
# OUTDIR/K.log: a line naming a file under ROOT/K/ is patch K's, and so is
# what follows a short line ("  CC [M]  ROOT/K/DRIVER/x.o") up to the next
# one; lines before any go to OUTDIR/_common.log.
split_by_driver() {
	mkdir -p "$3"
	awk -v root="$2/" -v out="$3" '
		{
			d = ""
			i = index($0, root)
			if (i) {
				rest = substr($0, i + length(root))
				j = index(rest, "/")
				if (j > 1)
					d = substr(rest, 1, j - 1)
			}
			if ($0 ~ /^  [A-Z][A-Z0-9_]*( \[M\])? +[^ ]/)
				cur = d
			f = (d != "") ? d : (cur != "" ? cur : "_common")
			print > (out "/" f ".log")
		}' "$1"
}

# prepare_round R: round R's folders, makes and split logs under $RWORK/R.
prepare_round() {
	local r=$1 root=$RWORK/$1 c d k o t
	local -a files adirs=() bdirs=() atargets=() btargets=() itargets=()
	rm -rf "$root"
	mkdir -p "$root/before" "$root/after"
	for c in "${!ROUND_OF[@]}"; do
		[ "${ROUND_OF[$c]}" = "$r" ] || continue
		d=${DIR_OF[$c]}
		k=${KEY_OF[$c]}
		mkdir -p "$root/after/$k" "$root/before/$k"
		git -C "$BC_REPO" archive "$c" | tar -x -C "$root/after/$k"
		adirs+=("$k/$d")
		for o in ${OBJS_OF[$c]}; do atargets+=("$k/$d/$o"); done
		if git -C "$BC_REPO" cat-file -e "$c^:$d" 2>/dev/null; then
			git -C "$BC_REPO" archive "$c^" | tar -x -C "$root/before/$k"
			bdirs+=("$k/$d")
			for o in ${OBJS_OF[$c]}; do btargets+=("$k/$d/$o"); done
		fi
		mapfile -t files < <(touched_files "$c")
		while IFS= read -r t; do
			itargets+=("$k/$d/$t")
		done < <(SCRATCH=$root/after/$k i_targets "$d" "${files[@]}")
	done
	info "round $r: ${#adirs[@]} driver(s), one make each before, after (with sparse) and preprocessed"
	printf 'obj-m += %s/\n' "${adirs[@]}" >"$root/after/Kbuild"
	round_make "$root/after" "$root/after.all" W=1 C=1 CHECK=sparse "${atargets[@]}"
	split_by_driver "$root/after.all" "$root/after" "$root/after.split"
	# each patch's part is found by its path: a kbuild that compiled but
	# printed no path under the folder (relative M= paths) would leave
	# every part empty and every patch passing
	if [ -z "$(find "$root/after.split" -name '[0-9]*.log' -print -quit)" ] &&
		grep -qE '^  [A-Z][A-Z0-9_]*( \[M\])? +[^ ]' "$root/after.all"; then
		die "round $r: kbuild's output names no file under $root/after (see $root/after.all): cannot tell the patches apart"
	fi
	if [ "${#bdirs[@]}" -gt 0 ]; then
		printf 'obj-m += %s/\n' "${bdirs[@]}" >"$root/before/Kbuild"
		round_make "$root/before" "$root/before.all" W=1 "${btargets[@]}"
		split_by_driver "$root/before.all" "$root/before" "$root/before.split"
	fi
	: >"$root/pre.log"
	[ "${#itargets[@]}" -eq 0 ] ||
		round_make "$root/after" "$root/pre.log" KCFLAGS="-dD -Wno-error" "${itargets[@]}"
}

# built FOLDER OBJ...: every object was made in FOLDER.
built() {
	local dir=$1 o
	shift
	for o in "$@"; do
		[ -s "$dir/$o" ] || return 1
	done
}

# round_results COMMIT LOG: COMMIT's part of its round: BEFORE (a line of
# before.txt), LOG.before, LOG and LOG.sparse, R_*; points SCRATCH at its
# after/K folder (the series as of the patch) and PREMADE_LOG at the
# round's preprocessing make's output (lines_of, preprocess).
round_results() {
	local c=$1 log=$2 d=${DIR_OF[$1]} k=${KEY_OF[$1]} root=$RWORK/${ROUND_OF[$1]}
	local -a objs
	read -r -a objs <<<"${OBJS_OF[$c]}"
	if [ ! -d "$root/before/$k/$d" ]; then
		: >"$log.before"
		BEFORE="fails: $d does not exist before the patch"
	else
		cp "$root/before.split/$k.log" "$log.before" 2>/dev/null || : >"$log.before"
		R_RC=0
		built "$root/before/$k/$d" "${objs[@]}" || R_RC=1
		results_of "$log.before" "$root/before/$k" "$root/before.split/_common.log" \
			"its objects were not built"
		if [ "$R_RC" -ne 0 ] || [ -n "$R_ERR" ]; then
			BEFORE="fails: $R_ERR"
		else
			BEFORE=builds
		fi
	fi
	printf '%s\t%s\n' "$d" "$BEFORE" >>"$OUT/before.txt"
	if [ -f "$root/after.split/$k.log" ]; then
		split_sparse "$root/after.split/$k.log" "$log" "$log.sparse"
	else
		: >"$log"
		: >"$log.sparse"
	fi
	R_RC=0
	built "$root/after/$k/$d" "${objs[@]}" || R_RC=1
	results_of "$log" "$root/after/$k" "$root/after.split/_common.log" "its objects were not built"
	SCRATCH=$root/after/$k
	PREMADE_LOG=$root/pre.log
}

check_commit() {
	local c=$1 n=$2 subject files objs=() f o dir log verdict
	subject=$(git -C "$BC_REPO" log -1 --format=%s "$c")
	mapfile -t files < <(touched_files "$c")
	log=$OUT/$(printf '%04d' "$n").log
	printf '/%s:\n' "${files[@]}" >"$OUT/touched"
	SCRATCH=$SINGLE_SCRATCH
	PREMADE_LOG=
	if [ "$BC_KIND" = tree ]; then
		git -C "$BC_REPO" checkout -q "$c"
		for f in "${files[@]}"; do
			while IFS= read -r o; do [ -n "$o" ] && objs+=("$o"); done < <(objects_for "$f")
		done
		[ "${#objs[@]}" -gt 0 ] || objs=(no-object)
		compile "$log" "${objs[@]}"
	elif [ -n "${ROUND_OF[$c]:-}" ]; then
		dir=${DIR_OF[$c]}
		read -r -a objs <<<"${OBJS_OF[$c]}"
		round_results "$c" "$log"
	else
		# no .c file (its module is built), or a Kbuild naming its folder
		dir=$(driver_dir "${files[@]}")
		mapfile -t objs < <(driver_objects "${files[@]}")
		[ "${#objs[@]}" -gt 0 ] || objs=(modules)
		before_commit "$c" "$dir" "$log.before" "${objs[@]}"
		rm -rf "$SCRATCH"
		mkdir -p "$SCRATCH"
		git -C "$BC_REPO" archive "$c" | tar -x -C "$SCRATCH"
		compile "$log" M="$SCRATCH/$dir" "${objs[@]}"
	fi
	lines_of "$c" "$n" "${dir:-}" "${objs[@]}"
	pm_off "$c" "$log.pm-off" "${dir:-}" "${objs[@]}"
	if [ -n "$PM_OFF" ]; then
		echo "CONFIG_PM=n: ${PM_OFF} (the patch drops an #ifdef CONFIG_PM: its code is compiled without it too)" \
			>>"$OUT/$(printf '%04d' "$n")-lines.txt"
		info "$(printf '%04d' "$n"): with CONFIG_PM=n: $PM_OFF"
	fi
	if [[ $PM_OFF == FAIL* ]] && [ -z "$R_ERR" ]; then
		R_ERR="with CONFIG_PM=n: ${PM_OFF#FAIL: }"
		R_RC=1
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
	printf '%-4s %-5s %4s %6s %7s  %-60.60s %s\n' "$n" "$verdict" "$R_WARN" "$R_SPARSE" \
		"$L_RATIO" "$subject" "${R_ERR:-}" | tee -a "$OUT/table.txt"
	printf '%s\t%s\t%s\n' "$c" "$L_RATIO" "$subject" >>"$OUT/lines.tsv"
}

main() {
	local t0 c n=0
	t0=$EPOCHSECONDS
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
		KTREE=$("$TOP/scripts/stages/apply-series.sh")
	fi
	SRC_DIR=$KTREE
	ALLMOD=$(prepare_allmod "$KTREE")
	ALLMOD_STAMP=$(cat "$ALLMOD/.toolkit-stamp")
	OUT=$REPORTS/build-check/${NAME:-$(basename "$BC_REPO")}
	SINGLE_SCRATCH=$BUILD/tmp/build-check/src
	SCRATCH=$SINGLE_SCRATCH
	RWORK=$BUILD/tmp/build-check/rounds-${OUT##*/}
	PREMADE_LOG=
	declare -gA ROUND_OF=() DIR_OF=() OBJS_OF=() KEY_OF=()
	IDIR=$BUILD/tmp/build-check/i-${OUT##*/}
	rm -rf "$IDIR"
	mkdir -p "$IDIR"
	rm -rf "$OUT"
	mkdir -p "$OUT"
	: >"$OUT/before.txt"
	: >"$OUT/lines.tsv"
	BAD=0
	HIDDEN=0
	printf '%-4s %-5s %4s %6s %7s  %-60s %s\n' '#' result warn sparse lines patch 'first error' |
		tee "$OUT/table.txt"
	local head_before r
	head_before=$(git -C "$BC_REPO" rev-parse HEAD)
	if [ "$BC_KIND" = external ]; then
		plan_rounds
		rm -rf "$RWORK"
		for ((r = 1; r <= ROUNDS; r++)); do
			prepare_round "$r"
		done
	fi
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
	lines_summary
	[ "$BAD" -eq 0 ] && [ "$HIDDEN" -eq 0 ] || exit 1
}

main "$@"
