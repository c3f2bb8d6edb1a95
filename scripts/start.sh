#!/usr/bin/env bash
# npm start: install and build what is missing, then replace this shell with plain node running the
# compiled server (exec), so the process npm waits on is the server itself: npm forwards SIGTERM and
# SIGINT to it and exits with its exit code. The server migrates the database when it opens it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_node_modules
ensure_web_build
ensure_server_build
exec node apps/server/dist/server.js
