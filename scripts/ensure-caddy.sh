#!/usr/bin/env bash
# Makes sure Debian's Caddy is installed for the hosted recipe's CI step (deploy/, test/e2e/hosted.e2e.ts):
# /usr/bin/caddy, installed with apt when missing. The package's own service is left alone (stopped
# and disabled when apt just started it, so it does not hold ports 80/443 on a CI machine).
set -euo pipefail

if command -v caddy >/dev/null; then
  exit 0
fi
echo "Caddy not found; installing it with apt-get (Debian package 'caddy')..." >&2
bash "$(dirname "$0")/apt-install.sh" caddy
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
if command -v systemctl >/dev/null && systemctl is-active --quiet caddy 2>/dev/null; then
  $sudo systemctl disable --now caddy >/dev/null 2>&1 || true
fi
caddy version >&2
