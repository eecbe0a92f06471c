#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback, for tests and CI.
#
#   scripts/postgres-temp.sh start DIR [PORT]   init a cluster in DIR (if new), start it, print its URL
#   scripts/postgres-temp.sh stop DIR           stop it (DIR is left for you to delete)
#
# Uses Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin), installing it with apt when missing.
# PostgreSQL refuses to run as root: as root the server runs as the `postgres` user.
# The URL printed is postgresql://postgres@127.0.0.1:PORT/postgres (trust authentication, loopback only).
set -euo pipefail

cmd="${1:-}"
dir="${2:-}"
port="${3:-54329}"
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: $0 start DIR [PORT] | stop DIR" >&2
  exit 2
fi

find_bin() {
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  echo "$found"
}

bin="$(find_bin)"
if [ -z "$bin" ]; then
  echo "PostgreSQL not found; installing it with apt-get..." >&2
  bash "$(dirname "$0")/apt-install.sh" postgresql
  bin="$(find_bin)"
fi

# Run a PostgreSQL tool as a non-root user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    if [ "$(id -u)" -eq 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /bin/bash postgres
      chown postgres "$dir"
    fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        exit 1
      }
    fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null || {
      cat "$dir/server.log" >&2
      exit 1
    }
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    fi
    ;;
  *)
    echo "unknown command: $cmd" >&2
    exit 2
    ;;
esac
