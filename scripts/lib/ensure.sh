# Shared set-up steps for start.sh and test.sh: each installs only what is missing, so a fresh
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
