#!/usr/bin/env bash
# npm test: install what is missing (npm packages, Chromium, PostgreSQL, Redis), then run every suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_node_modules
ensure_chromium
ensure_postgres
ensure_redis
exec node scripts/run-all-tests.mjs
