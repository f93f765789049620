#!/usr/bin/env bash
# Brings up one local stack (MariaDB, WordPress with the plugin active, the sandbox, PHP's built-in server) for
# WP_PORT, reusing whatever a previous run left in .stack/<WP_PORT>/. Safe to rerun: the database keeps running if it
# is up, the sandbox and web server are restarted, settings and demo pages are rewritten.
#
#   WP_PORT=8888 DB_PORT=9888 SANDBOX_PORT=8890 bash bin/stack-up.sh    (those are the defaults)
#   WP_PORT2=8889 also starts a second web server for the same site and database.
#
# Needs `npm run build` first (the sandbox runs from sandbox/dist, the blocks from build/).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

main() {
	stack_init
	local started=$SECONDS
	mkdir -p "$LOG_DIR" "$RUN_DIR"
	[[ -f "$REPO_ROOT/plugin.php" ]] || die "$REPO_ROOT/plugin.php is missing"

	db_start
	db_create wordpress wordpress_test

	site_prepare
	log "installing / checking WordPress"
	site_php "$REPO_ROOT/bin/wp-install.php" --site="$SITE_DIR" --url="$WP_URL" --theme="$SITE_THEME" ||
		die "WordPress install or plugin activation failed (see above and $LOG_DIR/debug.log)"

	log "configuring the plugin and seeding demo pages"
	local pages
	pages="$(site_php "$REPO_ROOT/bin/configure.php" --site="$SITE_DIR" --url="$WP_URL" --sandbox="$SANDBOX_URL")" ||
		die "configuring the site failed (see above and $LOG_DIR/debug.log)"

	sandbox_start
	php_server_start
	php_server2_start

	log "drawing the forms' first views for the pages to print"
	# shellcheck disable=SC2046 # one argument per page URL
	WP_URL="$WP_URL" node "$REPO_ROOT/bin/first-views.mjs" $(awk '{ print $2 }' <<<"$pages") ||
		die "drawing the first views failed (see above)"

	print_summary "$pages" $((SECONDS - started))
}

print_summary() {
	local pages="$1" seconds="$2" url title
	cat <<EOT

  Formation Orders stack on port $WP_PORT is up (${seconds}s), WordPress $(site_wp_version)
  Site:     $WP_URL/
  Admin:    $WP_URL/wp-admin/   login: admin / password
  Sandbox:  $SANDBOX_URL/   (health: $SANDBOX_URL/__sandbox/health)${WP_URL2:+
  Second web server (same site and database): $WP_URL2/}
  Database: 127.0.0.1:$DB_PORT or socket $DB_SOCKET, user $DB_USER_NAME / $DB_USER_PASSWORD, database wordpress
  Logs:     $LOG_DIR/ (debug.log = WP_DEBUG_LOG)
EOT
	if [[ -n "$pages" ]]; then
		echo "  Demo pages:"
		while read -r _ url title; do
			printf '    %-50s %s\n' "$url" "$title"
		done <<<"$pages"
	fi
	echo
}

main "$@"
