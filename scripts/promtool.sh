#!/usr/bin/env bash
# Prometheus's promtool, built with `go install` from the Go module proxy into the same cache as the local engines
# (SHOP_CACHE_DIR, default ~/.cache/shop-infra), with Go's module and build caches there too: the first run builds it,
# later runs find the binary and build nothing. Built without Prometheus's service discovery plugins (the cloud
# providers' SDKs, most of the build), which checking and testing rules never use.
# Usage: bash scripts/promtool.sh install        prints the binary's path
#        bash scripts/promtool.sh <promtool args>  e.g. check rules FILE, test rules FILE...
set -euo pipefail
# Prometheus v3.16.0: its Go module versions are v0.<major><minor>.<patch>. It needs Go 1.26.
PROMETHEUS_MODULE_VERSION="v0.316.0"
CACHE_DIR="${SHOP_CACHE_DIR:-$HOME/.cache/shop-infra}"
source "$(dirname "${BASH_SOURCE[0]}")/lib/go.sh"
PROMTOOL_HOME="$CACHE_DIR/promtool-$PROMETHEUS_MODULE_VERSION-without-sd"
PROMTOOL="$PROMTOOL_HOME/bin/promtool"

install_promtool() {
  [ -x "$PROMTOOL" ] && return 0
  command -v go >/dev/null || { printf '[promtool] go is needed to install promtool\n' >&2; return 1; }
  printf '[promtool] installing promtool %s with go install (first use only, cached in %s)\n' \
    "$PROMETHEUS_MODULE_VERSION" "$PROMTOOL_HOME" >&2
  # The binary lands under a temporary name first, so an interrupted build never leaves a half-written promtool that
  # the check above would take as installed.
  mkdir -p "$PROMTOOL_HOME"
  local staging
  staging="$(mktemp -d "$PROMTOOL_HOME/build.XXXXXX")"
  GOBIN="$staging" go_cached install -tags remove_all_sd \
    "github.com/prometheus/prometheus/cmd/promtool@$PROMETHEUS_MODULE_VERSION" >&2
  mkdir -p "$(dirname "$PROMTOOL")"
  mv "$staging/promtool" "$PROMTOOL"
  rm -rf "$staging"
}

install_promtool
if [ "${1:-}" = install ]; then
  echo "$PROMTOOL"
else
  exec "$PROMTOOL" "$@"
fi
