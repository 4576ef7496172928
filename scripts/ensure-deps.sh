#!/usr/bin/env bash
# Installs npm dependencies when they are missing or older than the manifests (npm's cache makes
# a re-install quick).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ] || [ package.json -nt "$marker" ]; then
  echo "[setup] installing npm dependencies" >&2
  npm install --no-audit --no-fund --loglevel=error
fi
