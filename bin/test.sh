#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failure; the same in CI (`bash .ci/run`) and locally.
# Each stage's output is also kept in .stack/test-logs/<stage>.log; a summary with times and counts ends the run.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

LOG_ROOT="$REPO_ROOT/.stack/test-logs"
STAGES=(
	"system-deps|bash bin/install-system-deps.sh"
	"npm-install|npm_install_if_needed"
	"build|npm run build"
	"typecheck|npm run typecheck"
	"lint|npm run lint"
	"lint-php|npm run lint:php"
	"unit|npm run test:unit"
)
# PHPUnit runs once per WordPress core, oldest first, each on a stack of its own: 6.1 is Debian 12's (React 17), the
# oldest release the plugin supports; current is the WordPress sites run today (7.1, React 18.3), from Debian's
# development suite (bin/wordpress-core.sh). E2E_WP_CORES chooses others.
E2E_WP_CORES="${E2E_WP_CORES:-6.1 current}"
# The whole e2e suite runs on E2E_FULL_CORE, split into E2E_SHARDS parts that run at the same time on stacks of their
# own; every other core runs what differs between cores (E2E_SUITE=every-core, listed in playwright.config.ts).
E2E_FULL_CORE="${E2E_FULL_CORE:-current}"
E2E_SHARDS="${E2E_SHARDS:-3}"
# PHPUnit ports: PHPUNIT_WP_PORT (default 8897) for the first core, 10 fewer for each next one.
php_port="${PHPUNIT_WP_PORT:-8897}"
for core in $E2E_WP_CORES; do
	STAGES+=("php-wp-$core|PHPUNIT_WP_CORE=$core PHPUNIT_WP_PORT=$php_port PHPUNIT_DB_PORT= npm run test:php")
	php_port=$((php_port - 10))
done
unset php_port
# The e2e runs of every core go at the same time, each on stacks of its own: the suite spends most of its time
# waiting on pages, so two cores have room for them. The ports: E2E_WP_PORT (default 8898) for the first core, 10
# more for each next one (each part of a split run adds 100; the database and sandbox ports derive from it:
# bin/e2e.sh). A failed run does not stop the others (each core's result is worth knowing), but fails npm test.
STAGES+=("e2e|e2e_all_cores")

e2e_all_cores() {
	local port="${E2E_WP_PORT:-8898}" core suite shards pids=() status=0 pid
	for core in $E2E_WP_CORES; do
		suite=every-core shards=1
		[[ "$core" == "$E2E_FULL_CORE" ]] && suite='' shards="$E2E_SHARDS"
		(
			set -o pipefail
			WP_CORE="$core" E2E_SHARDS="$shards" E2E_SUITE="$suite" E2E_WP_PORT="$port" E2E_DB_PORT= \
				E2E_SANDBOX_PORT= E2E_WP_PORT2= E2E_REPORT_NAME="e2e-$core" npm run test:e2e 2>&1 |
				tee "$LOG_ROOT/e2e-wp-$core.log" | sed -u "s/^/[$core] /"
		) &
		pids+=($!)
		port=$((port + 10))
	done
	for pid in "${pids[@]}"; do
		wait "$pid" || status=$?
	done
	return "$status"
}
SUMMARY=()

header() {
	if [[ -t 1 ]]; then
		printf '\n\033[1m==== %s ====\033[0m\n' "$1"
	else
		printf '\n==== %s ====\n' "$1"
	fi
}

# The count line each tool prints (jest: "Tests: …", PHPUnit: "OK (…)" / "Tests: …", Playwright: "N passed (…)").
counts_of() {
	local stage="$1" file="$2"
	sed 's/\x1b\[[0-9;]*m//g' "$file" | case "$stage" in
		unit) grep -E '^Tests:' | tail -1 ;;
		php*) grep -E '^(OK \(|Tests: )' | tail -1 ;;
		# Each core's run: the core it really used (bin/e2e.sh prints it), then Playwright's counts, of each part.
		e2e) for log in "$LOG_ROOT"/e2e-wp-*.log; do
			sed -E 's/^\[part [0-9]+\] //' "$log" |
				grep -E '^(e2e: WordPress [^ ]+|  +[0-9]+ (passed|failed|flaky|skipped|did not run))' |
				sed -E 's/^e2e: (WordPress [^ ]+).*/\1:/; s/^ *//' | awk '!(/^WordPress/ && seen[$0]++)' |
				paste -sd, - | sed 's/:,/: /g'
		done | paste -sd';' - | sed 's/;/; /g' ;;
		*) true ;;
	esac | sed 's/  */ /g'
}

run_stage() {
	local name="$1" command="$2" file="$LOG_ROOT/$1.log" started=$SECONDS status
	header "$name: $command"
	set +e
	(cd "$REPO_ROOT" && eval "$command") 2>&1 | tee "$file"
	status=${PIPESTATUS[0]}
	set -e
	local result="ok"
	((status == 0)) || result="FAILED (exit $status)"
	SUMMARY+=("$(printf '%-16s %-20s %4ss  %s' "$name" "$result" $((SECONDS - started)) "$(counts_of "$name" "$file")")")
	return "$status"
}

print_summary() {
	header "summary"
	local i
	for ((i = ${#SUMMARY[@]}; i < ${#STAGES[@]}; i++)); do
		SUMMARY+=("$(printf '%-16s %s' "${STAGES[i]%%|*}" "not run")")
	done
	printf '%s\n' "${SUMMARY[@]}"
	printf '%-16s %4ss\n' total "$SECONDS"
	if compgen -G "$LOG_ROOT/e2e-*.json" >/dev/null; then
		echo
		node "$REPO_ROOT/bin/e2e-report.mjs" --top 10 "$LOG_ROOT"/e2e-*.json || true
	fi
	echo "(logs and Playwright's JSON reports: $LOG_ROOT/)"
}

main() {
	rm -rf "$LOG_ROOT"
	mkdir -p "$LOG_ROOT"
	trap print_summary EXIT
	local stage status failed=0
	for stage in "${STAGES[@]}"; do
		status=0
		run_stage "${stage%%|*}" "${stage#*|}" || status=$?
		((status == 0)) && continue
		[[ "$stage" == e2e* ]] || exit "$status"
		((failed != 0)) || failed=$status
	done
	exit "$failed"
}

main "$@"
