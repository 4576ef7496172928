#!/usr/bin/env bash
# Starts the local engines and remembers which ones this run started, so `stop_started_engines`
# stops those and leaves alone any that were already running.
ENGINES_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../infra" && pwd)"
STARTED_ENGINES=()

start_engines() {
  if [ -n "${MONGODB_URI:-}" ] && [ -n "${KAFKA_BROKERS:-}" ] && [ -n "${REDIS_URL:-}" ]; then
    echo "[infra] using external engines from MONGODB_URI, KAFKA_BROKERS and REDIS_URL" >&2
    return 0
  fi
  source "$ENGINES_DIR/common.sh"
  local down=()
  port_open 6379 || down+=(redis)
  port_open 27017 || down+=(mongo)
  port_open 9092 || down+=(kafka)
  port_open 12111 || down+=(stripe-mock)
  port_open 4318 || down+=(jaeger)
  bash "$ENGINES_DIR/../infra.sh" start
  STARTED_ENGINES=("${down[@]}")
}

stop_started_engines() {
  local engine
  for engine in "${STARTED_ENGINES[@]}"; do bash "$ENGINES_DIR/$engine.sh" stop || true; done
}
