#!/usr/bin/env bash
# npm start: install what is missing, build the web app, migrate the embedded database, serve.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_node_modules
echo "» building the web app"
npm run build -w @waihui/web --silent
echo "» migrating the database"
npx tsx apps/server/src/db/migrate-cli.ts
exec npx tsx apps/server/src/server.ts
