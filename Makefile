# SPDX-License-Identifier: GPL-2.0
#
# The toolkit's front door.  `make help` lists the targets.
# Every target runs one stage script of scripts/; variables given on the
# command line (KERNEL_TREE=, TARGET=, RULES=, ...) reach the scripts through
# the environment.

SHELL := /bin/bash
S := scripts
# the python3 the scripts use (lib.sh): scripts/lib/bin's link to Debian's
PYTHON := $(firstword $(wildcard $(S)/lib/bin/python3) python3)

export KERNEL KERNEL_TREE TARGET RULES JOBS QEMU_TIMEOUT

.PHONY: help setup test check all tree series spatch-report convert-drivers \
	build-check boot-test test-unit test-cocci test-series test-guards test-bad-input \
	test-shell test-ktap test-coccicheck test-spatch-report test-convert test-knr-prototypes test-old-tree test-build-check test-boot-legacy test-boot-faults benchmark bench-spatch bench-lines rule-sizes clean distclean

help:
	@echo 'Set-up and test (a fresh Debian 12 machine):'
	@echo '  make setup            install every Debian package the toolkit needs (root)'
	@echo '  make test             every check, the QEMU boot checks in a lane of their own; ends "N passed, N failed"'
	@echo '  make test REUSE=0     run every check (by default a passed check whose inputs did not change is reused)'
	@echo '  make test LANES=1     run the checks one at a time (by default three lanes: scripts/checks/test.sh)'
	@echo '  make test KERNEL=6.12 the same on linux-source-6.12 (every stage takes KERNEL=6.1|6.12)'
	@echo 'The main job:'
	@echo '  make all              series, spatch-report, convert-drivers, build-check, boot-test'
	@echo 'Stages:'
	@echo '  make tree             extract linux-source-$$KERNEL (or copy KERNEL_TREE) with a git baseline'
	@echo '  make series           apply patches/<kernel>/series to a fresh worktree of the tree'
	@echo '  make spatch-report    every rule in report mode over a tree   [KERNEL_TREE= TARGET= RULES=]'
	@echo '  make convert-drivers  legacy drivers -> git format-patch series [TARGET= KERNEL_TREE=]'
	@echo '  make build-check      compile the touched objects under allmodconfig'
	@echo '  make boot-test        build a small kernel with the series, boot it in QEMU, parse KTAP'
	@echo 'Checks (parts of make test):'
	@echo '  make test-unit        unit tests of the runner'"'"'s Python modules (scripts/lib), seconds; run first'
	@echo '  make test-shell       shellcheck of scripts/, and every scripts/ path they name exists'
	@echo '  make test-series      every patch applies with git am and passes checkpatch.pl'
	@echo '  make test-guards      a legacy module using bcopy()/rwlock_is_locked() must fail to build'
	@echo '  make test-cocci       every rule on every testdata/cocci case, idempotence, report lines'
	@echo '  make test-coccicheck  every rule under the kernel'"'"'s own make coccicheck, all four modes, on its cases'
	@echo '  make test-ktap        the boot test'"'"'s KTAP verdict (the kernel'"'"'s kunit_parser.py) on testdata/ktap'
	@echo '  make test-bad-input   bad input gets a one-line error and leaves nothing behind'
	@echo '  make test-spatch-report  spatch-report: prefilter on/off give the same findings, reports, exit codes'
	@echo '  make test-boot-legacy the converted legacy drivers in the guest (edu binds, suspends, computes); a non-binding one is reported'
	@echo '  make test-boot-faults a hung, panicking or oopsing guest is caught (QEMU)'
	@echo '  make test-convert     convert-drivers: series applies, checkpatch-clean, idempotent, refusals'
	@echo '  make test-knr-prototypes  K&R definitions -> prototypes: cases, cproto checked, K&R patch first'
	@echo '  make test-old-tree    a 2.6.10 tree (testdata/oldtree) through tree, spatch-report, convert-drivers; never written'
	@echo '  make test-build-check legacy drivers: unconverted fail, converted build (allmodconfig W=1); a broken one is named'
	@echo 'Benchmarks (print both sides and their ratio; never part of make test):'
	@echo '  make benchmark        boot-test cold and warm beside kunit.py run'
	@echo '  make bench-spatch     spatch-report beside scripts/coccicheck over linux-source-6.1'
	@echo '  make bench-lines      each rule on generated 1k-10k-line drivers: s/1000 lines beside the goal'
	@echo '  make rule-sizes       each rule'"'"'s lines and Python lines beside the goal (<= 500, <= 150)'
	@echo 'Housekeeping:'
	@echo '  make clean            remove build products, keep extracted trees'
	@echo '  make distclean        remove build/ and generated reports'

setup:
	@$(S)/stages/setup.sh

test:
	@$(S)/checks/test.sh

check:
	@FAST=1 $(S)/checks/test.sh

all:
	@$(S)/stages/all.sh

tree:
	@$(S)/stages/get-tree.sh >/dev/null

series:
	@$(S)/stages/apply-series.sh >/dev/null

spatch-report:
	@$(S)/stages/spatch-report.sh

convert-drivers:
	@$(S)/stages/convert-drivers.sh

build-check:
	@$(S)/stages/build-check.sh

boot-test:
	@$(S)/stages/boot-test.sh

test-unit:
	@$(S)/checks/test-unit.sh

test-shell:
	@$(S)/checks/test-shell.sh

test-series:
	@$(S)/checks/test-series.sh

test-guards:
	@$(S)/checks/test-guards.sh

test-cocci:
	@$(S)/checks/test-cocci.sh

test-ktap:
	@$(S)/checks/test-ktap.sh

test-spatch-report:
	@$(S)/checks/test-spatch-report.sh

test-convert:
	@$(S)/checks/test-convert.sh

test-knr-prototypes:
	@$(S)/checks/test-knr-prototypes.sh

test-old-tree:
	@$(S)/checks/test-old-tree.sh

test-coccicheck:
	@$(S)/checks/test-coccicheck.sh

test-build-check:
	@$(S)/checks/test-build-check.sh

test-boot-legacy:
	@$(S)/checks/test-boot-legacy.sh

test-boot-faults:
	@$(S)/checks/test-boot-faults.sh

test-bad-input:
	@$(S)/checks/test-bad-input.sh

benchmark:
	@$(S)/bench/bench-boot.sh

bench-spatch:
	@$(S)/bench/bench-spatch.sh

bench-lines:
	@$(S)/bench/bench-lines.sh

rule-sizes:
	@$(PYTHON) $(S)/lib/rulesize.py

clean:
	rm -rf build/kbuild build/initramfs build/tmp

distclean:
	rm -rf build
	find reports -mindepth 1 ! -name README.md -delete
