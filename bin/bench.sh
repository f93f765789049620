#!/usr/bin/env bash
# `npm run bench`: benchmarks that print figures and ratios (BENCH lines); they never pass or fail on time.
#   1. browser-code benchmarks: tests/bench/**/*.bench.ts under jest's transform, from a fresh RootStore each
#   2. the gateway on a real stack (tests/bench/gateway-stack.mjs): admin-ajax overhead of process_signup against a
#      bare admin-ajax no-op, and marketing-API calls per cached page view. Its own stack on BENCH_WP_PORT (default
#      8899), torn down afterwards; needs `npm run build` first. Skip it with BENCH_STACK=0.
#   3. the reliability run (tests/bench/reliability.mjs) on the same stack, with a second web server on
#      BENCH_WP_PORT2 (default BENCH_WP_PORT + 1): 100 concurrent orders, each sent twice across the two servers,
#      10% upstream timeouts. Prints RELIABILITY lines and fails when an order is lost, doubled or unanswered.
# BENCH_PARTS picks parts (default "jest gateway reliability"); `npm run bench:reliability` runs the third alone.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"
PARTS=" ${BENCH_PARTS:-jest gateway reliability} "
if [[ "$PARTS" == *" jest "* ]]; then
	npx wp-scripts test-unit-js --config tests/bench/jest.config.js --passWithNoTests "$@"
fi

[[ "${BENCH_STACK:-1}" == 0 ]] && exit 0
[[ "$PARTS" == *" gateway "* || "$PARTS" == *" reliability "* ]] || exit 0
WP_PORT="${BENCH_WP_PORT:-8899}"
DB_PORT="${BENCH_DB_PORT:-$((WP_PORT + 1000))}"
SANDBOX_PORT="${BENCH_SANDBOX_PORT:-$((WP_PORT + 2))}"
WP_PORT2="${BENCH_WP_PORT2:-$((WP_PORT + 1))}"
stack_init
[[ -d "$REPO_ROOT/build" ]] || die "no build/: run \`npm run build\` first"
trap 'bash "$REPO_ROOT/bin/stack-down.sh" >/dev/null 2>&1 || true' EXIT
bash "$REPO_ROOT/bin/stack-up.sh" >"$REPO_ROOT/.stack/bench-stack.log" 2>&1 ||
	die "the bench stack did not come up; see .stack/bench-stack.log"
if [[ "$PARTS" == *" gateway "* ]]; then
	WP_URL="$WP_URL" SANDBOX_URL="$SANDBOX_URL" node tests/bench/gateway-stack.mjs
fi
if [[ "$PARTS" == *" reliability "* ]]; then
	WP_URL="$WP_URL" WP_URL2="$WP_URL2" SANDBOX_URL="$SANDBOX_URL" SITE_DIR="$SITE_DIR" node tests/bench/reliability.mjs
fi
