#!/usr/bin/env bash
# Apache Kafka, single-node KRaft broker+controller, run from Maven Central jars.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
KAFKA_HOME="$CACHE_DIR/kafka-$KAFKA_VERSION"
KAFKA_DATA="$DATA_DIR/kafka"
PID_FILE="$DATA_DIR/kafka.pid"
# Another broker beside the shared one (tests that stop Kafka) sets its own ports and SHOP_DATA_DIR.
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"

install_kafka() {
  [ -f "$KAFKA_HOME/.complete" ] && return 0
  log "fetching Kafka $KAFKA_VERSION jars with Maven (cached in ~/.m2)"
  mkdir -p "$KAFKA_HOME"
  cat > "$KAFKA_HOME/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.shop</groupId><artifactId>kafka-runtime</artifactId><version>1</version>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>$KAFKA_VERSION</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-reload4j</artifactId><version>1.7.36</version></dependency>
  </dependencies>
</project>
POM
  (cd "$KAFKA_HOME" && mvn -q -B dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory=lib) >&2
  touch "$KAFKA_HOME/.complete"
}

# The broker's jars hold kafka-configs.sh's class (kafka.admin.ConfigCommand) but not kafka-topics.sh's
# (org.apache.kafka.tools.TopicCommand, in kafka-tools since 3.5): fetch that jar alone, and write the two scripts
# the image's /opt/kafka/bin has, so the topics Job's script runs here against a local broker (KAFKA_BIN).
install_cli() {
  [ -f "$KAFKA_HOME/bin/.complete" ] && return 0
  install_kafka
  log "fetching kafka-tools $KAFKA_VERSION with Maven (cached in ~/.m2)"
  mkdir -p "$KAFKA_HOME/bin" "$KAFKA_HOME/tools"
  (mvn -q -B dependency:copy -Dartifact="org.apache.kafka:kafka-tools:$KAFKA_VERSION" \
    -DoutputDirectory="$KAFKA_HOME/tools") >&2
  for tool in kafka-topics.sh:org.apache.kafka.tools.TopicCommand kafka-configs.sh:kafka.admin.ConfigCommand; do
    cat >"$KAFKA_HOME/bin/${tool%%:*}" <<SCRIPT
#!/bin/sh
exec java -Xmx192m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Dlog4j.configuration=file:$KAFKA_HOME/bin/log4j.properties \\
  -cp "$KAFKA_HOME/lib/*:$KAFKA_HOME/tools/*" ${tool#*:} "\$@"
SCRIPT
    chmod +x "$KAFKA_HOME/bin/${tool%%:*}"
  done
  printf 'log4j.rootLogger=WARN, stderr\nlog4j.appender.stderr=org.apache.log4j.ConsoleAppender\nlog4j.appender.stderr.Target=System.err\nlog4j.appender.stderr.layout=org.apache.log4j.PatternLayout\nlog4j.appender.stderr.layout.ConversionPattern=%%p %%m%%n\n' \
    >"$KAFKA_HOME/bin/log4j.properties"
  touch "$KAFKA_HOME/bin/.complete"
}

write_config() {
  mkdir -p "$KAFKA_DATA/logs"
  cat > "$KAFKA_DATA/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$KAFKA_DATA/logs
num.partitions=3
offsets.topic.replication.factor=1
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
PROPS
  cat > "$KAFKA_DATA/log4j.properties" <<LOG
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$DATA_DIR/logs/kafka.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka=INFO
LOG
}

start() {
  if port_open "$KAFKA_PORT"; then log "Kafka already listening on $KAFKA_PORT"; return 0; fi
  install_kafka
  write_config
  local cp="$KAFKA_HOME/lib/*"
  if [ ! -f "$KAFKA_DATA/logs/meta.properties" ]; then
    local id; id=$(java -cp "$cp" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1)
    java -cp "$cp" -Dlog4j.configuration="file:$KAFKA_DATA/log4j.properties" kafka.tools.StorageTool format \
      -t "$id" -c "$KAFKA_DATA/server.properties" --ignore-formatted >/dev/null
  fi
  log "starting Kafka $KAFKA_VERSION on 127.0.0.1:$KAFKA_PORT"
  nohup java -Xms256m -Xmx512m -XX:+UseSerialGC -Dlog4j.configuration="file:$KAFKA_DATA/log4j.properties" \
    -cp "$cp" kafka.Kafka "$KAFKA_DATA/server.properties" >"$DATA_DIR/logs/kafka.out" 2>&1 &
  echo $! >"$PID_FILE"
  wait_port "$KAFKA_PORT" Kafka 90
}

stop() { stop_pid_file "$PID_FILE"; }

case "${1:-start}" in
  install) install_kafka ;;
  # Prints the directory holding kafka-topics.sh and kafka-configs.sh.
  cli) install_cli && echo "$KAFKA_HOME/bin" ;;
  start) start ;;
  stop) stop ;;
  *) echo "usage: kafka.sh install|cli|start|stop" >&2; exit 2 ;;
esac
