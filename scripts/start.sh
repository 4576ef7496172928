#!/usr/bin/env bash
# npm start: install what is missing, start the engines, build the apps, start every service and
# the gateway, seed demo data and serve the shop on http://localhost:4000. Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/engines.sh
bash scripts/ensure-deps.sh
# The trace viewer comes up behind the shop: its first build takes minutes.
TRACE_VIEWER_IN_BACKGROUND=1 start_engines
trap stop_started_engines EXIT
bash scripts/build-apps.sh
node --import tsx scripts/start.ts
