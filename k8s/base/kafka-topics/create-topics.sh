#!/bin/bash
# Run by the Job kafka-topics (apache/kafka image): creates every topic in topics.txt that is missing, with
# KAFKA_TOPIC_PARTITIONS partitions and KAFKA_TOPIC_REPLICATION_FACTOR replicas, and switches an existing state topic
# to compaction (as the services' ensureTopics would). Partitions of an existing topic are left alone: adding some
# moves keys to other partitions, which breaks the per-key order the consumers rely on; do that by hand, in a quiet hour.
set -euo pipefail
bin="${KAFKA_BIN:-/opt/kafka/bin}"
topics_file="${TOPICS_FILE:-/etc/kafka-topics/topics.txt}"
brokers="${KAFKA_BROKERS:?KAFKA_BROKERS is not set}"
partitions="${KAFKA_TOPIC_PARTITIONS:-3}"
replicas="${KAFKA_TOPIC_REPLICATION_FACTOR:-3}"
# With three replicas or more, a write is acknowledged by two of them (the producers ask for all in-sync replicas).
min_isr=1
[ "$replicas" -ge 3 ] && min_isr=2

existing="$("$bin/kafka-topics.sh" --bootstrap-server "$brokers" --list)"
created=0
kept=0
while read -r topic policy retention; do
  case "$topic" in '' | '#'*) continue ;; esac
  name="${KAFKA_NAMESPACE:-}$topic"
  if grep -qxF "$name" <<<"$existing"; then
    kept=$((kept + 1))
    if [ "$policy" = compact ]; then
      "$bin/kafka-configs.sh" --bootstrap-server "$brokers" --alter --entity-type topics --entity-name "$name" \
        --add-config cleanup.policy=compact >/dev/null
    fi
    continue
  fi
  config=(--config "cleanup.policy=$policy" --config "min.insync.replicas=$min_isr")
  [ "$retention" = - ] || config+=(--config "retention.ms=$retention")
  "$bin/kafka-topics.sh" --bootstrap-server "$brokers" --create --if-not-exists --topic "$name" \
    --partitions "$partitions" --replication-factor "$replicas" "${config[@]}"
  created=$((created + 1))
done <"$topics_file"
echo "kafka-topics: $created created, $kept already there"
