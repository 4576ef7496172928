#!/usr/bin/env bash
# Jaeger, the local trace viewer: its query API on 127.0.0.1:16686 (JAEGER_UI_PORT; the module carries no web UI, see
# docs/operations.md#traces) and its OTLP HTTP receiver on 127.0.0.1:4318 (JAEGER_OTLP_HTTP_PORT), where `npm start` and
# the tracing test send their spans; traces are kept in memory. Built from the Go module proxy into the cache, as
# stripe-mock is. Jaeger's go.mod has a replace directive, which `go install pkg@version` refuses, so the module is
# downloaded and built as the main module instead (with the same caches). The binary is Jaeger v2 (cmd/jaeger, the
# OpenTelemetry Collector based one, tagged v2.13.0 alongside v1.76.0); configured by jaeger.yaml beside this script.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$ROOT/scripts/lib/go.sh"
JAEGER_VERSION="v1.76.0"
JAEGER_HOME="$CACHE_DIR/jaeger-$JAEGER_VERSION"
JAEGER="$JAEGER_HOME/bin/jaeger"
PID_FILE="$DATA_DIR/jaeger.pid"
export JAEGER_UI_PORT="${JAEGER_UI_PORT:-16686}"
export JAEGER_OTLP_HTTP_PORT="${JAEGER_OTLP_HTTP_PORT:-4318}"
export JAEGER_QUERY_GRPC_PORT="${JAEGER_QUERY_GRPC_PORT:-16685}"
export JAEGER_MAX_TRACES="${JAEGER_MAX_TRACES:-50000}"

install_jaeger() {
  [ -x "$JAEGER" ] && return 0
  command -v go >/dev/null || { log 'go is needed to install Jaeger'; return 1; }
  log "building Jaeger $JAEGER_VERSION from the Go module proxy (first use only, cached in $JAEGER_HOME)"
  local source staging
  source="$(go_cached mod download -json "github.com/jaegertracing/jaeger@$JAEGER_VERSION" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [ -n "$source" ] || { log "Jaeger $JAEGER_VERSION could not be downloaded"; return 1; }
  # Under a temporary name first, so an interrupted build never leaves a binary the check above takes as installed.
  mkdir -p "$JAEGER_HOME/bin"
  staging="$(mktemp -d "$JAEGER_HOME/build.XXXXXX")"
  go_cached -C "$source" build -trimpath -o "$staging/jaeger" ./cmd/jaeger >&2
  mv "$staging/jaeger" "$JAEGER"
  rm -rf "$staging"
}

start() {
  if port_open "$JAEGER_OTLP_HTTP_PORT"; then log "Jaeger already listening on $JAEGER_OTLP_HTTP_PORT"; return 0; fi
  install_jaeger
  log "starting Jaeger $JAEGER_VERSION: query API on http://127.0.0.1:$JAEGER_UI_PORT, OTLP HTTP on 127.0.0.1:$JAEGER_OTLP_HTTP_PORT"
  nohup "$JAEGER" --config "$ROOT/scripts/infra/jaeger.yaml" >"$DATA_DIR/logs/jaeger.log" 2>&1 &
  echo $! >"$PID_FILE"
  wait_port "$JAEGER_OTLP_HTTP_PORT" Jaeger 60
  wait_port "$JAEGER_UI_PORT" 'Jaeger query API' 30
}

stop() { stop_pid_file "$PID_FILE"; }

case "${1:-start}" in
  install) install_jaeger ;;
  start) start ;;
  stop) stop ;;
  *) echo "usage: jaeger.sh install|start|stop" >&2; exit 2 ;;
esac
