#!/usr/bin/env bash
# `npm run test:e2e`: Playwright against fresh stacks of its own, torn down afterwards whatever happens.
#   E2E_WP_PORT (default 8898), E2E_DB_PORT (default E2E_WP_PORT + 1000), E2E_SANDBOX_PORT (default E2E_WP_PORT + 2):
#   deliberately not WP_PORT & co, which may be exported for the dev stack that keeps running next to this one.
#   E2E_WP_PORT2 (default E2E_WP_PORT + 1) is a second web server for the same site and database (WP_URL2 in the
#   specs). E2E_WP_PORT + 5 is the fresh site plugin-zip.spec.ts uploads formation-orders.zip to (bin/zip-site.sh).
#   WP_CORE (default 6.1, Debian 12's) chooses the WordPress core, e.g. WP_CORE=current for 7.1: see
#   bin/wordpress-core.sh.
#   E2E_SHARDS (default 1): the suite split into that many parts, run at the same time, each on a stack of its own
#   (its ports E2E_WP_PORT + 100 per part): the whole suite by the spec files' recorded durations (bin/e2e-parts.mjs,
#   tests/e2e/durations.json), so the parts end together; the specs given on the command line as Playwright's
#   --shard splits them. The stacks share nothing, so the specs need not know: each part is a whole e2e run of its
#   own.
#   E2E_SUITE=every-core: only the specs that differ between cores (playwright.config.ts), not the whole suite.
#   E2E_REPORT_NAME (default e2e-<core>): Playwright's JSON report is .stack/test-logs/<name>[-<part>].json.
#   E2E_STACKS: `up` only brings the parts' stacks up and leaves them running (npm test does that while its other
#   checks run); `ready` then runs Playwright on them without bringing them up again, and tears them down as usual;
#   `down` only tears them down. Unset: up, run, down.
# Arguments go to Playwright:  npm run test:e2e -- tests/e2e/stack.spec.ts --headed
# Needs `npm run build` first (npm test does that). Failure screenshots land in .stack/<port>/test-results/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

FIRST_PORT="${E2E_WP_PORT:-8898}"
SHARDS="${E2E_SHARDS:-1}"
REPORT_DIR="$REPO_ROOT/.stack/test-logs"
REPORT_NAME="${E2E_REPORT_NAME:-e2e-${WP_CORE:-6.1}}"

# The environment of part $1 (1-based): its ports. E2E_DB_PORT & co apply to a single part only.
part_env() {
	local part="$1" port=$((FIRST_PORT + 100 * ($1 - 1)))
	if ((SHARDS == 1)); then
		printf 'WP_PORT=%s DB_PORT=%s SANDBOX_PORT=%s WP_PORT2=%s' "$port" "${E2E_DB_PORT:-$((port + 1000))}" \
			"${E2E_SANDBOX_PORT:-$((port + 2))}" "${E2E_WP_PORT2:-$((port + 1))}"
	else
		printf 'WP_PORT=%s DB_PORT=%s SANDBOX_PORT=%s WP_PORT2=%s' "$port" $((port + 1000)) $((port + 2)) $((port + 1))
	fi
}

teardown() {
	local part
	for ((part = 1; part <= SHARDS; part++)); do
		(
			eval "export $(part_env "$part")"
			bash "$REPO_ROOT/bin/stack-down.sh" || true
			# The fresh site tests/e2e/plugin-zip.spec.ts installs the zip into, should the spec have died first.
			ZIP_SITE_PORT=$((WP_PORT + 5)) bash "$REPO_ROOT/bin/zip-site.sh" down || true
		)
	done
}

# A clean stack for part $1: whatever an interrupted run left is stopped and wiped first.
part_up() {
	eval "export $(part_env "$1")"
	stack_init
	bash "$REPO_ROOT/bin/stack-down.sh"
	rm -rf "$STACK_DIR"
	bash "$REPO_ROOT/bin/stack-up.sh" >"$REPORT_DIR/$REPORT_NAME-stack-$1.log" 2>&1 ||
		{ cat "$REPORT_DIR/$REPORT_NAME-stack-$1.log"; die "the stack of part $1 did not come up"; }
	echo "e2e: WordPress $(site_wp_version) (WP_CORE=$WP_CORE) at $WP_URL$( ((SHARDS > 1)) && printf " (part %s of %s)" "$1" "$SHARDS")"
}

# Playwright on part $1's stack; its lines are prefixed with the part when there are several.
part_run() {
	local part="$1"
	shift
	eval "export $(part_env "$part")"
	stack_init
	local report="$REPORT_DIR/$REPORT_NAME.json" shard=()
	if ((SHARDS > 1)); then
		report="$REPORT_DIR/$REPORT_NAME-$part.json"
		if (($# == 0)); then
			# The whole suite: parts of about equal time, from the spec files' durations (bin/e2e-parts.mjs).
			mapfile -t shard < <(node "$REPO_ROOT/bin/e2e-parts.mjs" split "$part" "$SHARDS")
		else
			shard=(--shard="$part/$SHARDS")
		fi
	fi
	local status=0
	(cd "$REPO_ROOT" && WP_BASE_URL="$WP_URL" WP_URL2="$WP_URL2" SANDBOX_URL="$SANDBOX_URL" \
		E2E_OUTPUT_DIR="$STACK_DIR/test-results" E2E_JSON_REPORT="$report" \
		npx --no-install playwright test "${shard[@]}" "$@") || status=$?
	if ((status != 0)); then
		echo "e2e: Playwright exited with $status. WordPress log: $LOG_DIR/debug.log, sandbox: $LOG_DIR/sandbox.log," \
			"screenshots: $STACK_DIR/test-results/ (kept until the next run)"
	fi
	return "$status"
}

# Every part's stack, fresh. The first part's stack fills what the stacks of a core share (its WordPress files);
# the others then come up at the same time, each with a database and a site of its own.
all_up() {
	local part pids=() pid status=0
	(part_up 1) || return
	for ((part = 2; part <= SHARDS; part++)); do
		(part_up "$part") &
		pids+=($!)
	done
	for pid in "${pids[@]}"; do
		wait "$pid" || status=$?
	done
	return "$status"
}

main() {
	[[ -d "$REPO_ROOT/build" ]] || die "no build/: run \`npm run build\` first"
	[[ "$SHARDS" =~ ^[1-9]$ ]] || die "E2E_SHARDS=$SHARDS: use 1 to 9"
	mkdir -p "$REPORT_DIR"
	case "${E2E_STACKS:-}" in
		up)
			all_up || {
				local status=$?
				teardown
				return "$status"
			}
			return
			;;
		down)
			teardown
			return
			;;
		ready | '') ;;
		*) die "E2E_STACKS=$E2E_STACKS: use up, ready or down" ;;
	esac
	trap teardown EXIT
	local part pids=() status=0 pid
	[[ "${E2E_STACKS:-}" == ready ]] || all_up
	if ((SHARDS == 1)); then
		part_run 1 "$@"
		return
	fi
	pids=()
	for ((part = 1; part <= SHARDS; part++)); do
		(part_run "$part" "$@" 2>&1 | sed -u "s/^/[part $part] /"; exit "${PIPESTATUS[0]}") &
		pids+=($!)
	done
	for pid in "${pids[@]}"; do
		wait "$pid" || status=$?
	done
	return "$status"
}

main "$@"
