#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (test/e2e).
# CHROMIUM_PATH overrides the binary; otherwise /usr/bin/chromium, installed with apt when missing.
set -euo pipefail

bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$bin is not executable" >&2
  exit 1
fi

echo "Chromium not found at $bin; installing it with apt-get (Debian package 'chromium')..." >&2
bash "$(dirname "$0")/apt-install.sh" chromium
"$bin" --version >&2
