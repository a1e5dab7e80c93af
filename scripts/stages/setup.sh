#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Stage "setup": install every Debian package the toolkit needs.
# Idempotent: packages already installed are not touched and apt is not
# even asked.  Needs root (or sudo) only when something is missing.
set -euo pipefail
# shellcheck source=scripts/lib/lib.sh
. "$(dirname "$0")/../lib/lib.sh"

# One package a line: what it is for.
PACKAGES=(
	coccinelle       # spatch: the semantic patches
	cproto           # K&R definitions -> prototypes (scripts/stages/knr-prototypes.sh)
	linux-source-6.1 # the default kernel tree (patches/6.1)
	linux-source-6.12 # the other Debian kernel (KERNEL=6.12, patches/6.12)
	qemu-system-x86  # boots the test kernel (TCG)
	gcc make bc flex bison libelf-dev libssl-dev # kernel build
	libc6-dev        # the static in-guest init
	cpio xz-utils    # initramfs, tarball
	ccache           # warm kernel rebuilds
	sparse           # C=1 on touched files
	git rsync        # tree baselines, patch series
	perl             # checkpatch.pl, get_maintainer.pl
	python3-ply      # checkpatch.pl's SPDX check (scripts/spdxcheck.py)
	python3-git      # scripts/spdxcheck.py
	python3-pyflakes # test-unit: the Python of scripts/lib and cocci/
	python3          # spatch's python rules, kunit.py benchmark
	shellcheck       # lint of scripts/
	jq               # JSON reports are checked with it
	kmod             # depmod for modules installed into the initramfs
)

missing_packages() {
	local p status
	for p in "${PACKAGES[@]}"; do
		status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
		[ "$status" = installed ] || echo "$p"
	done
}

main() {
	command -v dpkg-query >/dev/null 2>&1 ||
		die "this is not a Debian system: install the packages listed in scripts/stages/setup.sh by hand"
	local missing sudo=()
	mapfile -t missing < <(missing_packages)
	if [ "${#missing[@]}" -eq 0 ]; then
		info "all ${#PACKAGES[@]} packages are installed"
		return 0
	fi
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null 2>&1 ||
			die "missing packages (${missing[*]}) and not root: run 'make setup' as root"
		sudo=(sudo)
	fi
	info "installing: ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	"${sudo[@]}" apt-get update -q
	"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
	mapfile -t missing < <(missing_packages)
	[ "${#missing[@]}" -eq 0 ] || die "apt could not install: ${missing[*]}"
	info "all ${#PACKAGES[@]} packages are installed"
}

main "$@"
