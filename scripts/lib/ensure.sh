# Shared set-up steps for start.sh and test.sh: each installs or builds only what is missing, so a fresh
# Debian machine with Node 20 needs no other step (run as root for the apt installs).

apt_install() {
  if [ "$(id -u)" != "0" ]; then
    echo "need root to apt-get install $*; install them and retry" >&2
    return 1
  fi
  if [ -z "${WAIHUI_APT_UPDATED:-}" ]; then
    apt-get update -qq
    export WAIHUI_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

ensure_node_modules() {
  # npm ci when node_modules is missing or older than the lock file.
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "» installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
  fi
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "» installing Debian's Chromium (browser tests)"
    apt_install chromium fonts-noto-cjk
  fi
}

ensure_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    echo "» installing PostgreSQL server (repository tests run on both engines)"
    apt_install postgresql
  fi
}

ensure_redis() {
  # The two-process test and the Redis bus tests start a throwaway redis-server (scripts/lib/redis.mjs).
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "» installing Redis server (scale-out tests: quotes and events across processes)"
    apt_install redis-server
  fi
}

# True when $1 is missing or any file under the other arguments is newer than it.
is_stale() {
  local target=$1
  shift
  [ ! -e "$target" ] || [ -n "$(find "$@" -newer "$target" -type f -print -quit 2>/dev/null)" ]
}

ensure_web_build() {
  # A WEB_DIST set by the operator is theirs to build; the default one is rebuilt when stale.
  if [ -n "${WEB_DIST:-}" ]; then return 0; fi
  if is_stale apps/web/dist/index.html apps/web/src apps/web/index.html apps/web/vite.config.ts \
    packages/core/src packages/contracts/src; then
    echo "» building the web app"
    npm run build -w @waihui/web --silent
  fi
}

ensure_server_build() {
  if is_stale apps/server/dist/server.js apps/server/src apps/server/build.mjs \
    packages/core/src packages/contracts/src package-lock.json; then
    echo "» building the server"
    node apps/server/build.mjs
  fi
}
