#!/usr/bin/env bash
# Shared paths for the local infrastructure scripts.
# Downloads and builds live in a cache outside the clone so a fresh clone (and CI) reuses them;
# data and logs live in the clone's git-ignored .data/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CACHE_DIR="${SHOP_CACHE_DIR:-$HOME/.cache/shop-infra}"
DATA_DIR="${SHOP_DATA_DIR:-$ROOT/.data}"
KAFKA_VERSION="3.9.1"
MONGO_WIRE_VERSION="1.47.0"
mkdir -p "$CACHE_DIR" "$DATA_DIR/logs"

log() { printf '[infra] %s\n' "$*" >&2; }

# port_open PORT -> true when something listens on 127.0.0.1:PORT
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# wait_port PORT NAME SECONDS
wait_port() {
  local port=$1 name=$2 limit=${3:-60} i=0
  until port_open "$port"; do
    i=$((i + 1))
    if [ "$i" -gt $((limit * 4)) ]; then log "$name did not open port $port within ${limit}s"; return 1; fi
    sleep 0.25
  done
}

# stop_pid_file FILE: stops the process recorded in FILE (SIGTERM, then up to 30 s to exit).
stop_pid_file() {
  local file=$1 pid
  [ -f "$file" ] || return 0
  pid=$(cat "$file")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 120); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  rm -f "$file"
}
