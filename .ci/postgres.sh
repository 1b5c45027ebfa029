#!/usr/bin/env bash
# Gives the API suites a PostgreSQL: the machine's own server on 127.0.0.1:5432 when it
# answers (started if it is installed but stopped), else a throw-away cluster made with
# initdb in a temp folder on a spare port. Writes DATABASE_URL to .ci/.postgres-env.
set -euo pipefail
cd "$(dirname "$0")"
out=.postgres-env

answers() { pg_isready -q -h 127.0.0.1 -p "$1" 2>/dev/null; }

if command -v pg_isready >/dev/null 2>&1 && ! answers 5432 && command -v pg_ctlcluster >/dev/null 2>&1; then
  version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1 || true)
  if [ -n "$version" ]; then
    pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || true
    for _ in $(seq 1 20); do answers 5432 && break; sleep 0.5; done
  fi
fi

if command -v psql >/dev/null 2>&1 && psql -h 127.0.0.1 -p 5432 -U postgres -d postgres -Atc 'select 1' >/dev/null 2>&1; then
  echo "export DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres" > "$out"
  exit 0
fi

# No usable server: make our own cluster (needs the PostgreSQL server binaries).
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bindir" ]; then
  echo "No PostgreSQL available: the API suites run on embedded PGlite only." >&2
  : > "$out"
  exit 0
fi
dir=$(mktemp -d /tmp/gk-pg.XXXXXX)
port=55432
owner=postgres
id "$owner" >/dev/null 2>&1 || owner=$(id -un)
chown "$owner" "$dir"
run_as() { if [ "$(id -u)" = 0 ]; then su "$owner" -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
run_as "$bindir/initdb -D $dir/data -U postgres --auth=trust -E UTF8 >/dev/null"
run_as "$bindir/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres" > "$out"
