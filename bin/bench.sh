#!/usr/bin/env bash
# `npm run bench`: benchmarks that print figures and ratios (BENCH lines); they never pass or fail on time.
#   1. browser-code benchmarks: tests/bench/**/*.bench.ts under jest's transform, from a fresh RootStore each
set -euo pipefail
cd "$(dirname "$0")/.."
npx wp-scripts test-unit-js --config tests/bench/jest.config.js --passWithNoTests "$@"
