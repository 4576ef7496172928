#!/usr/bin/env bash
# MongoDB-wire server on 127.0.0.1:27017: mongod when it is on PATH, otherwise FerretDB v1
# (SQLite backend, persistent) built from the Go module proxy.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
FERRET_BIN="$CACHE_DIR/ferretdb-$FERRETDB_VERSION/ferretdb"
MONGO_DATA="$DATA_DIR/mongo"
PID_FILE="$DATA_DIR/mongo.pid"

install_ferretdb() {
  [ -x "$FERRET_BIN" ] && return 0
  log "building FerretDB $FERRETDB_VERSION from the Go module proxy (one time)"
  local src_dir build_dir
  src_dir=$(cd "$CACHE_DIR" && GOFLAGS=-mod=mod go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" \
    | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
  build_dir="$CACHE_DIR/ferretdb-src"
  rm -rf "$build_dir"; cp -r "$src_dir" "$build_dir"; chmod -R u+w "$build_dir"
  # The module zip leaves out the git-ignored version file the binary reads at start.
  mkdir -p "$build_dir/build/version"; echo "$FERRETDB_VERSION" >"$build_dir/build/version/version.txt"
  mkdir -p "$(dirname "$FERRET_BIN")"
  (cd "$build_dir" && CGO_ENABLED=0 go build -o "$FERRET_BIN" ./cmd/ferretdb) >&2
  rm -rf "$build_dir"
}

start() {
  if port_open 27017; then log "MongoDB-wire server already listening on 27017"; return 0; fi
  mkdir -p "$MONGO_DATA"
  if command -v mongod >/dev/null 2>&1; then
    log "starting mongod on 127.0.0.1:27017"
    nohup mongod --bind_ip 127.0.0.1 --port 27017 --dbpath "$MONGO_DATA" >"$DATA_DIR/logs/mongo.log" 2>&1 &
  else
    install_ferretdb
    log "starting FerretDB $FERRETDB_VERSION (SQLite) on 127.0.0.1:27017"
    nohup "$FERRET_BIN" --handler=sqlite --sqlite-url="file:$MONGO_DATA/" --listen-addr=127.0.0.1:27017 \
      --state-dir="$MONGO_DATA" --telemetry=disable --debug-addr=- --log-level=warn \
      >"$DATA_DIR/logs/mongo.log" 2>&1 &
  fi
  echo $! >"$PID_FILE"
  wait_port 27017 MongoDB 60
}

stop() {
  [ -f "$PID_FILE" ] || return 0
  local pid; pid=$(cat "$PID_FILE")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  rm -f "$PID_FILE"
}

case "${1:-start}" in
  install) command -v mongod >/dev/null 2>&1 || install_ferretdb ;;
  start) start ;;
  stop) stop ;;
  *) echo "usage: mongo.sh install|start|stop" >&2; exit 2 ;;
esac
