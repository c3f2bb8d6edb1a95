#!/usr/bin/env bash
# npm test: install what is missing (npm packages, Chromium, PostgreSQL), then run every suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_node_modules
ensure_chromium
ensure_postgres
exec node scripts/run-all-tests.mjs
