#!/usr/bin/env bash
# `npm run lint:php`: PHP_CodeSniffer (Debian's php-codesniffer) with our ruleset, bin/phpcs/FormationOrders/, on the
# plugin's PHP, the stack scripts and the PHP tests; then checks that every phpcs:ignore / phpcs:disable names a
# sniff, says why, and still silences something (bin/phpcs/check-ignores.mjs), and that our sniffs find what the
# fixtures in tests/php/phpcs/ expect (bin/phpcs/check-fixtures.mjs).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PATHS=(plugin.php uninstall.php includes patterns bin tests/php)

main() {
	command -v phpcs >/dev/null || die "phpcs not found: run bin/install-system-deps.sh (Debian package php-codesniffer)"
	cd "$REPO_ROOT"
	local standard="$REPO_ROOT/bin/phpcs/FormationOrders"
	phpcs --standard="$standard" "${PATHS[@]}"
	node bin/phpcs/check-ignores.mjs phpcs --standard="$standard" "${PATHS[@]}"
	node bin/phpcs/check-fixtures.mjs phpcs --standard="$standard"
	echo "phpcs: no findings in ${PATHS[*]}"
}

main "$@"
