# SPDX-License-Identifier: GPL-2.0
# Counters shared by the check scripts (scripts/test-*.sh).  Source it
# after lib.sh.  Every check script ends with t_summary, which prints the
# "N passed, N failed" line scripts/checks/test.sh adds up and returns non-zero
# when anything failed.
# shellcheck shell=bash

PASS=0
FAIL=0

ok() {
	PASS=$((PASS + 1))
	printf 'ok   %s\n' "$*"
}

fail() {
	FAIL=$((FAIL + 1))
	printf 'FAIL %s\n' "$*"
}

# check DESCRIPTION COMMAND...: ok when the command succeeds.
check() {
	local what=$1
	shift
	if "$@"; then ok "$what"; else fail "$what"; fi
}

# check_rc DESCRIPTION RC WANT [COMMAND...]: ok when the exit status RC
# is WANT and COMMAND, if given, succeeds.  One check runs one command:
# "check DESC A && B" would run B outside the check (and, under set -e,
# end the script after an "ok" line when B fails).
check_rc() {
	local what=$1 rc=$2 want=$3
	shift 3
	if [ "$rc" -eq "$want" ] && { [ $# -eq 0 ] || "$@"; }; then
		ok "$what"
	else
		fail "$what"
	fi
}

# one_line FILE [ERE]: FILE has exactly one non-empty line (matching ERE).
one_line() {
	[ "$(grep -c . "$1")" -eq 1 ] && { [ $# -lt 2 ] || grep -qE "$2" "$1"; }
}

t_summary() {
	echo "$PASS passed, $FAIL failed"
	[ "$FAIL" -eq 0 ]
}

# convert_ok RC OUTDIR: a convert-drivers run went through: exit 0, or
# exit 1 with nothing but work left for a human (lib.sh: only_left).
convert_ok() {
	[ "$1" -eq 0 ] || { [ "$1" -eq 1 ] && only_left "$2"; }
}

# The conversion of testdata/legacy ------------------------------------
#
# Three checks need convert-drivers over testdata/legacy with every rule:
# test-convert tests that run, test-build-check and test-boot-legacy
# compile and boot its result.  One run serves them: legacy_conversion
# records it under $BUILD/shared/legacy-conversion/ with the key of its
# inputs (inputs_hash, lib.sh, and who signs the patches off), and a later
# call with the same key copies it as long as the scratch repository
# convert-drivers left (REPO of its convert.env) still ends at the series'
# HEAD.  Any other key, RULES, TARGET or KERNEL_TREE set, or a scratch
# repository rewritten since (a `make convert-drivers` in between) runs
# convert-drivers again.

LEGACY_SHARED=$BUILD/shared/legacy-conversion

# legacy_key: the key of a conversion of testdata/legacy made now; empty
# when it is not to be shared.
legacy_key() {
	local d h
	[ -z "${RULES:-}${TARGET:-}${KERNEL_TREE:-}" ] || return 0
	d=$(mktemp -d "${TMPDIR:-/tmp}/legacy-key.XXXXXX")
	# TMP: each check sets its own (it counts only when the caller exported it)
	h=$(unset TMP && inputs_hash "$d")
	rm -rf "$d"
	[ -n "$h" ] || return 0
	printf '%s %s <%s>\n' "$h" "$(git -C "$TOP" config user.name || true)" \
		"$(git -C "$TOP" config user.email || true)" | sha256sum | cut -c1-32
}

# legacy_fresh KEY: the recorded conversion has KEY and its series is
# still in its scratch repository.
legacy_fresh() {
	local env=$LEGACY_SHARED/reports/convert-drivers/legacy/convert.env repo head
	[ -n "$1" ] && [ "$(cat "$LEGACY_SHARED/key" 2>/dev/null)" = "$1" ] && [ -f "$env" ] || return 1
	repo=$(sed -n 's/^REPO=//p' "$env")
	head=$(sed -n 's/^HEAD=//p' "$env")
	[ -n "$head" ] && [ "$(git -C "$repo" rev-parse -q --verify HEAD 2>/dev/null)" = "$head" ]
}

# legacy_clean RC OUT: the run that wrote OUT (REPORTS/convert-drivers/
# legacy) went through, and nothing it left for a human is there because
# spatch timed out, failed or skipped a driver (a busy machine): only such
# a run is recorded, or its accident would be reused.
legacy_clean() {
	[ -f "$2/convert.env" ] && convert_ok "$1" "$2" || return 1
	[ ! -f "$2/left.json" ] ||
		! grep -qE '"reason": *"(timeout|exception|skipped)"' "$2/left.json"
}

# legacy_record KEY RC REPORTS LOG: record the conversion just made into
# REPORTS (exit RC, its log LOG) under KEY, whole or not at all (made in a
# folder of its own, moved in place last).
legacy_record() {
	local new=$LEGACY_SHARED.new out=$3/convert-drivers/legacy
	rm -rf "$LEGACY_SHARED" "$new"
	[ -n "$1" ] && legacy_clean "$2" "$out" || return 0
	mkdir -p "$new/reports/convert-drivers" &&
		cp -a "$out" "$new/reports/convert-drivers/" &&
		cp "$out/convert.env" "$new/reports/convert-drivers/latest.env" &&
		cp "$4" "$new/convert.log" && echo "$2" >"$new/rc" && echo "$1" >"$new/key" &&
		mv "$new" "$LEGACY_SHARED" || rm -rf "$new"
}

# set_left ENV PATH: the LEFT line of the convert.env ENV says PATH.
set_left() {
	{ grep -v '^LEFT=' "$1"; printf 'LEFT=%q\n' "$2"; } >"$1.new" && mv "$1.new" "$1"
}

# legacy_conversion REPORTS LOG: REPORTS/convert-drivers/ gets the
# conversion of testdata/legacy (legacy/ and latest.env), LOG its log;
# sets CONV_RC to convert-drivers' exit status.  The recorded conversion
# when it is fresh, else a new run, recorded.
#
# The lock ($BUILD/.legacy-conversion.lock, fd 8) is a readers-writer
# lock: a check that takes the conversion keeps the lock shared until it
# exits, for it goes on reading the scratch repository ($BUILD/convert/
# legacy/src) the copy names; a new run, which removes and remakes that
# repository, needs it exclusive, so it waits for the checks still
# reading (make test runs three at a time: scripts/checks/test.sh).
legacy_conversion() {
	local key out=$1/convert-drivers
	mkdir -p "$BUILD"
	exec 8>"$BUILD/.legacy-conversion.lock"
	wait_lock 8 -s "the shared conversion of testdata/legacy" || die "cannot lock $BUILD/.legacy-conversion.lock"
	key=$(legacy_key)
	CONV_RC=0
	LEGACY_NEW=
	if ! legacy_fresh "$key"; then
		flock -u 8
		wait_lock 8 -x "the shared conversion of testdata/legacy" || die "cannot lock $BUILD/.legacy-conversion.lock"
		# made by another check while this one waited?
		legacy_fresh "$key" || legacy_new "$key" "$1" "$2"
		flock -s 8
		[ -z "${LEGACY_NEW:-}" ] || return 0
	fi
	info "convert-drivers over testdata/legacy: the run recorded at $(date -r "$LEGACY_SHARED/key" '+%F %T') (same inputs, its series still in $(sed -n 's/^REPO=//p' "$LEGACY_SHARED/reports/convert-drivers/latest.env"))"
	mkdir -p "$out"
	rm -rf "$out/legacy"
	cp -a "$LEGACY_SHARED/reports/convert-drivers/." "$out/"
	set_left "$out/legacy/convert.env" "$out/legacy/left.json"
	set_left "$out/latest.env" "$out/legacy/left.json"
	{
		echo "(the log of the run recorded at $(date -r "$LEGACY_SHARED/key" '+%F %T'), copied from ${LEGACY_SHARED#"$TOP"/}: its reports were copied to $out/)"
		cat "$LEGACY_SHARED/convert.log"
	} >"$2"
	CONV_RC=$(cat "$LEGACY_SHARED/rc")
}

# legacy_new KEY REPORTS LOG: convert-drivers over testdata/legacy into
# REPORTS (under the lock, exclusive), recorded under KEY when its inputs
# did not change meanwhile; sets CONV_RC and LEGACY_NEW.
legacy_new() {
	local key=$1
	REPORTS=$2 "$TOP/scripts/stages/convert-drivers.sh" >"$3" 2>&1 || CONV_RC=$?
	LEGACY_NEW=1
	# a file that changed during the run: its inputs are not the key's
	[ "$(legacy_key)" = "$key" ] || key=
	legacy_record "$key" "$CONV_RC" "$2" "$3"
}
