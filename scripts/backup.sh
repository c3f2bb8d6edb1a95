#!/usr/bin/env bash
# npm run backup: one timestamped backup of the configured database in BACKUP_DIR (docs/operations.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_server_build >&2
exec node apps/server/dist/backup.js "$@"
