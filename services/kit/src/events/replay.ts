import { randomUUID } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import type { Logger } from '../logger';
import { eventually } from '../retry';
import { eventCatalog, type EventType } from './catalog';
import type { EventHandlers } from './consumer';
import { envelopeSchema } from './envelope';

export interface ReplayOptions {
  kafka: Kafka;
  /** Namespaced topic names to read from their beginning. */
  topics: string[];
  handlers: EventHandlers;
  /** The consumer group the handlers normally run in: keys their effects as it would. */
  groupId: string;
  logger: Logger;
  timeoutMs?: number;
}

/**
 * Reads topics from the beginning up to their current end and hands every event to the handlers:
 * how a new or emptied read model is rebuilt from compacted state topics. Handlers are idempotent
 * (they keep the highest aggregate version applied), so replaying beside the live consumer is safe.
 * Resolves with the number of events applied.
 */
export async function replayTopics({
  kafka,
  topics,
  handlers,
  groupId,
  logger,
  timeoutMs = 120_000,
}: ReplayOptions): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  const ends = new Map<string, number>();
  for (const topic of topics) {
    // A broker that has just created the topic may not answer for it for a moment.
    for (const p of await eventually(() => admin.fetchTopicOffsets(topic), 30_000, 500)) {
      if (Number(p.high) > Number(p.low)) ends.set(`${topic}/${p.partition}`, Number(p.high));
    }
  }
  if (ends.size === 0) {
    await admin.disconnect();
    return 0;
  }
  // A throwaway group: replaying must not move the live group's offsets.
  const replayGroup = `${groupId}.replay.${randomUUID().slice(0, 8)}`;
  const consumer = kafka.consumer({ groupId: replayGroup });
  let applied = 0;
  try {
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Replay of ${topics.join(', ')} timed out`)), timeoutMs);
      consumer
        .run({
          eachMessage: async ({ topic, partition, message }) => {
            const parsed = envelopeSchema.safeParse(safeJson(message.value?.toString()));
            const handler = parsed.success ? handlers[parsed.data.type as EventType] : undefined;
            if (parsed.success && handler) {
              const event = parsed.data;
              const data = eventCatalog[event.type as EventType].data.safeParse(event.data);
              if (data.success) {
                await (handler as (d: unknown, e: unknown, c: { key: string }) => Promise<void>)(
                  data.data,
                  { ...event, data: data.data },
                  { key: `${groupId}:${event.id}` },
                );
                applied += 1;
              } else logger.warn({ topic, offset: message.offset }, 'replay skipped an invalid event');
            }
            const at = `${topic}/${partition}`;
            if (Number(message.offset) + 1 >= (ends.get(at) ?? 0)) ends.delete(at);
            if (ends.size === 0) {
              clearTimeout(timer);
              resolve();
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
    await admin.deleteGroups([replayGroup]).catch(() => undefined);
    await admin.disconnect();
  }
  logger.info({ topics, applied }, 'read model rebuilt from its topics');
  return applied;
}

/** True when the group has committed offsets on any of the topics (it will not read them again). */
export async function groupHasOffsets(kafka: Kafka, groupId: string, topics: string[]): Promise<boolean> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchOffsets({ groupId, topics });
    return offsets.some((t) => t.partitions.some((p) => Number(p.offset) >= 0));
  } finally {
    await admin.disconnect();
  }
}

function safeJson(text: string | undefined): unknown {
  try {
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
