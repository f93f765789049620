#!/usr/bin/env bash
# `npm run bench`: benchmarks that print figures and ratios (BENCH lines); they never pass or fail on time.
#   jest         browser-code benchmarks: tests/bench/**/*.bench.ts under jest's transform, from a fresh RootStore each
#   gateway      tests/bench/gateway-stack.mjs: admin-ajax overhead of process_signup against a bare admin-ajax
#                no-op, and marketing-API calls per cached page view
#   pages        tests/bench/page-stack.mjs, in Chromium: time until each demo page's form is usable over the bare
#                sample page's load event, and the plugin's own JS and CSS bytes per demo page
#   floor        tests/bench/page-floor.mjs, in Chromium: the same ratio for a few demo pages as served, without the
#                plugin's scripts (WordPress's React and packages only) and without any script the bare page lacks,
#                each until its printed form is usable: how much of the ratio our own code could ever remove
#                (BENCH_FLOOR_PAGES, BENCH_FLOOR_RUNS); then
#                tests/bench/bytes-floor.mjs, without a browser: each demo page's JS on arrival (the modules of its
#                first view) and for the whole form, against the budget of its kind
#   codefloor    tests/bench/code-floor.mjs, in Chromium with code coverage: the login filled in and sent; what it
#                downloads, what of it runs (by source, through a build with source maps in .stack/code-floor-build),
#                and the smallest it could be with mobx whole, against the 35 KB budget of a form that sells nothing
#   vitals       tests/bench/vitals-stack.mjs, in Chromium, at a phone (390x844, CPU 4x slower) and a desktop profile:
#                per demo page the form usable, LCP, CLS, total blocking time and own JS gzipped, against the bare
#                page and the goals (BENCH_VITALS_RUNS, default 5; BENCH_PAGES). Not in the default parts (~15 min)
#   inp          tests/bench/interaction-stack.mjs, in Chromium: INP (Event Timing API) of ticking the 50th state on
#                the multi-state page and of opening the phone summary, against the 50 ms goal
#   reliability  tests/bench/reliability.mjs, with a second web server on BENCH_WP_PORT2 (default BENCH_WP_PORT + 1):
#                100 concurrent orders, each sent twice across the two servers, 10% upstream timeouts; prints
#                RELIABILITY lines and fails when an order is lost, doubled or unanswered
# All but jest share a stack of their own on BENCH_WP_PORT (default 8899), torn down afterwards; they need
# `npm run build` first. BENCH_PARTS picks parts (default "jest gateway pages floor codefloor inp reliability"); BENCH_STACK=0 skips
# every stack part; BENCH_PAGE_RUNS sets the runs per demo page (default 10), BENCH_PAGES=slug,slug the demo pages. `npm run bench:reliability` runs one.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"
PARTS=" ${BENCH_PARTS:-jest gateway pages floor codefloor inp reliability} "
if [[ "$PARTS" == *" jest "* ]]; then
	npx wp-scripts test-unit-js --config tests/bench/jest.config.js --passWithNoTests "$@"
fi

[[ "${BENCH_STACK:-1}" == 0 ]] && exit 0
[[ "$PARTS" == *" gateway "* || "$PARTS" == *" pages "* || "$PARTS" == *" floor "* || "$PARTS" == *" codefloor "* || "$PARTS" == *" vitals "* || "$PARTS" == *" inp "* || "$PARTS" == *" reliability "* ]] || exit 0
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
if [[ "$PARTS" == *" pages "* ]]; then
	WP_URL="$WP_URL" node tests/bench/page-stack.mjs
fi
if [[ "$PARTS" == *" floor "* ]]; then
	WP_URL="$WP_URL" node tests/bench/page-floor.mjs
	WP_URL="$WP_URL" node tests/bench/bytes-floor.mjs
fi
if [[ "$PARTS" == *" codefloor "* ]]; then
	WP_URL="$WP_URL" node tests/bench/code-floor.mjs
fi
if [[ "$PARTS" == *" vitals "* ]]; then
	WP_URL="$WP_URL" node tests/bench/vitals-stack.mjs
fi
if [[ "$PARTS" == *" inp "* ]]; then
	WP_URL="$WP_URL" node tests/bench/interaction-stack.mjs
fi
if [[ "$PARTS" == *" reliability "* ]]; then
	WP_URL="$WP_URL" WP_URL2="$WP_URL2" SANDBOX_URL="$SANDBOX_URL" SITE_DIR="$SITE_DIR" node tests/bench/reliability.mjs
fi
