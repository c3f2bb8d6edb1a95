#!/usr/bin/env bash
# npm run restore <file>: restores a backup into the configured, empty database (docs/operations.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_server_build >&2
exec node apps/server/dist/restore.js "$@"
