#!/usr/bin/env bash
# Installs Debian packages with apt-get, as root or through sudo, updating the package lists only
# when the first try fails (a fresh CI image may have none). Used by ensure-chromium.sh,
# ensure-caddy.sh and postgres-temp.sh, which first check whether the program is already there.
#   bash scripts/apt-install.sh PACKAGE...
set -euo pipefail

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y --no-install-recommends "$@" >/dev/null 2>&1; then
  $sudo apt-get update >/dev/null
  $sudo apt-get install -y --no-install-recommends "$@" >/dev/null
fi
