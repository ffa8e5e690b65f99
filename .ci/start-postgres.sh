#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 and prints its URL (for TEST_DATABASE_URL).
# Usage: eval "$(.ci/start-postgres.sh [port])"   ->  sets TEST_DATABASE_URL and PG_TMP_DIR
set -euo pipefail
port="${1:-}"
if [ -z "$port" ]; then  # the first free port from 55432 up
  for candidate in $(seq 55432 55500); do
    (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null || { port=$candidate; break; }
  done
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "echo 'PostgreSQL server binaries not found: apt-get install -y postgresql' >&2; exit 1"; exit 1; }
dir=$(mktemp -d /tmp/pg-ci-XXXXXX)
chown postgres:postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off" start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export PG_TMP_DIR=$dir"
echo "export PG_BIN=$bin"
