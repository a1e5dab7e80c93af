# SPDX-License-Identifier: GPL-2.0
# Shared helpers for the toolkit's stage scripts.  Source it, do not run it.
# shellcheck shell=bash

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PROG=${PROG:-$(basename "$0" .sh)}
BUILD=${BUILD:-$TOP/build}
REPORTS=${REPORTS:-$TOP/reports}
TARBALL=${TARBALL:-/usr/src/linux-source-6.1.tar.xz}
export TOP BUILD REPORTS TARBALL

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
	STAGE_T0=$(date +%s)
	info "== $STAGE_NAME: start"
}

stage_end() {
	local t=$(($(date +%s) - STAGE_T0))
	info "== $STAGE_NAME: done in ${t}s"
}

elapsed_since() {
	echo $(($(date +%s) - $1))
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
	def=$(KERNEL_TREE='' "$TOP/scripts/get-tree.sh")
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
# extracted (once) by scripts/get-tree.sh into build/.
pristine_tree() {
	if [ -n "${KERNEL_TREE:-}" ]; then
		[ -d "$KERNEL_TREE" ] ||
			die "KERNEL_TREE=$KERNEL_TREE does not exist: point it at a kernel source tree"
		is_kernel_tree "$KERNEL_TREE" ||
			die "KERNEL_TREE=$KERNEL_TREE is not a kernel tree (no Makefile with VERSION =, Kconfig or include/linux): point it at the top of a kernel source tree"
		(cd "$KERNEL_TREE" && pwd)
	else
		echo "$BUILD/linux-source-6.1"
	fi
}

# jobs: parallelism for make and spatch.
jobs() {
	nproc 2>/dev/null || echo 2
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

# has_facts RULE: the rule's header says "// Facts: collect": run with
# -D collect it prints only lines "FACT:<rule>\t<field>\t...", which the
# real run reads with -D facts=FILE (without it, per file as ever).
has_facts() {
	grep -q '^// Facts:[[:space:]]*collect' "$1"
}

# collect_facts RULE OUT FILE...: the FACT: lines of RULE's collect run
# over FILE... (each file on its own) into OUT; OUT is empty for a rule
# without "// Facts: collect".  (A minimal runner; the facts branch owns
# the tree-wide one.)
collect_facts() {
	local rule=$1 out=$2
	shift 2
	local -a opts
	: >"$out"
	has_facts "$rule" || return 0
	[ $# -gt 0 ] || return 0
	read -r -a opts <<<"$(sed -n 's|^// Options:[[:space:]]*||p' "$rule" | head -n 1)"
	printf '%s\n' "$@" | (big_stack && xargs -r -d '\n' -n 200 spatch --sp-file "$rule" \
		-D collect "${opts[@]}" --very-quiet --timeout "${TIMEOUT:-120}" 2>/dev/null) |
		grep '^FACT:' >"$out" || true
}
