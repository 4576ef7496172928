import { ConfigResourceTypes, Kafka, KafkaJSError, Partitioners, logLevel, type Admin, type Producer } from 'kafkajs';
import type { Logger } from '../logger';
import { eventually, sleep } from '../retry';
import { allTopics, compactedTopics } from '@shop/contracts';
import { deadLetterTopic } from './topics';

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

export interface TopicOptions {
  /** Prepended to every name (see KAFKA_NAMESPACE). */
  namespace?: string;
  partitions?: number;
  /** Domain topics without namespace; each also gets its dead-letter topic. Default: all of them. */
  topics?: string[];
}

const COMPACT = { name: 'cleanup.policy', value: 'compact' };
/** Dead letters wait for someone to look at them: a month rather than Kafka's default week. */
const DEAD_LETTER_RETENTION = { name: 'retention.ms', value: String(30 * 24 * 60 * 60 * 1000) };

/**
 * Creates the domain topics and their dead-letter topics up front, so consumers can subscribe
 * before the first event, with state topics compacted (an existing one is switched over).
 */
export async function ensureTopics(
  kafka: Kafka,
  { namespace = '', partitions = 3, topics = allTopics }: TopicOptions = {},
): Promise<void> {
  const wanted = topics.flatMap((topic) => [
    { topic: `${namespace}${topic}`, configEntries: compactedTopics.has(topic) ? [COMPACT] : [] },
    { topic: `${namespace}${deadLetterTopic(topic)}`, configEntries: [DEAD_LETTER_RETENTION] },
  ]);
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t.topic));
    if (missing.length > 0) {
      // kafkajs treats TOPIC_ALREADY_EXISTS (services starting together race here) as success.
      await admin.createTopics({
        topics: missing.map((t) => ({ ...t, numPartitions: partitions })),
        waitForLeaders: false,
      });
      // kafkajs's own wait for leaders gives up on UNKNOWN_TOPIC_OR_PARTITION, which a busy broker
      // answers until its metadata catches up with the new topics; keep asking instead.
      await eventually(async () => {
        const { topics: described } = await admin.fetchTopicMetadata({ topics: missing.map((t) => t.topic) });
        const leaderless = described.filter((t) => t.partitions.length === 0 || t.partitions.some((p) => p.leader < 0));
        if (leaderless.length > 0)
          throw new Error(`Topics without leaders yet: ${leaderless.map((t) => t.name).join(', ')}`);
      }, 30_000);
    }
    await compactExisting(
      admin,
      wanted.filter((t) => existing.has(t.topic) && t.configEntries.includes(COMPACT)).map((t) => t.topic),
    );
  } finally {
    await admin.disconnect();
  }
}

/** Topics created before they were declared state topics are switched to compaction. */
async function compactExisting(admin: Admin, topics: string[]): Promise<void> {
  if (topics.length === 0) return;
  const { resources } = await admin.describeConfigs({
    resources: topics.map((name) => ({ type: ConfigResourceTypes.TOPIC, name, configNames: [COMPACT.name] })),
    includeSynonyms: false,
  });
  const notCompacted = resources
    .filter((r) => !r.configEntries.some((e) => e.configName === COMPACT.name && e.configValue === COMPACT.value))
    .map((r) => r.resourceName);
  if (notCompacted.length === 0) return;
  await admin.alterConfigs({
    validateOnly: false,
    resources: notCompacted.map((name) => ({ type: ConfigResourceTypes.TOPIC, name, configEntries: [COMPACT] })),
  });
}

export function createProducer(kafka: Kafka): Producer {
  // The default (murmur2) partitioner keeps per-key ordering compatible with the Java client.
  return kafka.producer({
    allowAutoTopicCreation: true,
    retry: { retries: 5 },
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}

/**
 * A group's committed offsets. kafkajs does not retry this request itself, and the broker answers
 * NOT_COORDINATOR or COORDINATOR_LOAD_IN_PROGRESS (both retriable) while a new group's coordinator
 * is chosen or loaded: a busy broker does so for a while after the group's first join.
 */
export async function fetchGroupOffsets(admin: Admin, groupId: string, topics: string[], attempts = 20) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await admin.fetchOffsets({ groupId, topics });
    } catch (err) {
      if (!(err instanceof KafkaJSError && err.retriable) || attempt >= attempts) throw err;
      await sleep(Math.min(200 * attempt, 2_000));
    }
  }
}
