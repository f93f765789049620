#!/usr/bin/env bash
# `npm start`: everything needed for local development, then stays in the foreground showing the logs. Ctrl-C (or
# SIGTERM, or `npm run stop` from another shell) stops the whole stack again.
#
#   npm start                          dev stack on 8888 (database 9888, sandbox 8890)
#   WP_PORT=8870 npm start             a second stack next to it (database 9870, sandbox 8872)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

TAIL_PID=""
SLEEP_PID=""

shutdown() {
	trap - INT TERM EXIT
	kill $TAIL_PID $SLEEP_PID 2>/dev/null || true
	echo
	bash "$REPO_ROOT/bin/stack-down.sh"
}

# Stay up while the stack's long-running processes do; leave when one dies (or `npm run stop` stopped them), or when
# our parent does: a SIGTERM to `npm start` only reaches npm's shell, which dies and leaves this script orphaned.
watch_stack() {
	local name
	while true; do
		if [[ "$(ps -o ppid= -p $$ | tr -d ' ')" != "$PPID" ]]; then
			log "the process that started this script is gone; stopping the stack"
			return 1
		fi
		for name in mariadbd sandbox php-server; do
			if ! live_pid "$name" >/dev/null; then
				log "$name is no longer running; stopping the rest"
				return 1
			fi
		done
		sleep 2 &
		SLEEP_PID=$!
		wait "$SLEEP_PID" || true
	done
}

main() {
	stack_init
	bash "$REPO_ROOT/bin/install-system-deps.sh"
	npm_install_if_needed
	(cd "$REPO_ROOT" && npm run build)

	trap shutdown EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	bash "$REPO_ROOT/bin/stack-up.sh"

	echo "Showing logs. Ctrl-C stops the stack (or run \`npm run stop\` elsewhere)."
	touch "$LOG_DIR/debug.log" "$LOG_DIR/sandbox.log" "$LOG_DIR/php-server.log"
	# The built-in server logs two lines per connection; keep requests and errors, drop the connection noise.
	tail -n 0 -F "$LOG_DIR/debug.log" "$LOG_DIR/sandbox.log" "$LOG_DIR/php-server.log" \
		> >(grep --line-buffered -v -E ' (Accepted|Closing)$') &
	TAIL_PID=$!
	watch_stack
}

main "$@"
