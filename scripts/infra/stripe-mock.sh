#!/usr/bin/env bash
# stripe-mock (Stripe's own API mock: every request checked against Stripe's OpenAPI spec, answered with its fixtures)
# on 127.0.0.1:12111 (STRIPE_MOCK_PORT), built with `go install` from the Go module proxy into the cache: the Go
# module and build caches live there too, so nothing is written under ~/go. It is stateless; the local Stripe stand-in
# (packages/test-support/src/stripe.ts) keeps the state in front of it.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$ROOT/scripts/lib/go.sh"
STRIPE_MOCK_VERSION="v0.203.0"
STRIPE_MOCK_HOME="$CACHE_DIR/stripe-mock-$STRIPE_MOCK_VERSION"
PID_FILE="$DATA_DIR/stripe-mock.pid"
STRIPE_MOCK_PORT="${STRIPE_MOCK_PORT:-12111}"

install_stripe_mock() {
  [ -x "$STRIPE_MOCK_HOME/bin/stripe-mock" ] && return 0
  command -v go >/dev/null || { log 'go is needed to install stripe-mock'; return 1; }
  log "installing stripe-mock $STRIPE_MOCK_VERSION with go install (cached in $STRIPE_MOCK_HOME)"
  GOBIN="$STRIPE_MOCK_HOME/bin" go_cached install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" >&2
}

start() {
  if port_open "$STRIPE_MOCK_PORT"; then log "stripe-mock already listening on $STRIPE_MOCK_PORT"; return 0; fi
  install_stripe_mock
  log "starting stripe-mock $STRIPE_MOCK_VERSION on 127.0.0.1:$STRIPE_MOCK_PORT"
  nohup "$STRIPE_MOCK_HOME/bin/stripe-mock" -http-addr "127.0.0.1:$STRIPE_MOCK_PORT" \
    >"$DATA_DIR/logs/stripe-mock.log" 2>&1 &
  echo $! >"$PID_FILE"
  wait_port "$STRIPE_MOCK_PORT" stripe-mock 30
}

stop() { stop_pid_file "$PID_FILE"; }

case "${1:-start}" in
  install) install_stripe_mock ;;
  start) start ;;
  stop) stop ;;
  *) echo "usage: stripe-mock.sh install|start|stop" >&2; exit 2 ;;
esac
