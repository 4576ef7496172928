#!/usr/bin/env bash
# Builds the shop and admin apps with Vite when their sources, or the shared packages they bundle, changed since the
# last build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
for app in web admin-web; do
  # The shop's build ends with its server renderer (web/dist-server), so that file marks a finished build.
  case $app in
    web) out=web/dist-server/entry-server.cjs ;;
    *) out="$app/dist/index.html" ;;
  esac
  if [ ! -f "$out" ] || [ -n "$(find "$app/src" "$app/public" "$app/index.html" "$app/vite.config.ts" packages/*/src -newer "$out" -print -quit 2>/dev/null)" ]; then
    echo "[build] $app" >&2
    npm run build --silent -w "$app" >/dev/null
  fi
done
