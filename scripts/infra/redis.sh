#!/usr/bin/env bash
# Redis on 127.0.0.1:6379 (REDIS_PORT) from Debian's redis-server (installed with apt-get when missing).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
PID_FILE="$DATA_DIR/redis.pid"
# Another server beside the shared one (the chaos bench) sets its own port and SHOP_DATA_DIR.
REDIS_PORT="${REDIS_PORT:-6379}"

install_redis() {
  command -v redis-server >/dev/null 2>&1 && return 0
  log "installing redis-server with apt-get"
  (apt_get update -q && apt_get install -y -q redis-server) >&2
}

start() {
  if port_open "$REDIS_PORT"; then log "Redis already listening on $REDIS_PORT"; return 0; fi
  install_redis
  log "starting Redis on 127.0.0.1:$REDIS_PORT"
  # Append-only file (fsync each second) under .data/: ended sessions, session versions and queued
  # jobs live only here, so a restart must not forget them (a logged-out token would sign in again).
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly yes --appendfsync everysec --daemonize yes \
    --pidfile "$PID_FILE" --logfile "$DATA_DIR/logs/redis.log" --dir "$DATA_DIR"
  wait_port "$REDIS_PORT" Redis 20
}

stop() { stop_pid_file "$PID_FILE"; }

case "${1:-start}" in
  install) install_redis ;;
  start) start ;;
  stop) stop ;;
  *) echo "usage: redis.sh install|start|stop" >&2; exit 2 ;;
esac
