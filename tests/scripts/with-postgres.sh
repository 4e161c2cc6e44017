#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster (NOTES.md): initdb in a temp
# dir, trust auth on 127.0.0.1 and a free port, torn down on exit. The command sees
# TEST_DATABASE_URL; the API harness makes a fresh database per test file on it.
# If TEST_DATABASE_URL is already set, that server is used and nothing is started.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql)." >&2
  exit 1
fi

dir=$(mktemp -d /tmp/kolify-pg.XXXXXX)
# PG_PORT fixes the port (.ci/run gives test:pg and the fleet, which run side by side, one each, below
# the ephemeral range so that neither's probing or outgoing connections can take the other's).
port=${PG_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
runas=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$dir"
  runas=(su postgres -s /bin/bash -c)
else
  runas=(bash -c)
fi

cleanup() { "${runas[@]}" "$PG_BIN/pg_ctl -D $dir/data -m immediate stop" >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

"${runas[@]}" "$PG_BIN/initdb -D $dir/data --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8" >/dev/null
"${runas[@]}" "$PG_BIN/pg_ctl -D $dir/data -l $dir/log -w -o '-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir -c max_connections=200 -c fsync=off' start" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $port"
"$@"
