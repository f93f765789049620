#!/usr/bin/env bash
# `npm run test:e2e`: Playwright against a fresh stack of its own, torn down afterwards whatever happens.
#   E2E_WP_PORT (default 8898), E2E_DB_PORT (default 9898), E2E_SANDBOX_PORT (default 8900): deliberately not
#   WP_PORT & co, which may be exported for the dev stack that keeps running next to this one. E2E_WP_PORT2 (default
#   E2E_WP_PORT + 1) is a second web server for the same site and database (WP_URL2 in the specs). E2E_WP_PORT + 5
#   (database + 1005) is the fresh site plugin-zip.spec.ts uploads formation-orders.zip to (bin/zip-site.sh).
#   WP_CORE (default 6.1, Debian's) chooses the WordPress core, e.g. WP_CORE=nightly for 6.7-alpha: see
#   bin/wordpress-core.sh. `npm test` runs the suite on each core of E2E_WP_CORES, one after the other.
# Arguments go to Playwright:  npm run test:e2e -- tests/e2e/stack.spec.ts --headed
# Needs `npm run build` first (npm test does that). Failure screenshots land in .stack/<port>/test-results/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WP_PORT="${E2E_WP_PORT:-8898}"
DB_PORT="${E2E_DB_PORT:-$((WP_PORT + 1000))}"
SANDBOX_PORT="${E2E_SANDBOX_PORT:-$((WP_PORT + 2))}"
# A second web server on the same database: orders retried on another server must still be placed once.
WP_PORT2="${E2E_WP_PORT2:-$((WP_PORT + 1))}"

teardown() {
	bash "$REPO_ROOT/bin/stack-down.sh" || true
	# The fresh site tests/e2e/plugin-zip.spec.ts installs the zip into, should the spec have died before its afterAll.
	ZIP_SITE_PORT=$((WP_PORT + 5)) bash "$REPO_ROOT/bin/zip-site.sh" down || true
}

main() {
	stack_init
	[[ -d "$REPO_ROOT/build" ]] || die "no build/: run \`npm run build\` first"

	# A clean install every run: stop whatever an interrupted run left, then wipe its state.
	bash "$REPO_ROOT/bin/stack-down.sh"
	rm -rf "$STACK_DIR"

	trap teardown EXIT
	bash "$REPO_ROOT/bin/stack-up.sh"

	echo "e2e: WordPress $(site_wp_version) (WP_CORE=$WP_CORE) at $WP_URL"
	export WP_BASE_URL="$WP_URL" WP_URL2 SANDBOX_URL E2E_OUTPUT_DIR="$STACK_DIR/test-results"
	local status=0
	(cd "$REPO_ROOT" && npx --no-install playwright test "$@") || status=$?
	if ((status != 0)); then
		echo "e2e: Playwright exited with $status. WordPress log: $LOG_DIR/debug.log, sandbox: $LOG_DIR/sandbox.log," \
			"screenshots: $STACK_DIR/test-results/ (kept until the next run)"
	fi
	return "$status"
}

main "$@"
