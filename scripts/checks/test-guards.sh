#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "guards": the removed APIs fail loudly.  Against the patched tree
# (scripts/stages/apply-series.sh), prepared once in its own O= dir
# build/kbuild/<tree>-guards (a small x86-64 config with modules, then
# modules_prepare; reused while the tree and the config stay the same):
#
#   - testdata/guards/legacy, an out-of-tree module calling bcopy() and
#     rwlock_is_locked(), must FAIL to build (M=), and the compiler output
#     must carry both guard messages: memmove(dst, src, n) with
#     cocci/bcopy.cocci, !write_can_lock(l) with
#     cocci/rwlock_is_locked.cocci; no other error may appear;
#   - testdata/guards/converted, its twin converted by hand (memmove,
#     !write_can_lock), must build cleanly against the same tree: the
#     failure above is the guards', not the set-up's.
#
# The modules are copied to build/guards/<tree>/ first (kbuild writes its objects
# next to the sources); the repository is never written.  Compiler output
# goes to reports/guards/<tree>/.  One "ok"/"FAIL" line per check, then
# "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"

GUARDS=$TOP/testdata/guards
OBJ=
WORK=
LOGS=

# The config: tinyconfig plus what an out-of-tree module and the rwlock
# probes need.  SMP makes rwlocks real queued rwlocks.
CONFIG_FRAGMENT='CONFIG_64BIT=y
CONFIG_MODULES=y
CONFIG_MODULE_UNLOAD=y
CONFIG_SMP=y
CONFIG_PRINTK=y'

kmake() {
	make -s -C "$TREE" O="$OBJ" ARCH=x86_64 "${KTOOLS[@]}" -j"$(jobs)" "$@"
}

# prepare_obj: configure build/kbuild/<tree>-guards (once per config fragment)
# and run modules_prepare (incremental: quick when only the series moved).
# The stamp records the tree commit and the fragment it was prepared for.
prepare_obj() {
	local stamp want_cfg want_tree t0
	want_cfg=$(sha1sum <<<"$CONFIG_FRAGMENT" | cut -c1-12)
	want_tree=$(git -C "$TREE" rev-parse HEAD)
	stamp=$OBJ/.toolkit-guards-stamp
	if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want_tree $want_cfg" ] &&
		[ -f "$OBJ/include/generated/autoconf.h" ] &&
		[ -f "$OBJ/scripts/mod/modpost" ]; then
		info "reusing prepared $OBJ"
		return 0
	fi
	t0=$EPOCHSECONDS
	mkdir -p "$OBJ"
	if [ ! -f "$OBJ/.config" ] || [ ! -f "$stamp" ] ||
		[ "$(cut -d' ' -f2 "$stamp")" != "$want_cfg" ]; then
		info "configuring $OBJ: tinyconfig + modules (once)"
		kmake tinyconfig >"$LOGS/prepare.log" 2>&1 ||
			die "make tinyconfig failed in $OBJ: see $LOGS/prepare.log"
		printf '%s\n' "$CONFIG_FRAGMENT" >"$OBJ/guards.config"
		(cd "$TREE" && scripts/kconfig/merge_config.sh -m -O "$OBJ" \
			"$OBJ/.config" "$OBJ/guards.config") >>"$LOGS/prepare.log" 2>&1 ||
			die "merging the guards config failed: see $LOGS/prepare.log"
	else
		: >"$LOGS/prepare.log"
	fi
	rm -f "$stamp"
	kmake olddefconfig >>"$LOGS/prepare.log" 2>&1 ||
		die "make olddefconfig failed in $OBJ: see $LOGS/prepare.log"
	grep -q '^CONFIG_MODULES=y' "$OBJ/.config" ||
		die "CONFIG_MODULES did not stick in $OBJ/.config: see $LOGS/prepare.log"
	info "make modules_prepare in $OBJ (a minute or two when cold)"
	if ! kmake modules_prepare >>"$LOGS/prepare.log" 2>&1; then
		tail -n 15 "$LOGS/prepare.log" >&2
		die "make modules_prepare failed: see $LOGS/prepare.log"
	fi
	echo "$want_tree $want_cfg" >"$stamp"
	info "prepared $OBJ in $(elapsed_since "$t0")s"
}

# build_module NAME: copy testdata/guards/NAME and build it with M=;
# the compiler output lands in $LOGS/NAME.log, the status is returned.
build_module() {
	local name=$1
	rm -rf "${WORK:?}/$name"
	mkdir -p "$WORK"
	cp -r "$GUARDS/$name" "$WORK/$name"
	# The prepared tree has no Module.symvers (modules_prepare only): 6.1's
	# modpost warns about the then unknown symbols, 6.12's stops on them
	# unless told to warn.  A guard is a compile check; symbols are
	# resolved when a module is loaded, which never happens here.
	kmake M="$WORK/$name" KBUILD_MODPOST_WARN=1 modules >"$LOGS/$name.log" 2>&1
}

# has LOG TEXT: the log contains TEXT literally.
has() {
	grep -qF -- "$2" "$1"
}

check_legacy() {
	local log=$LOGS/legacy.log rc=0 others
	build_module legacy || rc=$?
	if [ "$rc" -ne 0 ]; then
		ok "legacy module (bcopy, rwlock_is_locked) fails to build"
	else
		fail "legacy module (bcopy, rwlock_is_locked) built, the guards did not fire"
	fi
	if has "$log" "bcopy() was removed" && has "$log" "memmove(dst, src, n)" &&
		has "$log" "cocci/bcopy.cocci"; then
		ok "bcopy() guard names memmove(dst, src, n) and cocci/bcopy.cocci"
	else
		fail "bcopy() guard message missing (want memmove(dst, src, n), cocci/bcopy.cocci; see $log)"
	fi
	if has "$log" "rwlock_is_locked() was removed" && has "$log" "!write_can_lock(l)" &&
		has "$log" "cocci/rwlock_is_locked.cocci"; then
		ok "rwlock_is_locked() guard names !write_can_lock(l) and cocci/rwlock_is_locked.cocci"
	else
		fail "rwlock_is_locked() guard message missing (want !write_can_lock(l), cocci/rwlock_is_locked.cocci; see $log)"
	fi
	others=$(grep -E 'error:' "$log" | grep -vE 'declared with attribute error|^make(\[[0-9]+\])?:' || true)
	if [ -z "$others" ]; then
		ok "the guards are the only errors in the legacy build"
	else
		fail "the legacy build has other errors than the guards:"
		sed 's/^/     /' <<<"$others" | head -n 5
	fi
	grep -E 'declared with attribute error|note: in expansion of macro' "$log" | sed 's/^/     /' | head -n 6
}

check_converted() {
	local log=$LOGS/converted.log rc=0
	build_module converted || rc=$?
	if [ "$rc" -eq 0 ] && [ -f "$WORK/converted/guard_converted.ko" ]; then
		ok "converted twin (memmove, !write_can_lock) builds against the same tree"
	else
		fail "converted twin does not build (exit $rc): see $log"
		tail -n 10 "$log" | sed 's/^/     /'
	fi
	if grep -qE '(warning|error):' "$log"; then
		fail "converted twin builds with compiler warnings: see $log"
		grep -E '(warning|error):' "$log" | head -n 5 | sed 's/^/     /'
	else
		ok "converted twin builds without compiler warnings"
	fi
}

main() {
	require_cmd make make
	require_cmd gcc gcc
	require_cmd git git
	local t0
	t0=$EPOCHSECONDS
	kernel_tools
	TREE=$("$TOP/scripts/stages/apply-series.sh")
	is_kernel_tree "$TREE" || die "apply-series.sh gave $TREE, which is not a kernel tree"
	# one O= folder, work folder and log folder per patched tree (6.1, 6.12):
	# an O= folder configured for one source tree cannot serve another
	OBJ=$BUILD/kbuild/$(tree_name "$TREE")-guards
	WORK=$BUILD/guards/$(tree_name "$TREE")
	LOGS=$REPORTS/guards/$(tree_name "$TREE")
	mkdir -p "$LOGS"
	prepare_obj
	check_legacy
	check_converted
	info "guards checked in $(elapsed_since "$t0")s (logs: ${LOGS#"$TOP"/}/)"
	t_summary
}

main "$@"
