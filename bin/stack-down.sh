#!/usr/bin/env bash
# Stops everything bin/stack-up.sh started for WP_PORT (default 8888): the PHP server and its workers, the sandbox,
# MariaDB. State in .stack/<WP_PORT>/ is kept for the next start. Safe to run when nothing is running.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

main() {
	stack_init
	[[ -d "$RUN_DIR" ]] || return 0
	php_server_stop
	stop_group sandbox
	db_stop
	log "stopped"
}

main "$@"
