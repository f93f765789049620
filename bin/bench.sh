#!/usr/bin/env bash
# `npm run bench`: benchmarks that print figures and ratios (BENCH lines); they never pass or fail on time.
#   1. browser-code benchmarks: tests/bench/**/*.bench.ts under jest's transform, from a fresh RootStore each
#   2. the gateway on a real stack (tests/bench/gateway-stack.mjs): admin-ajax overhead of process_signup against a
#      bare admin-ajax no-op, and marketing-API calls per cached page view.
#   3. the demo pages on the same stack, in Chromium (tests/bench/page-stack.mjs): time until each demo page's form
#      is usable over the bare sample page's load event, and the plugin's own JS and CSS bytes per demo page.
# 2 and 3 share a stack of their own on BENCH_WP_PORT (default 8899), torn down afterwards; they need `npm run build`
# first. Switches (each 0 skips one part): BENCH_JEST (1), BENCH_STACK (2 and 3), BENCH_GATEWAY (2), BENCH_PAGES (3);
# BENCH_PAGE_RUNS sets the runs per demo page (default 10).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"
if [[ "${BENCH_JEST:-1}" != 0 ]]; then
	npx wp-scripts test-unit-js --config tests/bench/jest.config.js --passWithNoTests "$@"
fi

[[ "${BENCH_STACK:-1}" == 0 ]] && exit 0
WP_PORT="${BENCH_WP_PORT:-8899}"
DB_PORT="${BENCH_DB_PORT:-$((WP_PORT + 1000))}"
SANDBOX_PORT="${BENCH_SANDBOX_PORT:-$((WP_PORT + 2))}"
stack_init
[[ -d "$REPO_ROOT/build" ]] || die "no build/: run \`npm run build\` first"
trap 'bash "$REPO_ROOT/bin/stack-down.sh" >/dev/null 2>&1 || true' EXIT
bash "$REPO_ROOT/bin/stack-up.sh" >"$REPO_ROOT/.stack/bench-stack.log" 2>&1 ||
	die "the bench stack did not come up; see .stack/bench-stack.log"
if [[ "${BENCH_GATEWAY:-1}" != 0 ]]; then
	WP_URL="$WP_URL" SANDBOX_URL="$SANDBOX_URL" node tests/bench/gateway-stack.mjs
fi
if [[ "${BENCH_PAGES:-1}" != 0 ]]; then
	WP_URL="$WP_URL" node tests/bench/page-stack.mjs
fi
