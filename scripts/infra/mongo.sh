#!/usr/bin/env bash
# MongoDB-wire server on 127.0.0.1:27017 (MONGO_PORT): mongod when it is on PATH, otherwise mongo-java-server
# with its persistent H2 backend, fetched from Maven Central. (FerretDB v1 was measured and
# rejected: its updates are not atomic, so concurrent conditional $inc oversold stock.)
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
SRC_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/mongo-wire" && pwd)"
# Keyed by the sources, so a fresh clone reuses the build and an edit rebuilds it.
WIRE_HOME="$CACHE_DIR/mongo-wire-$MONGO_WIRE_VERSION-$(cat "$SRC_DIR/pom.xml" "$SRC_DIR"/*.java | sha1sum | cut -c1-10)"
MONGO_DATA="$DATA_DIR/mongo"
PID_FILE="$DATA_DIR/mongo.pid"
# Another server beside the shared one (the chaos bench) sets its own port and SHOP_DATA_DIR.
MONGO_PORT="${MONGO_PORT:-27017}"

install_mongo_wire() {
  [ -f "$WIRE_HOME/.complete" ] && return 0
  log "fetching mongo-java-server $MONGO_WIRE_VERSION with Maven (cached in ~/.m2)"
  mkdir -p "$WIRE_HOME/classes"
  (mvn -q -B -f "$SRC_DIR/pom.xml" dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$WIRE_HOME/lib") >&2
  javac -d "$WIRE_HOME/classes" -cp "$WIRE_HOME/lib/*" "$SRC_DIR"/*.java
  touch "$WIRE_HOME/.complete"
}

start() {
  if port_open "$MONGO_PORT"; then log "MongoDB-wire server already listening on $MONGO_PORT"; return 0; fi
  mkdir -p "$MONGO_DATA"
  if command -v mongod >/dev/null 2>&1; then
    log "starting mongod on 127.0.0.1:$MONGO_PORT"
    nohup mongod --bind_ip 127.0.0.1 --port "$MONGO_PORT" --dbpath "$MONGO_DATA" >"$DATA_DIR/logs/mongo.log" 2>&1 &
  else
    install_mongo_wire
    log "starting mongo-java-server $MONGO_WIRE_VERSION (H2) on 127.0.0.1:$MONGO_PORT"
    nohup java -Xms128m -Xmx1g -XX:+UseSerialGC -Dorg.slf4j.simpleLogger.defaultLogLevel=warn \
      -cp "$WIRE_HOME/classes:$WIRE_HOME/lib/*" MongoWireServer "$MONGO_DATA/shop.mv.db" "$MONGO_PORT" \
      >"$DATA_DIR/logs/mongo.log" 2>&1 &
  fi
  echo $! >"$PID_FILE"
  wait_port "$MONGO_PORT" MongoDB 60
}

stop() { stop_pid_file "$PID_FILE"; }

case "${1:-start}" in
  install) command -v mongod >/dev/null 2>&1 || install_mongo_wire ;;
  start) start ;;
  stop) stop ;;
  *) echo "usage: mongo.sh install|start|stop" >&2; exit 2 ;;
esac
