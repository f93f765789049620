#!/usr/bin/env bash
# `npm run test:php`: PHPUnit against a real WordPress and MariaDB, on a stack of its own so it never touches the
# dev stack: PHPUNIT_WP_PORT (default 8897; database on PHPUNIT_DB_PORT, default 9897). Only the database and the
# WordPress files are needed (no web server, no sandbox). Stops the database afterwards if it started it.
# Extra arguments go to phpunit:  npm run test:php -- --filter Process_Signup
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Deliberately not WP_PORT/DB_PORT: those may be exported for the dev stack.
WP_PORT="${PHPUNIT_WP_PORT:-8897}"
DB_PORT="${PHPUNIT_DB_PORT:-$((WP_PORT + 1000))}"
unset SANDBOX_PORT
# PHPUnit runs on PHPUNIT_WP_CORE (default 6.1, Debian 12's; `current` for 7.1), whatever WP_CORE a dev stack exports.
WP_CORE="${PHPUNIT_WP_CORE:-6.1}"

main() {
	stack_init
	mkdir -p "$LOG_DIR" "$RUN_DIR"
	command -v phpunit >/dev/null || die "phpunit not found: run bin/install-system-deps.sh"

	if ! { live_pid mariadbd >/dev/null && db_ready; }; then
		trap db_stop EXIT
		db_start
	fi
	db_create wordpress_test
	site_prepare

	local debug_log="$LOG_DIR/phpunit-debug.log" status=0
	: >"$debug_log"
	(cd "$REPO_ROOT" && FO_STACK_DIR="$STACK_DIR" WP_URL="$WP_URL" phpunit -c tests/php/phpunit.xml "$@") || status=$?

	# WP_DEBUG_LOG of the test run: deprecations and anything PHPUnit did not turn into a failure.
	if [[ -s "$debug_log" ]]; then
		echo
		echo "PHP messages logged during the tests ($debug_log):"
		# awk, not head: head would stop reading early and pipefail would turn sort's SIGPIPE into exit 141.
		sort "$debug_log" | cut -c 27- | uniq -c | sort -rn | awk 'NR <= 20'
	fi
	return "$status"
}

main "$@"
