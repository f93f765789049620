#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failure; the same in CI (`bash .ci/run`) and locally.
# Each stage's output is also kept in .stack/test-logs/<stage>.log; a summary with times and counts ends the run.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

LOG_ROOT="$REPO_ROOT/.stack/test-logs"
# The stages, in order; the stages of one entry (separated by ";;") run at the same time: each is a single process
# that would leave CI's second core idle, or waits on its own stack.
STAGES=(
	"system-deps|bash bin/install-system-deps.sh"
	"npm-install|npm_install_if_needed"
	"build|npm run build"
	"typecheck|npm run typecheck;;lint|npm run lint;;lint-php|npm run lint:php"
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
php_stages=()
for core in $E2E_WP_CORES; do
	php_stages+=("php-wp-$core|PHPUNIT_WP_CORE=$core PHPUNIT_WP_PORT=$php_port PHPUNIT_DB_PORT= npm run test:php")
	php_port=$((php_port - 10))
done
STAGES+=("$(IFS=';'; printf '%s' "${php_stages[*]}" | sed 's/;/;;/g')")
unset php_port php_stages
# The e2e runs of every core go at the same time, each on stacks of its own: the suite spends most of its time
# waiting on pages, so two cores have room for them. The ports: E2E_WP_PORT (default 8898) for the first core, 10
# more for each next one (each part of a split run adds 100; the database and sandbox ports derive from it:
# bin/e2e.sh). A failed run does not stop the others (each core's result is worth knowing), but fails npm test.
# Their stacks come up in the background once jest is done, while PHPUnit runs (which waits on its database more
# than it computes): brought up during typecheck, lint and jest, which keep both cores busy, they made those stages
# two to six times as long, and the whole run no shorter.
STAGES+=("e2e|e2e_all_cores")
STACKS_AFTER=unit

# Each core's e2e settings, one line per core: core, port, suite, parts.
e2e_cores() {
	local port="${E2E_WP_PORT:-8898}" core
	for core in $E2E_WP_CORES; do
		if [[ "$core" == "$E2E_FULL_CORE" ]]; then
			echo "$core $port - $E2E_SHARDS"
		else
			echo "$core $port every-core 1"
		fi
		port=$((port + 10))
	done
}

# bin/e2e.sh for one core: $1 what to do with its stacks (E2E_STACKS), then a line of e2e_cores: the core, its port,
# its suite (- for the whole) and its parts.
e2e_of_core() {
	local suite="$4"
	[[ "$suite" == - ]] && suite=''
	E2E_STACKS="$1" WP_CORE="$2" E2E_WP_PORT="$3" E2E_SUITE="$suite" E2E_SHARDS="$5" E2E_DB_PORT= \
		E2E_SANDBOX_PORT= E2E_WP_PORT2= E2E_REPORT_NAME="e2e-$2" npm run test:e2e
}

STACKS_STARTED=''

# Each core's stacks come up in the background; each writes its exit status to e2e-stacks-<core>.status when done.
e2e_stacks_up() {
	local core port suite shards
	STACKS_STARTED=1
	while read -r core port suite shards; do
		(
			status=0
			e2e_of_core up "$core" "$port" "$suite" "$shards" >"$LOG_ROOT/e2e-stacks-$core.log" 2>&1 || status=$?
			echo "$status" >"$LOG_ROOT/e2e-stacks-$core.status"
		) &
	done < <(e2e_cores)
}

# Waits for the stacks coming up in the background (from any subshell: it reads their status files); 0 when every
# one came up.
e2e_stacks_ready() {
	local core port suite shards status=0 code
	while read -r core port suite shards; do
		until [[ -s "$LOG_ROOT/e2e-stacks-$core.status" ]]; do
			sleep 1
		done
		read -r code <"$LOG_ROOT/e2e-stacks-$core.status"
		((code == 0)) || status=$code
	done < <(e2e_cores)
	return "$status"
}

# After a failed stage: the stacks brought up for the e2e stage go down.
e2e_stacks_down() {
	[[ -n "$STACKS_STARTED" ]] || return 0
	e2e_stacks_ready || true
	local core port suite shards
	while read -r core port suite shards; do
		e2e_of_core down "$core" "$port" "$suite" "$shards" >/dev/null 2>&1 || true
	done < <(e2e_cores)
}

e2e_all_cores() {
	local core port suite shards pids=() status=0 pid stacks=ready
	e2e_stacks_ready || stacks=''
	while read -r core port suite shards; do
		(
			set -o pipefail
			# Its stacks' log first (the core they run, for the summary); should one not have come up, this run
			# brings them up again itself.
			{
				cat "$LOG_ROOT/e2e-stacks-$core.log" 2>/dev/null
				e2e_of_core "$stacks" "$core" "$port" "$suite" "$shards" 2>&1
			} | tee "$LOG_ROOT/e2e-wp-$core.log" | sed -u "s/^/[$core] /"
		) &
		pids+=($!)
	done < <(e2e_cores)
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

# The summary line of a stage that ended with status $2 after $3 seconds.
summary_line() {
	local name="$1" status="$2" seconds="$3" result="ok"
	((status == 0)) || result="FAILED (exit $status)"
	printf '%-16s %-20s %4ss  %s' "$name" "$result" "$seconds" "$(counts_of "$name" "$LOG_ROOT/$name.log")"
}

run_stage() {
	local name="$1" command="$2" started=$SECONDS status
	header "$name: $command"
	set +e
	(cd "$REPO_ROOT" && eval "$command") 2>&1 | tee "$LOG_ROOT/$name.log"
	status=${PIPESTATUS[0]}
	set -e
	SUMMARY+=("$(summary_line "$name" "$status" $((SECONDS - started)))")
	return "$status"
}

# Stages run at the same time ("name|command" each); their output is shown once all have ended, one after the
# other. Fails with the first failed one's status.
run_together() {
	local stage name pids=() failed=0 status
	for stage in "$@"; do
		name="${stage%%|*}"
		(
			started=$SECONDS
			set +e
			(cd "$REPO_ROOT" && eval "${stage#*|}") >"$LOG_ROOT/$name.log" 2>&1
			echo "$? $((SECONDS - started))" >"$LOG_ROOT/$name.status"
		) &
		pids+=($!)
	done
	wait "${pids[@]}"
	for stage in "$@"; do
		name="${stage%%|*}"
		header "$name: ${stage#*|}"
		cat "$LOG_ROOT/$name.log"
		read -r status seconds <"$LOG_ROOT/$name.status"
		rm -f "$LOG_ROOT/$name.status"
		SUMMARY+=("$(summary_line "$name" "$status" "$seconds")")
		((failed != 0 || status == 0)) || failed=$status
	done
	return "$failed"
}

# The names of every stage, in order.
stage_names() {
	local group
	for group in "${STAGES[@]}"; do
		awk -v RS=';;' -F'|' 'NF { print $1 }' <<<"$group"
	done
}

print_summary() {
	local status=$?
	e2e_stacks_down
	header "summary"
	local name
	while read -r name; do
		printf '%s\n' "${SUMMARY[@]}" | grep -q "^$name " || SUMMARY+=("$(printf '%-16s %s' "$name" "not run")")
	done < <(stage_names)
	printf '%s\n' "${SUMMARY[@]}"
	printf '%-16s %4ss\n' total "$SECONDS"
	if compgen -G "$LOG_ROOT/e2e-*.json" >/dev/null; then
		echo
		node "$REPO_ROOT/bin/e2e-report.mjs" --top 10 "$LOG_ROOT"/e2e-*.json || true
	fi
	echo "(logs and Playwright's JSON reports: $LOG_ROOT/)"
	return "$status"
}

main() {
	rm -rf "$LOG_ROOT"
	mkdir -p "$LOG_ROOT"
	trap print_summary EXIT
	local group status failed=0 stages=()
	for group in "${STAGES[@]}"; do
		status=0
		mapfile -t stages < <(awk -v RS=';;' 'NF { sub( /\n$/, "" ); print }' <<<"$group")
		# The e2e runs tear their stacks down themselves.
		[[ "${group%%|*}" == e2e ]] && STACKS_STARTED=''
		if ((${#stages[@]} == 1)); then
			run_stage "${group%%|*}" "${group#*|}" || status=$?
		else
			run_together "${stages[@]}" || status=$?
		fi
		if ((status == 0)); then
			[[ "${group%%|*}" == "$STACKS_AFTER" ]] && e2e_stacks_up
			continue
		fi
		[[ "$group" == e2e* ]] || exit "$status"
		((failed != 0)) || failed=$status
	done
	exit "$failed"
}

main "$@"
