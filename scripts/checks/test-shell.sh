#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-shell": every shell script of the toolkit passes shellcheck
# (warnings and errors; style notes are not counted), and every path a
# script or the Makefile names under $TOP/scripts exists: nothing lives in
# scripts/ itself any more, only in its groups (stages, checks, bench,
# lib, guest), so a bare "$TOP/scripts" is a path the regrouping missed.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

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

main() {
	require_cmd shellcheck shellcheck
	local f bad pass=0 fail=0
	cd "$TOP"
	while IFS= read -r f; do
		if shellcheck -x -S warning "$f"; then
			pass=$((pass + 1))
		else
			echo "FAIL shellcheck: $f"
			fail=$((fail + 1))
		fi
	done < <(git ls-files -co --exclude-standard -- '*.sh' .ci/run)
	bad=$(script_paths)
	if [ -z "$bad" ]; then
		echo "ok   every path under scripts/ that a script or the Makefile names exists"
		pass=$((pass + 1))
	else
		sed 's/^/FAIL script path: /' <<<"$bad"
		fail=$((fail + 1))
	fi
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

main "$@"
