#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-shell": every shell script of the toolkit passes shellcheck
# (warnings and errors; style notes are not counted).
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

main() {
	require_cmd shellcheck shellcheck
	local f pass=0 fail=0
	cd "$TOP"
	while IFS= read -r f; do
		if shellcheck -x -S warning "$f"; then
			pass=$((pass + 1))
		else
			echo "FAIL shellcheck: $f"
			fail=$((fail + 1))
		fi
	done < <(git ls-files -co --exclude-standard -- '*.sh' .ci/run)
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

main "$@"
