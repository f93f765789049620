#!/usr/bin/env bash
# A fresh WordPress without the plugin, for installing formation-orders.zip through wp-admin as a site owner does
# (tests/e2e/plugin-zip.spec.ts). Its own database and web server on ZIP_SITE_PORT (default E2E_WP_PORT + 5, DB on
# + 1000); no sandbox of its own: the plugin is pointed at the e2e stack's. Nothing of the repository is linked into
# it, so deleting the plugin there deletes only the uploaded copy.
#   bash bin/zip-site.sh up      wipe and install, print the site's folder
#   bash bin/zip-site.sh options what the plugin left in the database: its options and transients, one name a line,
#                                and `cron formation_orders_purge_order_keys` while its daily event is scheduled
#   bash bin/zip-site.sh down    stop its web server and database
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WP_PORT="${ZIP_SITE_PORT:-$((${E2E_WP_PORT:-8898} + 5))}"
DB_PORT="$((WP_PORT + 1000))"
SANDBOX_PORT="$((WP_PORT + 2))"
WP_PORT2=""
SITE_WITHOUT_PLUGIN=1

up() {
	down
	rm -rf "$STACK_DIR"
	mkdir -p "$LOG_DIR" "$RUN_DIR"
	db_start
	db_create wordpress
	site_prepare
	site_php "$REPO_ROOT/bin/wp-install.php" --site="$SITE_DIR" --url="$WP_URL" --theme="$SITE_THEME" --no-activate >&2 ||
		die "installing the bare site failed (see $LOG_DIR/debug.log)"
	php_server_start
	printf '%s\n' "$SITE_DIR"
}

# Every name the plugin writes starts with one of these (see includes/Uninstaller.php); `_` is escaped for LIKE.
options() {
	db_client -N wordpress -e "
		SELECT option_name FROM wp_options WHERE option_name LIKE 'formation\\_orders%' OR option_name LIKE 'fo\\_%'
			OR option_name LIKE '\\_transient\\_%formation\\_orders%' OR option_name LIKE '\\_transient\\_%fo\\_%'
		UNION SELECT 'cron formation_orders_purge_order_keys' FROM wp_options
			WHERE option_name = 'cron' AND option_value LIKE '%formation\\_orders\\_purge\\_order\\_keys%'
		ORDER BY 1"
}

down() {
	[[ -d "$RUN_DIR" ]] || return 0
	php_server_stop
	db_stop
}

main() {
	stack_init
	case "${1:-}" in
		up) up ;;
		options) options ;;
		down) down ;;
		*) die "usage: bash bin/zip-site.sh up|options|down" ;;
	esac
}

main "$@"
