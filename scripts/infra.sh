#!/usr/bin/env bash
# Starts, checks or stops the local engines (Kafka, a MongoDB-wire server, Redis, stripe-mock) and the trace viewer
# (Jaeger) on 127.0.0.1.
# With MONGODB_URI, KAFKA_BROKERS and REDIS_URL all set, external engines are used and nothing starts.
set -euo pipefail
DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/infra" && pwd)"
cmd=${1:-start}

if [ -n "${MONGODB_URI:-}" ] && [ -n "${KAFKA_BROKERS:-}" ] && [ -n "${REDIS_URL:-}" ]; then
  echo "[infra] using external engines from MONGODB_URI, KAFKA_BROKERS and REDIS_URL" >&2
  exit 0
fi

case "$cmd" in
  start)
    # One start at a time: two racing starts would each launch a Kafka on the same ports and log directory.
    mkdir -p "$DIR/../../.data"
    exec 9>"$DIR/../../.data/infra-start.lock"
    flock 9
    # Builds and downloads run side by side; each step is a no-op once cached.
    bash "$DIR/mongo.sh" install & m=$!
    bash "$DIR/kafka.sh" install & k=$!
    bash "$DIR/stripe-mock.sh" install & s=$!
    # The trace viewer is not needed to shop: with TRACE_VIEWER_IN_BACKGROUND (npm start) it is built (minutes, on
    # first use only) and started behind the engines, and spans sent before it listens are dropped.
    j=
    [ -n "${TRACE_VIEWER_IN_BACKGROUND:-}" ] || { bash "$DIR/jaeger.sh" install & j=$!; }
    bash "$DIR/redis.sh" install
    wait $m; wait $k; wait $s; [ -z "$j" ] || wait $j
    # The engines outlive this script, so they must not inherit the lock.
    bash "$DIR/redis.sh" start 9>&-
    bash "$DIR/mongo.sh" start 9>&-
    bash "$DIR/kafka.sh" start 9>&-
    bash "$DIR/stripe-mock.sh" start 9>&-
    if [ -n "${TRACE_VIEWER_IN_BACKGROUND:-}" ]; then
      mkdir -p "$DIR/../../.data/logs"
      nohup bash "$DIR/jaeger.sh" start 9>&- >>"$DIR/../../.data/logs/jaeger-start.log" 2>&1 &
    else
      bash "$DIR/jaeger.sh" start 9>&-
    fi
    ;;
  stop)
    bash "$DIR/jaeger.sh" stop; bash "$DIR/stripe-mock.sh" stop; bash "$DIR/kafka.sh" stop; bash "$DIR/mongo.sh" stop; bash "$DIR/redis.sh" stop ;;
  status)
    source "$DIR/common.sh"
    for p in 6379:Redis 27017:MongoDB 9092:Kafka 12111:stripe-mock 16686:Jaeger; do
      if port_open "${p%%:*}"; then echo "${p#*:} up"; else echo "${p#*:} down"; fi
    done ;;
  *) echo "usage: infra.sh start|stop|status" >&2; exit 2 ;;
esac
