#!/usr/bin/env bash
# `npm run stop`: stops the stack `npm start` runs (same WP_PORT, default 8888) from another shell.
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/stack-down.sh" "$@"
