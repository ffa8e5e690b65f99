#!/usr/bin/env bash
# Stops the PostgreSQL started by start-postgres.sh (reads PG_TMP_DIR and PG_BIN).
set -u
[ -n "${PG_TMP_DIR:-}" ] || exit 0
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_TMP_DIR/data" -m fast stop >/dev/null 2>&1
else "$PG_BIN/pg_ctl" -D "$PG_TMP_DIR/data" -m fast stop >/dev/null 2>&1; fi
rm -rf "$PG_TMP_DIR"
