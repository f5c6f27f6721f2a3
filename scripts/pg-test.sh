#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for tests.
#   eval "$(scripts/pg-test.sh start)"   -> exports PGTEST_DIR and TEST_DATABASE_URL
#   scripts/pg-test.sh stop "$PGTEST_DIR"
# initdb/postgres refuse to run as root, so as root the cluster runs as the `postgres` user
# (or `nobody`). It listens on 127.0.0.1 only, with trust auth and fsync off: for tests only.
set -euo pipefail
cmd=${1:-}
as_user() {
  if [ "$(id -u)" = 0 ]; then
    local u=postgres
    id -u postgres >/dev/null 2>&1 || u=nobody
    runuser -u "$u" -- "$@"
  else
    "$@"
  fi
}
owner() { if id -u postgres >/dev/null 2>&1; then echo postgres; else echo nobody; fi; }
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

case "$cmd" in
  available)
    command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1
    ;;
  start)
    command -v initdb >/dev/null 2>&1 || { echo "echo 'pg-test: initdb not found on PATH' >&2; false"; exit 1; }
    dir=$(mktemp -d "${TMPDIR:-/tmp}/wakeline-pg.XXXXXX")
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown "$(owner)" "$dir"
    port=${PGTEST_PORT:-$(free_port)}
    as_user initdb -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1
    as_user pg_ctl -D "$dir/data" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    echo "export PGTEST_DIR=$dir"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?usage: pg-test.sh stop DIR}
    [ -d "$dir/data" ] && as_user pg_ctl -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: pg-test.sh start|stop DIR|available" >&2
    exit 2
    ;;
esac
