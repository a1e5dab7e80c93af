#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-build-check": scripts/build-check.sh on the converted legacy
# drivers, against the patched 6.1 tree under allmodconfig.
#   - every converted driver compiles with W=1: no error, no warning;
#   - every unconverted driver (the commit before its patch) fails to
#     build, and before.txt gives the first error;
#   - a converted driver that does not compile: build-check exits 1 and
#     its table names the patch and the compiler error;
#   - sx_serial, which convert-drivers leaves for a human (calls in
#     functions spatch cannot parse, so its bcopy shim stays), fails before
#     and after its patch: its row says LEFT and does not fail the check;
#     a driver left for a human that built before its patch and not after
#     is a FAIL.
# Runs convert-drivers into a scratch reports folder (the user's
# reports/convert-drivers is left alone).  Ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=scripts/testlib.sh
. "$(dirname "$0")/testlib.sh"

# converted: convert-drivers over testdata/legacy (exit 1: sx_serial is
# left for a human); sets C_REPO, C_BASE, C_HEAD, C_LEFT (its LEFT_UNITS).
converted() {
	local rc=0 env
	REPORTS=$TMP/reports "$TOP/scripts/convert-drivers.sh" >"$TMP/convert.log" 2>&1 || rc=$?
	env=$TMP/reports/convert-drivers/legacy/convert.env
	if ! convert_ok "$rc" "$TMP/reports/convert-drivers/legacy" || [ ! -f "$env" ]; then
		fail "convert-drivers over testdata/legacy failed (exit $rc, log $TMP/convert.log)"
		return 1
	fi
	C_REPO=$(sed -n 's/^REPO=//p' "$env")
	C_BASE=$(sed -n 's/^BASE=//p' "$env")
	C_HEAD=$(sed -n 's/^HEAD=//p' "$env")
	# shellcheck disable=SC1090
	C_LEFT=$(. "$env" && echo "$LEFT_UNITS")
}

# build_check NAME REPO RANGE [LEFT]: build-check into $TMP/reports; sets BC_RC.
build_check() {
	BC_RC=0
	REPORTS=$TMP/reports NAME=$1 BC_REPO=$2 BC_RANGE=$3 BC_KIND=external BC_LEFT=${4:-} \
		"$TOP/scripts/build-check.sh" >"$TMP/$1.log" 2>&1 || BC_RC=$?
}

# table_rows TABLE VERDICT: lines of the table with that result.
table_rows() {
	awk -v v="$2" 'NR > 1 && $2 == v' "$1" | wc -l
}

# same_error OUT DRIVER: DRIVER's row in the table gives the first error
# before.txt gives for the driver before its patch.
same_error() {
	local after before
	after=$(grep -E "^ *[0-9]+ +[A-Z]+ .*$2" "$1/table.txt" | grep -oE '[^ ]+: error: .*$')
	before=$(awk -F'\t' -v d="$2" '$1 == d { sub(/^fails: /, "", $2); print $2 }' "$1/before.txt")
	[ -n "$after" ] && [ "$after" = "$before" ]
}

all_before_fail() {
	local before=$1 n
	n=$(grep -c . "$before" || true)
	[ "$n" -eq "$2" ] && [ "$(grep -c $'\tfails: .*error' "$before" || true)" -eq "$n" ]
}

test_legacy() {
	local out=$TMP/reports/build-check/legacy n
	converted || return 0
	n=$(git -C "$C_REPO" rev-list --count "$C_BASE..$C_HEAD")
	build_check legacy "$C_REPO" "$C_BASE..$C_HEAD" "$C_LEFT"
	check "converted legacy drivers: build-check exits 0 (got $BC_RC; log $TMP/legacy.log)" [ "$BC_RC" -eq 0 ]
	check "convert-drivers left sx_serial, and only it, for a human (LEFT_UNITS: $C_LEFT)" \
		[ "$C_LEFT" = sx_serial ]
	check "every patch ($n) but sx_serial's compiles with W=1: no error, no warning" \
		[ "$n" -ge 7 ] && [ "$(table_rows "$out/table.txt" pass)" -eq $((n - 1)) ]
	check "sx_serial's patch is LEFT: its K&R functions (and the shim kept for their calls) still fail" \
		grep -qE '^ *[0-9]+ +LEFT .*serial: sx_serial: .* error: ' "$out/table.txt"
	check "sx_serial failed the same way before its patch (the patch leaves it no less buildable)" \
		same_error "$out" sx_serial
	check "every unconverted driver fails to build against the patched tree" \
		all_before_fail "$out/before.txt" "$n"
	check "the unconverted edu driver fails on the spinlock field (6.1 renamed it)" \
		grep -q $'^edu\tfails: .*has no member named .lock.' "$out/before.txt"
	check "the unconverted u32 suspends fail on the pointer type (-Werror)" \
		grep -q $'^agp_via\tfails: .*incompatible-pointer-types' "$out/before.txt"
	check "the unconverted shim fails on its own bcopy (the guard's macro)" \
		grep -q $'^shim\tfails: .*"bcopy" redefined' "$out/before.txt"
}

# test_broken: one more commit breaks a converted driver.
test_broken() {
	local repo=$TMP/broken out=$TMP/reports/build-check/broken
	[ -n "${C_REPO:-}" ] || return 0
	rm -rf "$repo"
	git clone -q "$C_REPO" "$repo"
	sed -i '0,/^static int plat_probe/s//static int plat_broken(void) { return undeclared_thing; }\n&/' \
		"$repo/plat/plat.c"
	git -C "$repo" -c user.name=t -c user.email=t@l commit -q -am "plat: break the build"
	# plat is said to be left for a human: it built before this commit, so
	# its failure is a FAIL all the same
	build_check broken "$repo" HEAD~1..HEAD plat
	check "a converted driver that does not compile (though left for a human, it built before): build-check exits 1 (got $BC_RC)" [ "$BC_RC" -eq 1 ]
	check "the table names the patch and the compiler error" \
		grep -q "FAIL .*plat: break the build .*undeclared_thing" "$out/table.txt"
}

main() {
	require_cmd spatch coccinelle
	require_cmd make make
	local t0
	t0=$(date +%s)
	TMP=$BUILD/tmp/test-build-check
	rm -rf "$TMP"
	mkdir -p "$TMP"
	info "convert the legacy drivers, then compile them before and after (allmodconfig; a few minutes the first time)"
	test_legacy
	info "a converted driver that does not compile"
	test_broken
	echo "test-build-check took $(elapsed_since "$t0")s"
	t_summary
}

main "$@"
