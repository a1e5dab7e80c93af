# SPDX-License-Identifier: GPL-2.0
# Shared helpers for the toolkit's stage scripts.  Source it, do not run it.
# shellcheck shell=bash

# base_name VAR PATH [SUFFIX]: VAR gets basename PATH SUFFIX, with no
# process started (a process costs 1-7 ms on these machines, and the
# runners ask for a rule's name in every loop over rules).
base_name() {
	local _bn=$2
	while [[ $_bn == ?*/ ]]; do _bn=${_bn%/}; done
	[ "$_bn" = / ] || _bn=${_bn##*/}
	[ -z "${3:-}" ] || [ "$_bn" = "$3" ] || _bn=${_bn%"$3"}
	printf -v "$1" '%s' "$_bn"
}

case ${BASH_SOURCE[0]} in
*/*) TOP=$(cd "${BASH_SOURCE[0]%/*}/../.." && pwd) ;;
*) TOP=$(cd ../.. && pwd) ;;
esac
[ -n "${PROG:-}" ] || base_name PROG "$0" .sh
BUILD=${BUILD:-$TOP/build}
REPORTS=${REPORTS:-$TOP/reports}
# KERNEL picks the Debian kernel the toolkit works on when KERNEL_TREE is
# not given: linux-source-$KERNEL (6.1, the default, or 6.12).
KERNEL=${KERNEL:-6.1}
KERNELS=(6.1 6.12)
TARBALL=${TARBALL:-/usr/src/linux-source-$KERNEL.tar.xz}
DEFAULT_TREE_NAME=linux-source-$KERNEL
export TOP BUILD REPORTS KERNEL TARBALL DEFAULT_TREE_NAME
# The boot kernel's ARCH (scripts/stages/build-kernel.sh).  Every make in
# its O= folder gives it (boot_make): one without ARCH= (x86, from uname)
# has kbuild rewrite the .config's header ("Linux/x86"), and the next
# build of the kernel starts over.
# shellcheck disable=SC2034 # for the scripts that source this
BOOT_ARCH=x86_64

# The python3 of every script and of every tool they run is Debian's, the
# one make setup installs with its modules (python3-ply, python3-git):
# scripts/lib/bin, which holds a link to /usr/bin/python3 and nothing else,
# comes first on PATH.  A pyenv or virtualenv python3 ahead of it on a
# user's PATH (this machine kind has one) lacks those modules, and spatch
# asks the first python3 on PATH, twice a run, where its embedded Python's
# modules are: through pyenv's shim that took 0.8 s of a 1 s spatch run
# (0.2 s with Debian's), and make test runs spatch thousands of times.
if [ -x "$TOP/scripts/lib/bin/python3" ]; then
	_path=":$PATH:"
	_path=${_path//":$TOP/scripts/lib/bin:"/:}
	_path=${_path#:}
	PATH=$TOP/scripts/lib/bin${_path:+:${_path%:}}
	export PATH
	unset _path
fi
# No __pycache__ where a script's Python imports from: the kernel trees
# (ktap.py imports the tree's kunit_parser.py; tree_state counts ignored
# files) and cocci/ (spatch imports the rules' helpers).
export PYTHONDONTWRITEBYTECODE=1

# Exit codes (README.md, "Exit status"): 0 success, 1 found problems / failed checks,
# 2 usage or environment error.
die() {
	printf '%s: error: %s\n' "${PROG:-toolkit}" "$*" >&2
	exit 2
}

info() {
	printf '%s: %s\n' "${PROG:-toolkit}" "$*" >&2
}

# require_cmd COMMAND DEBIAN_PACKAGE
require_cmd() {
	command -v "$1" >/dev/null 2>&1 ||
		die "'$1' not found: install the Debian package $2 (or run 'make setup')"
}

# checkpatch ARGS...: perl ARGS (scripts/checkpatch.pl and its options)
# with a PATH whose first python3 has ply and git (python3-ply,
# python3-git).  checkpatch.pl's SPDX check runs scripts/spdxcheck.py with
# the first python3 on PATH; one without them (a pyenv python3 before
# Debian's) makes that check crash with a traceback checkpatch.pl ignores,
# and a wrong SPDX line would pass unseen.
checkpatch() {
	checkpatch_ready
	PATH="$CHECKPATCH_PYDIR:$PATH" perl "$@"
}

# checkpatch_ready: find that python3 once per script (CHECKPATCH_PYDIR,
# not exported: the PATH lib.sh sets finds the same in every script, and
# an exported one would differ between scripts' environments, which keys
# such as inputs_hash read), or stop with one error; a stage calls it
# before its first checkpatch.
checkpatch_ready() {
	local py
	[ -z "${CHECKPATCH_PYDIR:-}" ] || return 0
	for py in $(type -ap python3); do
		if "$py" -c 'import ply, git' >/dev/null 2>&1; then
			CHECKPATCH_PYDIR=$(dirname "$py")
			return 0
		fi
	done
	die "no python3 on PATH has the modules ply and git that checkpatch.pl's SPDX check needs: install the Debian packages python3-ply and python3-git (make setup)"
}

# big_stack: raise this shell's stack limit to the hard limit.  spatch
# 1.1.1 overflows an 8 MiB stack (a segfault) on 6.1's largest headers
# (drivers/gpu/drm/amd/include/asic_reg/dcn/dcn_3_2_0_sh_mask.h, 24 MB,
# with any rule that must parse it), and under --jobs the whole run then
# dies with "Fatal error: exception End_of_file".  Call it in the
# subshell that runs spatch.
big_stack() {
	ulimit -s "$(ulimit -H -s)" 2>/dev/null || true
}

# mem_cap: cap this shell's virtual memory at three quarters of the RAM.
# With a raised stack, a coccicheck worker over the whole 6.1 tree with a
# rule that has no token query grew past 20 GB on a 24 GiB machine; the
# cap makes such a worker fail (Out_of_memory) instead of the machine.
mem_cap() {
	local kb
	kb=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo 2>/dev/null || true)
	if [ -n "$kb" ]; then
		ulimit -v $((kb * 3 / 4)) 2>/dev/null || true
	fi
}

# Stage timing: stage_begin NAME ... stage_end
stage_begin() {
	STAGE_NAME=$1
	STAGE_T0=$EPOCHSECONDS
	info "== $STAGE_NAME: start"
}

stage_end() {
	local t=$((EPOCHSECONDS - STAGE_T0))
	info "== $STAGE_NAME: done in ${t}s"
}

elapsed_since() {
	echo $((EPOCHSECONDS - $1))
}

# cpu_children: CPU seconds (user + system) of the processes this shell
# ($$, the script's main shell) has started and waited for so far, their
# own children included (spatch and its --jobs workers).  On a machine
# shared with other work, wall-clock seconds grow with the load; CPU
# seconds much less: cpu_children at two points gives a phase's CPU.
cpu_children() {
	sed 's/^.*) //' "/proc/$$/stat" 2>/dev/null |
		awk -v hz="$(getconf CLK_TCK 2>/dev/null || echo 100)" '{ printf "%d\n", ($14 + $15) / hz + 0.5 }'
}

# is_kernel_tree DIR: true when DIR looks like a Linux source tree, of any
# age: a top Makefile with VERSION =, include/linux and a Kconfig (2.6
# trees before 2.6.31 have init/Kconfig but none at the top; before
# 2.6.25 no scripts/checkpatch.pl either: see tree_scripts).
is_kernel_tree() {
	[ -f "$1/Makefile" ] && { [ -f "$1/Kconfig" ] || [ -f "$1/init/Kconfig" ]; } &&
		[ -d "$1/include/linux" ] && grep -q '^VERSION = ' "$1/Makefile"
}

# tree_scripts TREE: the checkpatch.pl and get_maintainer.pl to use for
# patches of TREE.  Sets CHECKPATCH_TREE (run its scripts/checkpatch.pl
# with --root=CHECKPATCH_TREE), GET_MAINTAINER and GET_MAINTAINER_OPTS (run
# in TREE).  A tree without them (2.6 trees before 2.6.25 and 2.6.30)
# borrows those of the default 6.1 tree (extracted if need be), and one
# info line says so.
# shellcheck disable=SC2034 # CHECKPATCH_TREE, GET_MAINTAINER*: for the caller
tree_scripts() {
	local tree=$1 def missing=()
	CHECKPATCH_TREE=$tree
	GET_MAINTAINER=$tree/scripts/get_maintainer.pl
	GET_MAINTAINER_OPTS=()
	[ -f "$tree/scripts/checkpatch.pl" ] || missing+=(scripts/checkpatch.pl)
	[ -f "$GET_MAINTAINER" ] || missing+=(scripts/get_maintainer.pl)
	[ "${#missing[@]}" -gt 0 ] || return 0
	def=$(KERNEL_TREE='' "$TOP/scripts/stages/get-tree.sh")
	[ -f "$tree/scripts/checkpatch.pl" ] || CHECKPATCH_TREE=$def
	if [ ! -f "$GET_MAINTAINER" ]; then
		# 6.1's get_maintainer.pl refuses a tree without its top files
		# (Kbuild, ...) unless told --no-tree; it reads TREE's MAINTAINERS
		GET_MAINTAINER=$def/scripts/get_maintainer.pl
		GET_MAINTAINER_OPTS=(--no-tree)
	fi
	info "$(tree_name "$tree") (Linux $(kernel_version "$tree")) has no $(
		sed 's/ / or /' <<<"${missing[*]}"): using those of ${def#"$TOP"/}$(
		grep -q '^F:' "$tree/MAINTAINERS" 2>/dev/null ||
			echo "; its MAINTAINERS has no F: lines (the 2.6 format), so the patches get no To/Cc")"
}

# kernel_version DIR: "6.1.192" style version of a tree.
kernel_version() {
	awk -F' = ' '/^VERSION =/{v=$2} /^PATCHLEVEL =/{p=$2}
		/^SUBLEVEL =/{s=$2} END{printf "%s.%s.%s\n", v, p, s}' "$1/Makefile"
}

# tree_name DIR: short name used for build/ and reports/ sub-folders.
tree_name() {
	basename "$(cd "$1" && pwd)"
}

# pristine_tree: print the kernel tree the toolkit works on.
# KERNEL_TREE=dir selects a user's tree; otherwise the Debian tarball is
# extracted (once) by scripts/stages/get-tree.sh into build/.
pristine_tree() {
	if [ -n "${KERNEL_TREE:-}" ]; then
		[ -d "$KERNEL_TREE" ] ||
			die "KERNEL_TREE=$KERNEL_TREE does not exist: point it at a kernel source tree"
		is_kernel_tree "$KERNEL_TREE" ||
			die "KERNEL_TREE=$KERNEL_TREE is not a kernel tree (no Makefile with VERSION =, Kconfig or include/linux): point it at the top of a kernel source tree"
		(cd "$KERNEL_TREE" && pwd)
	else
		echo "$BUILD/$DEFAULT_TREE_NAME"
	fi
}

# check_kernel: KERNEL names a Debian kernel the toolkit knows.
check_kernel() {
	local k
	for k in "${KERNELS[@]}"; do
		[ "$KERNEL" != "$k" ] || return 0
	done
	die "KERNEL=$KERNEL is not a kernel the toolkit knows: use one of ${KERNELS[*]} (or KERNEL_TREE=dir)"
}

# series_dir TREE: the core series for TREE's kernel, patches/<major.minor>
# (one series per kernel, as backports keeps them).  SERIES_DIR overrides.
series_dir() {
	local v
	if [ -n "${SERIES_DIR:-}" ]; then
		echo "$SERIES_DIR"
		return 0
	fi
	v=$(kernel_version "$1")
	v=${v%.*}
	[ -f "$TOP/patches/$v/series" ] ||
		die "no core series for Linux $v (patches/$v/series): the series exists for $(
			cd "$TOP/patches" && echo */series | sed 's|/series||g')"
	echo "$TOP/patches/$v"
}


# need_space DIR MB WHAT: die before writing WHAT (about MB megabytes) into
# DIR's file system when it has less free, rather than fail half-way with
# "No space left on device" and a half-written tree.  TOOLKIT_FREE_MB plays
# a disk with that much free (test-bad-input).
need_space() {
	local dir=$1 mb=$2 what=$3 free
	while [ ! -d "$dir" ]; do dir=$(dirname "$dir"); done
	free=${TOOLKIT_FREE_MB:-$(df -Pm "$dir" | awk 'NR == 2 { print $4 }')}
	[ -n "$free" ] && [ "$free" -ge "$mb" ] ||
		die "$what needs about $mb MB but $dir has ${free:-no} MB free: free some space (make distclean removes all the toolkit built) or set BUILD=dir on a bigger disk"
}

# What a scratch worktree that only applies and checks patches needs: the
# folders checkpatch.pl looks for to call a folder a kernel tree
# (top_of_kernel_tree) and reads (scripts, include, LICENSES), one small
# folder in each of the others.  The patches' own folders are added.
SPARSE_BASE=(scripts include kernel lib init ipc LICENSES Documentation/process
	arch/x86/include drivers/base fs/proc)

# patch_dirs PATCH...: the folders the patches touch, one a line.
patch_dirs() {
	sed -n 's|^diff --git a/\([^ ]*\) b/.*|\1|p' "$@" | xargs -r -n 1 dirname | sort -u
}

# add_worktree BASE WT BRANCH full|sparse [PATCH...]: make the worktree WT
# of the baseline tree BASE on BRANCH at the tag "baseline".  A sparse one is
# a sparse worktree (git sparse-checkout, cone mode): SPARSE_BASE and the
# folders the patches touch, about 90 MB and 4 s instead of 1.5 GB and
# half a minute; enough to git am and checkpatch.pl, not to build.
# An existing worktree is made what KIND asks: a sparse one's folders are
# set anew (SPARSE_BASE and these patches' folders), a full one made full.
add_worktree() {
	local base=$1 wt=$2 branch=$3 kind=$4 dirs
	shift 4
	git -C "$base" worktree prune
	[ "$(git -C "$base" config --get extensions.worktreeConfig)" = true ] ||
		git -C "$base" config extensions.worktreeConfig true
	if [ "$kind" = sparse ]; then
		dirs=$([ $# -eq 0 ] || patch_dirs "$@" | grep -vx '\.' || true)
		if [ ! -e "$wt/.git" ]; then
			rm -rf "$wt"
			need_space "$(dirname "$wt")" 200 "the sparse worktree $wt"
			git -C "$base" worktree add -q --no-checkout -f -B "$branch" "$wt" baseline
		fi
		# shellcheck disable=SC2086 # one folder a word
		git -C "$wt" sparse-checkout set --cone "${SPARSE_BASE[@]}" $dirs
		git -C "$wt" checkout -q -f -B "$branch" "$(git -C "$wt" rev-parse HEAD)"
	elif [ -e "$wt/.git" ]; then
		[ "$(git -C "$wt" config --worktree --get core.sparseCheckout 2>/dev/null)" != true ] ||
			git -C "$wt" sparse-checkout disable
	else
		rm -rf "$wt"
		need_space "$(dirname "$wt")" 1800 "the worktree $wt"
		info "creating worktree $wt (about half a minute)"
		git -C "$base" worktree add -q -f -B "$branch" "$wt" baseline
	fi
}
# wait_lock FD -s|-x WHAT: flock the open file descriptor FD, shared or
# exclusive; when another run holds it, says so (naming WHAT) and waits.
wait_lock() {
	flock -n "$2" "$1" && return 0
	info "another run is using $3; waiting for it"
	flock "$2" "$1"
}

# checkout_files: the files of the checkout at $TOP that exist, relative
# to it, one a line: tracked (changed or not) and untracked, not ignored.
checkout_files() {
	local n
	(cd "$TOP" && git -c core.quotePath=false ls-files -c -o --exclude-standard --deduplicate) |
		while IFS= read -r n; do [ ! -f "$TOP/$n" ] || printf '%s\n' "$n"; done
}

# inputs_hash DIR: one hash of what a check, a stage or any tool they run
# may read: every file of the checkout (content and mode), every installed
# Debian package and its version, the kernel, every environment variable
# the scripts name and those the tools read; empty when that cannot be
# known (no git checkout, KERNEL_TREE set, a file that cannot be read).
# DIR holds its lists.  make test keys the verdicts it reuses with it.
inputs_hash() {
	local n d=$1
	local -A exported=()
	[ -z "${KERNEL_TREE:-}" ] || return 0
	git -C "$TOP" rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
	checkout_files >"$d/paths" || return 0
	(cd "$TOP" && git hash-object --stdin-paths) <"$d/paths" >"$d/hashes" || return 0
	(cd "$TOP" && xargs -r -d '\n' stat -c '%a' --) <"$d/paths" >"$d/modes" || return 0
	[ "$(wc -l <"$d/paths")" -eq "$(wc -l <"$d/hashes")" ] || return 0
	{
		echo "kernel $KERNEL"
		paste "$d/paths" "$d/hashes" "$d/modes"
		dpkg-query -W -f '${Package} ${Version}\n' 2>/dev/null || echo "no dpkg"
		# the names the scripts use, and what the tools they run read,
		# when exported (the environment; no printenv per name: a fork
		# each, 11 s of make test-shell's CPU)
		for n in $(compgen -e); do exported[$n]=1; done
		# shellcheck disable=SC2016 # the pattern matches a $ sign
		for n in $( (cd "$TOP" && grep -rhoE '\$\{?[A-Z][A-Z0-9_]+' scripts Makefile | tr -d '${'
			echo LANG LC_ALL LC_CTYPE LC_MESSAGES PYTHONPATH ARCH CROSS_COMPILE CC KCFLAGS
			compgen -e | grep -E '^(GIT|CCACHE)_') | tr ' ' '\n' | sort -u); do
			case $n in REUSE | FAST | ONLY | LANES | TOOLKIT_CPUS) continue ;; esac
			[ -z "${exported[$n]:-}" ] || printf '%s=%s\n' "$n" "${!n}"
		done
	} | sha256sum | cut -c1-32
}

# transitions: the names of cocci/'s transitions, one a line: a rule
# cocci/NAME.cocci, or cocci/NAME/, a folder of parts (NN_word.cocci, each
# a rule of its own) and their helper (scripts/lib/rulejoin.py).
transitions() {
	local p n
	for p in "$TOP"/cocci/*.cocci "$TOP"/cocci/*/; do
		[ -e "$p" ] || continue
		base_name p "${p%/}" .cocci
		echo "$p"
	done | LC_ALL=C sort | uniq -c | while read -r n p; do
		[ "$n" -eq 1 ] || die "cocci/$p.cocci and cocci/$p/ are both there: a transition is one rule or one folder of parts"
		echo "$p"
	done
}

# rule_src NAME: where a transition lives, for messages.
rule_src() {
	if [ -d "$TOP/cocci/$1" ]; then echo "cocci/$1/"; else echo "cocci/$1.cocci"; fi
}

# rule_shown FILE: how messages name a rule file rule_files gave:
# cocci/NAME.cocci, cocci/NAME/ for a joined transition, else its path.
rule_shown() {
	local name
	base_name name "$1" .cocci
	case $1 in
	"$TOP/cocci/$name.cocci") echo "cocci/$name.cocci" ;;
	"$BUILD/rules/$name.cocci") rule_src "$name" ;;
	*) echo "$1" ;;
	esac
}

# rule_parts NAME: the rule files of a transition, in order: its parts,
# or its one rule.
rule_parts() {
	if [ -d "$TOP/cocci/$1" ]; then
		python3 "$TOP/scripts/lib/rulejoin.py" parts "$TOP/cocci/$1" || die "$(rule_src "$1") has no usable parts (above)"
	else
		echo "$TOP/cocci/$1.cocci"
	fi
}

# rule_path NAME|DIR: the one rule file a run gives spatch for a
# transition: cocci/NAME.cocci, or the parts of cocci/NAME/ (or of a folder
# DIR of one's own, a path with a slash) joined into $BUILD/rules/NAME.cocci
# (each part parsed alone first; rewritten only when a part changed).
rule_path() {
	local dir=$1 out err
	[[ $dir == */* ]] || dir=$TOP/cocci/$1
	if [ ! -d "$dir" ]; then
		echo "$TOP/cocci/$1.cocci"
		return 0
	fi
	dir=$(cd "$dir" && pwd -P)
	out=$BUILD/rules/$(basename "$dir").cocci
	[ "$dir" = "$(cd "$TOP/cocci" && pwd -P)/$(basename "$dir")" ] || out=$BUILD/rules/own/$(basename "$dir").cocci
	mkdir -p "$(dirname "$out")"
	err=$(python3 "$TOP/scripts/lib/rulejoin.py" join "$dir" "$out" 2>&1) || die "${err:-rulejoin.py failed on $dir}"
	echo "$out"
}

# rule_files: the rules a run takes, one absolute path a line, in order:
# RULES="a b" names transitions of cocci/ (a path to a .cocci file or a
# folder of parts of one's own also works: a sample rule under build/);
# without RULES, every transition (rule_path gives its file).  The one
# reader of RULES for every stage, check and benchmark.
rule_files() {
	local r found=() names
	names=$(transitions) || exit 2
	[ -n "$names" ] || die "no rules in cocci/: add cocci/NAME.cocci"
	if [ -z "${RULES:-}" ]; then
		for r in $names; do
			rule_path "$r" || exit 2
		done
		return 0
	fi
	for r in $RULES; do
		if [ "${r%.cocci}" != "$r" ] && [ -f "$r" ]; then
			r="$(cd "$(dirname "$r")" && pwd -P)/$(basename "$r")"
		elif [[ $r == */* ]] && [ -d "$r" ]; then
			r=$(rule_path "$r") || exit 2
		else
			base_name r "$r" .cocci
			grep -qx -- "$r" <<<"$names" ||
				die "RULES: no rule cocci/$r.cocci or cocci/$r/: name one of: $(paste -sd ' ' <<<"$names")"
			r=$(rule_path "$r") || exit 2
		fi
		# a rule named twice runs once
		[[ " ${found[*]} " == *" $r "* ]] || found+=("$r")
	done
	[ "${#found[@]}" -gt 0 ] || die "RULES=\"$RULES\" names no rule: name rules of cocci/ (or leave RULES unset for all)"
	printf '%s\n' "${found[@]}"
}

# jobs: parallelism for make and spatch: the CPUs this run may use.
jobs() {
	echo "$TOOLKIT_CPUS"
}

# TOOLKIT_CPUS: nproc, asked once a run: the first script exports it to
# those it starts (a test-convert ran nproc 116 times; a process costs 1-7
# ms on these machines).
[[ ${TOOLKIT_CPUS:-} =~ ^[1-9][0-9]*$ ]] || TOOLKIT_CPUS=$(nproc 2>/dev/null || echo 2)
export TOOLKIT_CPUS

# kernel_nm: the nm a kernel build runs (make NM=...): gcc-nm when there
# is one.  Plain nm loads every plugin in /usr/lib/bfd-plugins, and with
# llvm-14-linker-tools installed (clang-14 and llvm-14 pull it in) that is
# LLVMgold and all of libLLVM-14: 160 ms a call here against 25 ms for
# gcc-nm, which loads GCC's LTO plugin only and prints the same.  6.1's
# scripts/check-local-export runs nm on every object a build compiles:
# with plain nm, a third of the boot kernel's CPU time (perf).
kernel_nm() {
	if command -v gcc-nm >/dev/null 2>&1; then echo gcc-nm; else echo nm; fi
}

# kbuild_env: the environment kbuild reads (KCFLAGS, KBUILD_*, CROSS_COMPILE,
# LLVM, W, C, V, ...), as sorted NAME=value lines, for a stamp of what a
# build was made from.  Not KBUILD_OUT: our own O= (boot-test exports it,
# the kernel built ahead does not).
kbuild_env() {
	env | grep -E '^(KCFLAGS|KCPPFLAGS|KAFLAGS|KBUILD_[A-Z_]+|LOCALVERSION|CROSS_COMPILE|LLVM|LLVM_IAS|HOSTCC|HOSTCFLAGS|HOSTLDFLAGS|CONFIG_[A-Z0-9_]+|W|C|V)=' |
		grep -v '^KBUILD_OUT=' | LC_ALL=C sort || true
}

# kernel_cc: the compiler a kernel build runs (make CC=...): "ccache gcc"
# when there is ccache (Debian package ccache), else gcc.
kernel_cc() {
	if command -v ccache >/dev/null 2>&1; then echo "ccache gcc"; else echo gcc; fi
}

# kernel_tools: make's tool arguments for a kernel build into the array
# KTOOLS: CC= and HOSTCC= (kernel_cc: every O= folder builds its host
# programs, objtool among them, and ccache spares 17 of the 83 CPU-s of an
# allmodconfig prepare) and NM= (kernel_nm).  Without pahole, also an empty
# PAHOLE_FLAGS: 6.1's Makefile exports it recursively expanded, so make runs
# scripts/pahole-flags.sh for every command it starts (34 times in a no-op
# make), and without pahole that script prints nothing.  With ccache, also
# CCACHE_DEPEND=1 (make exports a command-line variable to the commands it
# runs): ccache's depend mode keys a result on the dependency file gcc
# writes anyway (kbuild's -Wp,-MMD), so a miss costs one compile, not a
# preprocessing run and a compile: a third less CPU on a cold cache (82 ->
# 55 CPU-s for drivers/acpi/ here), the same hits on a warm one.  Not when
# the environment already says CCACHE_DEPEND or CCACHE_NODEPEND.  Not for
# the host programs (HOSTCC runs ccache without it): with -MMD the
# dependency file leaves out system headers, and fixdep, modpost and
# objtool include /usr/include's (libc, libelf), which change without
# the compiler; the kernel's own objects are built -nostdinc (their
# system headers are gcc's own, which change with gcc, and ccache checks
# the compiler).
# shellcheck disable=SC2034 # KTOOLS is for the scripts that source this
kernel_tools() {
	local cc depend=
	cc=$(kernel_cc)
	[ "$cc" = gcc ] || [ -n "${CCACHE_DEPEND+set}${CCACHE_NODEPEND+set}" ] || depend=1
	KTOOLS=(CC="$cc" HOSTCC="${depend:+env -u CCACHE_DEPEND }$cc" NM="$(kernel_nm)")
	command -v pahole >/dev/null 2>&1 || KTOOLS+=(PAHOLE_FLAGS=)
	[ -z "$depend" ] || KTOOLS+=(CCACHE_DEPEND=1)
}

# tree_state TREE [PATHSPEC...]: how TREE's working tree differs from its
# commit, one line "XY PATH WHAT" a file: git status's two letters, then
# the hash of what the file holds now ("-> TARGET" for a symbolic link,
# "-" when it is gone).  Changed, untracked and ignored files alike: a
# second edit of a changed file changes its line, and an untracked file
# counts even where a .gitignore hides it (the Debian tarball's ignores
# every untracked file: "/*").  Empty for a clean tree.  Fails when TREE
# is not the top of a git working tree (a folder inside another
# repository would get that one's status) or git fails.  Writes nothing:
# no index refresh (GIT_OPTIONAL_LOCKS=0).
tree_state() {
	local tree=$1 top entry i
	local -a flags=() paths=() present=() hashes=()
	shift
	top=$(git -C "$tree" rev-parse --show-toplevel 2>/dev/null) || return 1
	[ "$top" = "$(cd "$tree" && pwd -P)" ] || return 1
	while IFS= read -r -d '' entry; do
		flags+=("${entry:0:2}")
		paths+=("${entry:3}")
	done < <(GIT_OPTIONAL_LOCKS=0 git -C "$tree" status --porcelain -z --no-renames \
		--untracked-files=all --ignored -- "$@")
	wait $! || return 1
	for i in "${!paths[@]}"; do
		[ -L "$tree/${paths[$i]}" ] || [ ! -f "$tree/${paths[$i]}" ] || present+=("${paths[$i]}")
	done
	if [ "${#present[@]}" -gt 0 ]; then
		mapfile -t hashes < <(cd "$tree" && printf '%s\0' "${present[@]}" |
			xargs -0 git hash-object --)
		[ "${#hashes[@]}" -eq "${#present[@]}" ] || return 1
	fi
	local -A blob=()
	for i in "${!present[@]}"; do blob[${present[$i]}]=${hashes[$i]}; done
	for i in "${!paths[@]}"; do
		entry=${paths[$i]}
		if [ -L "$tree/$entry" ]; then
			printf '%s %s -> %s\n' "${flags[$i]}" "$entry" "$(readlink "$tree/$entry")"
		else
			printf '%s %s %s\n' "${flags[$i]}" "$entry" "${blob[$entry]:--}"
		fi
	done
}

# boot_make TREE OUT MAKE-ARG...: make in the boot kernel's O= folder OUT
# of TREE, with its ARCH and the kernel tools (kernel_tools, run first).
# Every make there goes through here: one without ARCH= starts the
# kernel's build over (BOOT_ARCH).
boot_make() {
	local tree=$1 out=$2
	shift 2
	make -C "$tree" O="$out" ARCH="$BOOT_ARCH" "${KTOOLS[@]}" "$@"
}

# REBUILD forces the builds it names although their stamps hold: 1 (or
# "all") for every one, else some of REBUILDS, blank separated (the kernel:
# scripts/stages/build-kernel.sh; legacy-modules:
# scripts/stages/build-legacy-modules.sh).
REBUILDS=(kernel legacy-modules)

# check_rebuild: REBUILD names only builds there are; a stage calls it
# before it does anything, so a typo stops it at once.
check_rebuild() {
	local w b
	local -a ws
	read -r -a ws <<<"${REBUILD:-}"
	for w in "${ws[@]}"; do
		case $w in 0 | 1 | all) continue ;; esac
		for b in "${REBUILDS[@]}"; do [ "$w" != "$b" ] || continue 2; done
		die "REBUILD=$REBUILD: no build is called $w; say REBUILD=1 (everything) or name some of: ${REBUILDS[*]}"
	done
}

# rebuild_asked WHAT: REBUILD forces the build WHAT (one of REBUILDS).
rebuild_asked() {
	local w
	local -a ws
	check_rebuild
	read -r -a ws <<<"${REBUILD:-}"
	for w in "${ws[@]}"; do
		[ "$w" != 1 ] && [ "$w" != all ] && [ "$w" != "$1" ] || return 0
	done
	return 1
}

# only_left OUTDIR: the convert-drivers run that wrote OUTDIR (its
# reports/convert-drivers/<name>) exited 1 for one reason only: work left
# for a human (SUMMARY: no driver skipped, every patch checkpatch-clean,
# idempotent, something left).
only_left() {
	local sum=$1/SUMMARY
	[ -f "$sum" ] && grep -qx 'skipped: 0' "$sum" && grep -qx 'idempotent: yes' "$sum" &&
		! grep -q '^  FAIL ' "$sum" && grep -q '^left for a human: [1-9]' "$sum"
}

# ---- tree-wide facts (README: "Tree-wide facts") ---------------------------
#
# A rule whose header says "// Facts: collect" first runs with -D collect
# over every .c/.h file of the target: it edits and reports nothing and
# prints only lines "FACT:<rule>\t<field>\t...".  collect_facts gathers
# them, sorted and unique, into one facts file; the rule's real run then
# gets facts_args FILE.  Nothing here knows what a rule's facts mean.

RULEHDR_PY=$TOP/scripts/lib/rulehdr.py

# rule_header KEY RULE: the value of a single-valued header key of RULE
# (options, post-pass, ...: scripts/lib/rulehdr.py, the one reader of rule
# headers), from the memo rule_headers_load filled, else read now.
declare -gA RULE_HEADER=()
rule_header() {
	if [ -n "${RULE_HEADER[$1:$2]+set}" ]; then
		echo "${RULE_HEADER[$1:$2]}"
	else
		python3 "$RULEHDR_PY" get "$2" "$1"
	fi
}

# rule_headers_load KEY[,KEY...] RULE...: each KEY of every RULE into
# rule_header's memo, read by one rulehdr.py run (a run of Python costs some
# 40 ms here, and a runner asks for a rule's options at every spatch run).
# A header it cannot read stays out, for rule_header to read and fail on.
rule_headers_load() {
	local keys=$1 key rule value
	shift
	while IFS=$'\t' read -r key rule value; do
		RULE_HEADER[$key:$rule]=$value
	done < <(python3 "$RULEHDR_PY" get-many "$keys" "$@" 2>/dev/null || true)
}

# rule_options RULE: the spatch options of its "// Options:" header line.
rule_options() {
	rule_header options "$1"
}

# has_facts RULE: the rule asks for a collect pass.
has_facts() {
	grep -q '^// Facts:[[:space:]]*collect[[:space:]]*$' "$1"
}

# facts_args RULE FILE: the spatch options of a rule's real run: -D
# facts=FILE, the value its Python reads (virtual.facts).  spatch 1.1.1
# does not set a virtual given a value, so a rule whose SmPL also depends
# on facts declares "virtual facts" and gets -D facts as well (it then
# reads the value elsewhere: such a rule cannot bind virtual.facts).
facts_args() {
	if grep -q '^virtual[[:space:]]\+facts[[:space:]]*$' "$1"; then
		printf '%s\n' -D facts
	fi
	printf '%s\n' -D "facts=$2"
}

# collect_facts RULE ROOT LIST OUT [SPATCH-OPTION...]: the collect pass of
# RULE over the files of LIST (paths relative to ROOT, one a line) into OUT.
# The rule's "// Facts-must-contain: /PCRE/" header lines keep only the
# files that can print a fact: one clause a line, every clause must hold,
# a clause holds when its regex matches a line of the file (grep -P; the
# rule's author vouches that a file failing one prints no fact, so the
# facts are the same as without them; PREFILTER=0: every file, the check
# that both give the same).  Sets COLLECT_FILES (the files collected).
# Jobs: JOBS (default: CPUs); TIMEOUT per file (120).  Progress and time on
# stderr.  One field the runners read: "FACT:<rule>\tfile\t<path>" names a
# file the rule's real run must see though it may hold none of the rule's
# tokens (it only uses what another file declares); facts_files lists them.  A file spatch could not analyse (timeout, exception) becomes
# "FACT:<rule>\tnot-analysed\t<file>\t<why>": the rule decides what that
# blocks.  The runner adds "FACT:<rule>\troot\t<folder>": the paths of the
# facts are relative to it.  Returns 2 when spatch itself fails.
collect_facts() {
	local rule=$1 root=$2 list=$3 out=$4
	shift 4
	local name work n t0 rc=0 jobs_n
	base_name name "$rule" .cocci
	jobs_n=${JOBS:-$(jobs)}
	t0=$EPOCHSECONDS
	work=$(mktemp -d "${TMPDIR:-/tmp}/facts.$name.XXXXXX")
	LC_ALL=C sort -u "$list" >"$work/files"
	[ "${PREFILTER:-1}" = 0 ] || facts_prefilter "$rule" "$root" "$work/files" "$jobs_n"
	n=$(grep -c . "$work/files" || true)
	# shellcheck disable=SC2034 # for the caller (spatch-report facts_pass)
	COLLECT_FILES=$n
	info "facts: $name: collect pass over $n of $(grep -c . "$list" || true) files"
	: >"$work/out"
	: >"$work/err"
	facts_spatch "$rule" "$root" "$work/files" "$work" "$jobs_n" "$@" || rc=$?
	facts_finish "$name" "$root" "$work" "$out" "$t0" "$rc"
}

# facts_spatch RULE ROOT FILES WORK JOBS [SPATCH-OPTION...]: the -D collect
# run of RULE over FILES (relative to ROOT), its output appended to
# WORK/out and WORK/err.  Returns spatch's status.
facts_spatch() {
	local rule=$1 root=$2 files=$3 work=$4 jobs_n=$5 name mon rc=0
	shift 5
	base_name name "$rule" .cocci
	[ -s "$files" ] || return 0
	# each file its own group, the largest first: the jobs end together
	(cd "$root" && xargs -r -d '\n' stat -c '%s %n' -- <"$files") |
		sort -k1,1nr | cut -d' ' -f2- | awk '{ print; print "" }' >"$work/groups"
	local -a opts
	read -r -a opts <<<"$(rule_options "$rule")"
	rm -rf "$work"/par_*
	progress "facts: $name" "$(grep -c . "$files" || true)" "$work/par" &
	mon=$!
	(cd "$root" && big_stack && mem_cap && spatch --sp-file "$rule" -D collect "${opts[@]}" "$@" \
		--quiet --no-show-diff --timeout "${TIMEOUT:-120}" --jobs "$jobs_n" --chunksize 1 \
		--tmp-dir "$work/par" --file-groups "$work/groups" \
		>>"$work/out" 2>>"$work/err") || rc=$?
	kill "$mon" 2>/dev/null || true
	wait "$mon" 2>/dev/null || true
	return "$rc"
}

# facts_finish NAME ROOT WORK OUT T0 RC: the facts file OUT from the collect
# output in WORK (its FACT lines, the root line, a not-analysed line per
# file spatch gave up on), the kernel lookups added; WORK removed.
# Returns 2 when spatch failed (RC not 0; its messages in OUT.err).
facts_finish() {
	local name=$1 root=$2 work=$3 out=$4 t0=$5 rc=$6
	{
		grep -a "^FACT:$name	" "$work/out" || true
		printf 'FACT:%s\troot\t%s\n' "$name" "$(cd "$root" && pwd -P)"
		sed -n -e 's/^EXN: .*Timeout in \(.*\)$/\1\ttimeout/p' \
			-e 's/^timeout (we abort): \(.*\)$/\1\ttimeout/p' \
			-e 's/^EXN: \(.*\) in \([^ ]*\)$/\2\texception/p' "$work/err" |
			sed "s|^\./||; s|^$root/||; s|^|FACT:$name\tnot-analysed\t|"
	} | LC_ALL=C sort -u >"$out"
	facts_lookups "$out"
	info "facts: $name: $(grep -c . "$out" || true) fact lines in $(elapsed_since "$t0")s: $out"
	if [ "$rc" -ne 0 ]; then
		cp "$work/err" "$out.err"
		info "facts: $name: spatch exited $rc (see $out.err)"
		rm -rf "$work"
		return 2
	fi
	rm -rf "$work"
}

# has_facts_demand RULE: the rule's real run, given -D probe, says where
# facts could change its verdict ("// Facts-demand: probe"; demand_facts).
has_facts_demand() {
	grep -q '^// Facts-demand:[[:space:]]*probe[[:space:]]*$' "$1"
}

# demand_facts RULE ROOT SCOPE ASKED OUT [SPATCH-OPTION...]: the collect
# pass of a rule that says "// Facts-demand: probe", only where its facts
# can matter.  ASKED is the output of its real run with -D probe: its
# "FACT:<rule>\tprobe\tFILE" lines name the files to collect first; each
# "FACT:<rule>\tfollow\tWORD\tPCRE" line, of that run or of a collect,
# adds the files of SCOPE (paths relative to ROOT) that hold the word WORD
# (grep -F -w: fast) and PCRE matches, read whole (pcre_files); until
# nothing new.  The rule vouches that the facts of
# the other files change no verdict (DEMAND=0 in spatch-report: the full
# pass, to compare).  OUT as collect_facts; COLLECT_FILES: how many
# files; OUT.collected: which; OUT.probed: the probed ones.
demand_facts() {
	local rule=$1 root=$2 scope=$3 asked=$4 out=$5
	shift 5
	local name work t0 rc=0 jobs_n round=0 rx
	base_name name "$rule" .cocci
	jobs_n=${JOBS:-$(jobs)}
	t0=$EPOCHSECONDS
	work=$(mktemp -d "${TMPDIR:-/tmp}/facts.$name.XXXXXX")
	: >"$work/out"
	: >"$work/err"
	: >"$work/collected"
	: >"$work/pats.done"
	asked_lines "$name" probe "$asked" | sed "s|^$root/||; s|^\./||" |
		LC_ALL=C sort -u | LC_ALL=C comm -12 - <(LC_ALL=C sort -u "$scope") >"$work/todo"
	cp "$work/todo" "$out.probed"
	asked_lines "$name" follow "$asked" | LC_ALL=C sort -u >"$work/pats"
	while :; do
		round=$((round + 1))
		LC_ALL=C comm -23 "$work/pats" "$work/pats.done" >"$work/pats.new"
		if [ -s "$work/pats.new" ]; then
			follow_files "$root" "$scope" "$work/pats.new" "$work/found" "$jobs_n" "$name"
			cat "$work/found" >>"$work/todo"
			LC_ALL=C sort -u "$work/pats.done" "$work/pats.new" -o "$work/pats.done"
		fi
		LC_ALL=C sort -u "$work/todo" | LC_ALL=C comm -23 - "$work/collected" >"$work/files"
		[ -s "$work/files" ] || break
		info "facts: $name: round $round: collect over $(grep -c . "$work/files") files ($(grep -c . "$work/pats.new" || true) new follow patterns)"
		facts_spatch "$rule" "$root" "$work/files" "$work" "$jobs_n" "$@" || rc=$?
		LC_ALL=C sort -u "$work/collected" "$work/files" -o "$work/collected"
		: >"$work/todo"
		asked_lines "$name" follow "$work/out" | LC_ALL=C sort -u "$work/pats" - -o "$work/pats"
		[ "$rc" -eq 0 ] || break
	done
	# shellcheck disable=SC2034 # for the caller (spatch-report demand_pass)
	COLLECT_FILES=$(grep -c . "$work/collected" || true)
	cp "$work/collected" "$out.collected"
	facts_finish "$name" "$root" "$work" "$out" "$t0" "$rc"
}

# pcre_files ROOT LIST REGEX OUT WHAT: OUT lists the files of LIST (paths
# relative to ROOT) REGEX matches, each read whole (grep -z: \s and [^x]
# cross lines; (?m) for line anchors) as PCRE, in parallel batches (JOBS)
# writing whole lines (--line-buffered).  grep exits 1 for a batch without
# a match (xargs: 123), 2 on an error (also 123): grep's messages tell
# them apart.  A file past a PCRE limit may match: it is listed (spatch
# decides).  Any other message stops the run, naming WHAT.
pcre_files() {
	local root=$1 list=$2 rx=$3 out=$4 what=$5 rc=0
	(cd "$root" && xargs -r -d '\n' -n 500 -P "${JOBS:-$(jobs)}" \
		grep -l -I -z -P --line-buffered -e "$rx" -- <"$list") \
		>"$out" 2>"$out.err" || rc=$?
	sed -n "s/^grep: \(.*\): exceeded PCRE's .*/\1/p" "$out.err" >>"$out"
	if { [ "$rc" -ne 0 ] && [ "$rc" -ne 123 ]; } ||
		grep -q -v "^grep: .*: exceeded PCRE's " "$out.err"; then
		die "grep -P failed on $what (exit $rc): $(head -n 1 "$out.err")"
	fi
	rm -f "$out.err"
}

# follow_files ROOT SCOPE PATS OUT JOBS NAME: the files of SCOPE that hold a
# WORD of PATS ("WORD<TAB>PCRE" lines) and that one of its PCREs matches.
follow_files() {
	local root=$1 scope=$2 pats=$3 out=$4 jobs_n=$5 name=$6 rx
	# a file, not a pipe: every grep of the batches reads it
	cut -f1 "$pats" >"$out.list"
	(cd "$root" && xargs -r -d '\n' -n 500 -P "$jobs_n" grep -l -I -F -w --line-buffered \
		-f "$out.list" -- <"$scope") >"$out.words" || true
	rx=$(cut -f2- "$pats" | sed 's/.*/(?:&)/' | paste -sd'|')
	JOBS=$jobs_n pcre_files "$root" "$out.words" "$rx" "$out" "the follow lines of $name's facts"
	rm -f "$out.words" "$out.list"
}

# asked_lines NAME KIND FILE: the rest of the "FACT:NAME<TAB>KIND<TAB>..."
# lines of FILE (tabs kept).
asked_lines() {
	awk -v p="FACT:$1" -v k="$2" '
		BEGIN { FS = OFS = "\t" }
		$1 == p && $2 == k { $1 = $2 = ""; sub(/^\t\t/, ""); print }' "$3"
}

# facts_prefilter RULE ROOT FILES JOBS: keep in FILES (paths relative to
# ROOT) the files where every "// Facts-must-contain: /PCRE/" clause of
# RULE matches a line, each clause over the files the last one kept.
facts_prefilter() {
	local rule=$1 root=$2 files=$3 jobs_n=$4 rx
	while IFS= read -r rx; do
		[ -s "$files" ] || break
		(cd "$root" && xargs -r -d '\n' -n 200 -P "$jobs_n" grep -l -I -P -e "$rx" -- \
			<"$files" 2>/dev/null) | LC_ALL=C sort -u >"$files.kept" || true
		mv "$files.kept" "$files"
	done < <(sed -n 's|^// Facts-must-contain:[[:space:]]*/\(.*\)/[[:space:]]*$|\1|p' "$rule")
}

# facts_lookups FACTS: a rule's collect run may ask about the kernel the
# target is carried to ("need-decl NAME": a function's declarations,
# "need-slot TAG FIELD": a struct's method): scripts/lib/kernel-decls.py answers
# from FACTS_KERNEL's headers ("decl" and "slot" lines, added to FACTS).
# Without FACTS_KERNEL the questions stay unanswered: the rule treats those
# names as unknown (and refuses what depends on them).
facts_lookups() {
	local facts=$1
	[ -n "${FACTS_KERNEL:-}" ] || return 0
	grep -q -P '^FACT:[^\t]+\tneed-' "$facts" || return 0
	if [ ! -d "$FACTS_KERNEL/include" ]; then
		info "facts: $FACTS_KERNEL has no include/: the lookups of $(basename "$facts") stay unanswered (those names count as unknown)"
		return 0
	fi
	python3 "$TOP/scripts/lib/kernel-decls.py" "$facts" "$FACTS_KERNEL" >"$facts.decl" ||
		die "kernel-decls.py could not answer the lookups of $facts in $FACTS_KERNEL"
	LC_ALL=C sort -u "$facts" "$facts.decl" -o "$facts"
	rm -f "$facts.decl"
}

# facts_files FACTS: the files a facts file says the real run must see.
facts_files() {
	awk -F'\t' '$2 == "file" { print $3 }' "$1" | LC_ALL=C sort -u
}

# progress LABEL TOTAL DIR: every few seconds, "LABEL: files done / total"
# from the HANDLING/Skipping lines the spatch jobs of a --jobs run write
# into their --tmp-dir DIR (DIR_*/stderr.N).  Run it in the background
# and kill it when spatch is done (spatch-report's rule runs, collect_facts).
progress() {
	local label=$1 total=$2 dir=$3 done_n last=-1
	while sleep 5; do
		done_n=$(cat "$dir"_*/stderr.* 2>/dev/null | grep -c -E '^(HANDLING|Skipping):' || true)
		if [ "$done_n" != "$last" ]; then
			info "   $label: $done_n/$total files"
			last=$done_n
		fi
	done
}
