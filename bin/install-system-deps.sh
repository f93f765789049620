#!/usr/bin/env bash
# Makes sure the Debian packages the stack needs are installed. Cheap enough (about 0.1 s when everything is there)
# to run before every start and test run; installs only what is missing, and only as root.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

missing_packages() {
	local pkg status
	for pkg in "${SYSTEM_PACKAGES[@]}"; do
		status="$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)"
		[[ "$status" == installed ]] || printf '%s\n' "$pkg"
	done
}

main() {
	command -v dpkg-query >/dev/null || die "dpkg-query not found: this stack expects Debian or Ubuntu"
	local missing
	mapfile -t missing < <(missing_packages)
	if ((${#missing[@]} == 0)); then
		echo "system packages: all ${#SYSTEM_PACKAGES[@]} present"
		return 0
	fi
	echo "system packages missing: ${missing[*]}"
	is_root || die "not root: install them with: sudo apt-get install --no-install-recommends ${missing[*]}"
	echo "running: apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update
	apt-get install -y --no-install-recommends "${missing[@]}"
}

main "$@"
