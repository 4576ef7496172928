#!/usr/bin/env bash
# npm test: install what is missing, start the engines, type-check, run every jest test against
# the real engines, build the apps and run the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/engines.sh
source scripts/lib/apt.sh
bash scripts/ensure-deps.sh
if ! command -v chromium >/dev/null 2>&1; then
  echo "[setup] installing Debian's chromium for the browser tests" >&2
  (apt_get update -q && apt_get install -y -q chromium fonts-liberation) >/dev/null
fi
start_engines
trap stop_started_engines EXIT

echo "[test] type-checking and lint" >&2
npx tsc -p tsconfig.json
npx tsc -p web/tsconfig.json --noEmit
npx tsc -p admin-web/tsconfig.json --noEmit
npm run --silent codegen -- --check
npx eslint .
npx prettier --check . >/dev/null
# k8s/ rendered with kustomize and checked against the Kubernetes schemas, docker-compose.yml against the Compose spec.
bash scripts/check-manifests.sh
# The alerts checked and unit-tested with Prometheus's promtool (built from the Go module proxy on first use, cached).
npx tsx scripts/check-alerts.ts

# The page service's tests render with the built shop, so the apps are built before jest.
bash scripts/build-apps.sh

echo "[test] unit and integration tests" >&2
npx jest "$@"

echo "[test] browser tests" >&2
npx playwright test -c e2e/playwright.config.ts
