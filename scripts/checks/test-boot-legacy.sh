#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Check "test-boot-legacy": the converted legacy drivers in the booted
# guest (BOOT_LEGACY=1 scripts/stages/boot-test.sh), end to end from
# testdata/legacy:
#   - convert-drivers converts them (into a scratch reports folder);
#   - the boot test builds the converted modules against the patched
#     kernel, QEMU runs with -device edu, and the guest's edu_legacy suite
#     passes: the driver binds, its converted suspend gets PM_EVENT_SUSPEND
#     in the mem and freeze cycles, the factorial comes back through the
#     interrupt and the completion, its memmove and can_lock checks pass,
#     it unloads;
#   - the converted lbus bus core and its lamp driver (2.6.10 levelled
#     device_driver methods, their levels learned from the bus core): 6.1's
#     PM core calls the bus's converted .suspend/.resume (a legacy bus),
#     each calls the driver once, and in both pm_test cycles the lamp's
#     pm_log gains one line with the work of every level 2.6.10's bus
#     called, in its order (DISABLE, SAVE_STATE, POWER_DOWN, POWER_ON,
#     RESTORE_STATE, ENABLE), its brightness comes back and it blinks again
#     (suite lamp_legacy); a guest where the lamp does not load fails;
#   - ata_piix of the tree, converted by pci_legacy_pm (dev_pm_ops
#     wrappers around its legacy callbacks), and the tree's own as the
#     baseline, each on QEMU's PIIX3 IDE with a disk made for the boot: it
#     binds, the disk reads back whole (cksum) before and after the mem and
#     freeze cycles, in each cycle the driver's suspend reached libata with
#     PM_EVENT_SUSPEND and its resume followed (pmprobe), it unloads;
#   - a guest where the driver does not bind and the lamp driver does not
#     load (module_blacklist=edu,lbus_lamp: one boot) is reported: "not ok
#     1 bind" with the reason, edu_legacy and lamp_legacy fail, and the boot
#     test fails; in the same boot the "converted" ata_piix is one that lost its
#     .suspend/.resume (BREAK_CONVERSION=1): its cycles fail, saying the
#     driver's callbacks were not called, while the baseline passes;
#   - a driver convert-drivers left work in for a human (sx_serial) is
#     named and not built: it is not converted yet.
# Ends with "N passed, N failed".
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"
# shellcheck source=scripts/checks/testlib.sh
. "$(dirname "$0")/testlib.sh"

S=$TOP/scripts/stages

# boot LOG [VAR=value...]: the legacy boot test; sets RC.
boot() {
	local log=$1
	shift
	RC=0
	env REPORTS="$T/reports" BOOT_LEGACY=1 "$@" "$S/boot-test.sh" >"$log" 2>&1 || RC=$?
}

console() {
	echo "$T/reports/$(tree_name "$TREE")/boot/console.log"
}

# guest_text CONSOLE: the guest's own lines of a console log.  The kernel
# writes its messages to the same serial console whenever it prints, so
# one may land in the middle of a line the guest was writing ("# mem: want
# [   11.58] PM: suspend entry (s2idle)\n"suspend ..."): each kernel message
# ("[ seconds] text" up to its newline) is cut out, wherever it starts.
guest_text() {
	tr -d '\r' <"$1" | perl -0pe 's/\[ *[0-9]+\.[0-9]+\] [^\n]*\n//g'
}

# suite_lines NAME: the console's lines of the guest's suite NAME.
suite_lines() {
	guest_text "$(console)" |
		awk -v s="$1" '$0 ~ "# Subtest: " s "$" { on = 1 } on { print }
			on && $0 ~ "^(not )?ok [0-9]+ " s "$" { exit }'
}

# The first boot builds the legacy modules (the second may reuse them).
test_binds() {
	boot "$T/boot.log" REBUILD=legacy-modules
	check "legacy boot test exits 0 (got $RC; log $T/boot.log)" [ "$RC" -eq 0 ]
	check "edu_legacy suite passes (bind, suspend mem and freeze, factorial, selftest, unload)" \
		grep -qE '^ktap: edu_legacy +ok' "$T/boot.log"
	check "the converted suspend received PM_EVENT_SUSPEND (2) in both cycles" \
		[ "$(suite_lines edu_legacy | grep -cE '^ *ok [0-9]+ suspend_(mem|freeze)$')" -eq 2 ]
	check "every converted module loads and unloads (modules suite)" \
		grep -qE '^ktap: modules +ok' "$T/boot.log"
	check "lamp_legacy suite passes (lamp0 bound on the converted lamp bus, both cycles, blinks again, unload)" \
		grep -qE '^ktap: lamp_legacy +ok' "$T/boot.log"
	check "the converted lamp did every level's work, in the bus's order, in both pm_test cycles" \
		[ "$(guest_text "$(console)" | grep -cE '^ *# (mem|freeze): lamp0 pm_log gained 1 line\(s\), last: "disable save power_down power_on restore enable"; brightness 7$')" -eq 2 ]
	check "sx_serial, left for a human by convert-drivers, is named and neither built nor loaded" \
		grep -qE 'sx_serial +skipped +left for a human' "$T/boot.log"
	test_ata_piix
}

# heard CONSOLE: the "libata heard" lines of both ata_piix suites, each
# "suspend <pci> 2; resume <pci>" (PM_EVENT_SUSPEND, then the resume).
heard() {
	guest_text "$1" |
		grep -cE '^ *# (mem|freeze): libata heard: suspend ([0-9a-f:.]+) 2; resume \2$'
}

test_ata_piix() {
	local patch
	patch=$T/reports/$(tree_name "$TREE")/boot/ata_piix.patch
	check "ata_piix converted by pci_legacy_pm: the legacy callbacks wired through dev_pm_ops wrappers ($patch)" \
		grep -qE '^\+.*\.driver\.pm = pm_sleep_ptr\(&piix_pm_ops\)' "$patch"
	check "ata_piix as the tree has it passes (suite ata_piix_baseline)" \
		grep -qE '^ktap: ata_piix_baseline +ok' "$T/boot.log"
	check "ata_piix converted passes (suite ata_piix_converted: disk read, both cycles, read back, unload)" \
		grep -qE '^ktap: ata_piix_converted +ok' "$T/boot.log"
	check "both ata_piix variants: in each cycle libata heard the driver's suspend with PM_EVENT_SUSPEND, then its resume" \
		[ "$(heard "$(console)")" -eq 4 ]
	check "both ata_piix variants read the disk back with the image's checksum, before and after the cycles" \
		[ "$(guest_text "$(console)" | grep -cE '^ *# read(_back)?: cksum ([0-9]+:[0-9]+), the image.s \2$')" -eq 4 ]
}

# bind_reported CONSOLE: "not ok 1 bind" right after the line saying why.
bind_reported() {
	guest_text "$1" | grep -A1 -E '# (edu.ko: finit_module|the guest does not bind)' |
		grep -qE '^ *not ok 1 bind$'
}

# One boot for both drivers that do not come up: module_blacklist takes a
# list, and each failure is told by its own suite.
test_no_bind() {
	boot "$T/nobind.log" QEMU_APPEND=module_blacklist=edu,lbus_lamp BREAK_CONVERSION=1
	check "drivers that do not bind or load: the boot test fails (exit 1, got $RC)" [ "$RC" -eq 1 ]
	check "driver that does not bind: the guest reports 'not ok 1 bind' with the reason" \
		bind_reported "$(console)"
	check "driver that does not bind: the host's table names the failed suite" \
		grep -qE '^ktap: edu_legacy +(FAILED|not ok)' "$T/nobind.log"
	check "lamp driver that does not load: the host's table names lamp_legacy" \
		grep -qE '^ktap: lamp_legacy +(FAILED|not ok)' "$T/nobind.log"
	check "ata_piix that lost its .suspend/.resume: ata_piix_converted fails" \
		grep -qE '^ktap: ata_piix_converted +(FAILED|not ok)' "$T/nobind.log"
	check "ata_piix that lost its .suspend/.resume: the guest says its callbacks were not called, in both cycles" \
		[ "$(guest_text "$(console)" | grep -cE "^ *# (mem|freeze): want .*: the driver's suspend and resume were not called$")" -eq 2 ]
	check "ata_piix that lost its .suspend/.resume: the baseline in the same boot still passes" \
		grep -qE '^ktap: ata_piix_baseline +ok' "$T/nobind.log"
	check "the first boot's module builds left the kernel as it was: this boot ran no kernel make (its build.log)" \
		grep -q '^build-kernel: nothing changed since the last build went through' \
		"$T/reports/$(tree_name "$TREE")/boot/build.log"
	check "nor built the legacy modules again: it reused the first boot's, and said their lines again" \
		grep -qE '^build-legacy-modules: nothing changed since the modules were built' "$T/nobind.log"
	check "the reused lines name what the first boot built (edu for the guest, sx_serial skipped)" \
		same_module_lines "$T/boot.log" "$T/nobind.log"
}

# The kernel's stamps, asked without a build (build-kernel.sh --question):
# they hold after the boots, and another KCFLAGS breaks them, named.
test_question() {
	local out rc=0
	check "build-kernel.sh --question after the boots: nothing to build (exit 0)" \
		"$S/build-kernel.sh" --question "$TREE"
	out=$(KCFLAGS=-DTOOLKIT_QUESTION "$S/build-kernel.sh" --question "$TREE") || rc=$?
	check "build-kernel.sh --question with another KCFLAGS: make would run (exit 1, got $rc), the changed line named" \
		eval '[ "$rc" -eq 1 ] && grep -qx "+KCFLAGS=-DTOOLKIT_QUESTION" <<<"$out"'
}

# same_module_lines LOG1 LOG2: build-legacy-modules said the same driver
# lines in both boots, among them edu's and sx_serial's.
same_module_lines() {
	local a b
	a=$(grep -E '^build-legacy-modules: [A-Za-z0-9_-]+ +(built|skipped|FAILED) ' "$1")
	b=$(grep -E '^build-legacy-modules: [A-Za-z0-9_-]+ +(built|skipped|FAILED) ' "$2")
	[ "$a" = "$b" ] && grep -q 'edu.* built .*to the guest' <<<"$a" && grep -q 'sx_serial .*skipped' <<<"$a"
}

main() {
	local rc=0
	T=$BUILD/tmp/test-boot-legacy
	rm -rf "$T"
	mkdir -p "$T"
	info "convert testdata/legacy (scratch reports)"
	legacy_conversion "$T/reports" "$T/convert.log"
	rc=$CONV_RC
	# exit 1 with only work left for a human (sx_serial) is expected
	if ! convert_ok "$rc" "$T/reports/convert-drivers/legacy"; then
		fail "convert-drivers over testdata/legacy failed (exit $rc, log $T/convert.log)"
		t_summary
		return
	fi
	TREE=$("$S/apply-series.sh")
	info "boot the converted drivers (the boot kernel's first build takes minutes)"
	test_binds
	info "a guest where the edu driver does not bind and the lamp driver does not load"
	test_no_bind
	test_question
	t_summary
}

main "$@"
