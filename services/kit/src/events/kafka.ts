import { Kafka, Partitioners, logLevel, type Producer } from 'kafkajs';
import type { Logger } from '../logger';
import { eventually } from '../retry';
import { allTopics } from './catalog';

export function createKafka(brokers: string[], clientId: string, logger: Logger): Kafka {
  return new Kafka({
    clientId,
    brokers,
    retry: { initialRetryTime: 200, retries: 10 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ namespace, level, log }) => {
        const { message, ...extra } = log;
        // kafkajs logs each failed protocol response ("Response CreateTopics ...") as an error, then
        // retries it or, for a topic another service just created, treats it as done: a warning.
        const handledByKafkajs = namespace === 'Connection' && String(message).startsWith('Response ');
        const fn = level <= logLevel.ERROR && !handledByKafkajs ? 'error' : 'warn';
        logger[fn]({ namespace, ...extra }, message);
      },
  });
}

/** Creates the domain topics up front so consumers can subscribe before the first event. */
export async function ensureTopics(kafka: Kafka, topics: string[] = allTopics, numPartitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    if (missing.length === 0) return;
    // kafkajs treats TOPIC_ALREADY_EXISTS (services starting together race here) as success.
    await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions })), waitForLeaders: false });
    // kafkajs's own wait for leaders gives up on UNKNOWN_TOPIC_OR_PARTITION, which a busy broker
    // answers until its metadata catches up with the new topics; keep asking instead.
    await eventually(async () => {
      const { topics: described } = await admin.fetchTopicMetadata({ topics: missing });
      const leaderless = described.filter((t) => t.partitions.length === 0 || t.partitions.some((p) => p.leader < 0));
      if (leaderless.length > 0)
        throw new Error(`Topics without leaders yet: ${leaderless.map((t) => t.name).join(', ')}`);
    }, 30_000);
  } finally {
    await admin.disconnect();
  }
}

export function createProducer(kafka: Kafka): Producer {
  // The default (murmur2) partitioner keeps per-key ordering compatible with the Java client.
  return kafka.producer({
    allowAutoTopicCreation: true,
    retry: { retries: 5 },
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}
