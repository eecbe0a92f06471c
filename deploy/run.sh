#!/usr/bin/env bash
# The hosted recipe on one machine (docs/hosting.md): migrations, reference data and the build
# once, then two app instances (`npm start`'s own script, node scripts/start.mjs) on loopback ports,
# and Caddy in front (deploy/Caddyfile). CI runs exactly this (test/e2e/hosted.e2e.ts).
#
#   DATABASE_URL=postgresql://…  FT_SITE=tarot.example.org  bash deploy/run.sh
#
# Environment: DATABASE_URL (PostgreSQL, required), FT_SITE and the other FT_* of deploy/Caddyfile,
# FT_PORT_1 / FT_PORT_2 (the instances, default 3001 / 3002), FT_LOG_DIR (default data/logs: each
# instance's log app-1.log / app-2.log with one line per request, caddy.log, fortunes-access.log).
# SIGTERM or Ctrl-C stops it gracefully: the instances first (each finishes its requests, ends its
# live streams and says so in its log), then Caddy.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?set DATABASE_URL to the PostgreSQL database (docs/hosting.md)}"
case "$DATABASE_URL" in postgres://*|postgresql://*) ;; *) echo "deploy/run.sh: DATABASE_URL must be PostgreSQL (two instances share it)" >&2; exit 2 ;; esac
command -v caddy >/dev/null || { echo "deploy/run.sh: caddy is missing (apt-get install caddy)" >&2; exit 2; }

export FT_SITE="${FT_SITE:-tarot.example.org}"
export FT_LOG_DIR="${FT_LOG_DIR:-$PWD/data/logs}"
mkdir -p "$FT_LOG_DIR"
port1="${FT_PORT_1:-3001}"
port2="${FT_PORT_2:-3002}"
export FT_UPSTREAMS="127.0.0.1:$port1 127.0.0.1:$port2"
https_port="${FT_HTTPS_PORT:-443}"
# The address Invite gives the phones, and a name the apps answer to.
export PUBLIC_URL="${PUBLIC_URL:-https://$FT_SITE$([ "$https_port" = 443 ] || echo ":$https_port")}"
stamp() { date -u +%Y-%m-%dT%H:%M:%SZ; }

echo "$(stamp) [deploy] migrations, reference data and build (once)"
node scripts/start.mjs --no-serve

pids=()
for i in 1 2; do
  port="port$i"
  INSTANCE_NAME="app-$i" PORT="${!port}" LISTEN_HOST=127.0.0.1 ACCESS_LOG=1 \
    node scripts/start.mjs --skip-seed --skip-build >>"$FT_LOG_DIR/app-$i.log" 2>&1 &
  pids+=("$!")
  echo "$(stamp) [deploy] app-$i on 127.0.0.1:${!port} (log $FT_LOG_DIR/app-$i.log)"
done
caddy run --config deploy/Caddyfile --adapter caddyfile >>"$FT_LOG_DIR/caddy.log" 2>&1 &
caddy_pid=$!
echo "$(stamp) [deploy] caddy for https://$FT_SITE on port $https_port (log $FT_LOG_DIR/caddy.log)"

stopping=0
stop() {
  [ "$stopping" = 1 ] && return
  stopping=1
  echo "$(stamp) [deploy] stopping: the instances first, then caddy"
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
  kill -TERM "$caddy_pid" 2>/dev/null || true
  wait "$caddy_pid" 2>/dev/null || true
  echo "$(stamp) [deploy] stopped"
}
trap 'stop; exit 0' TERM INT
# One of them exiting on its own ends the whole (a supervisor such as systemd starts it again).
wait -n "${pids[@]}" "$caddy_pid" || true
echo "$(stamp) [deploy] a process exited on its own" >&2
stop
exit 1
