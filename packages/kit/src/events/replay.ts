import { randomUUID } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import type { Logger } from '../logger';
import { dispatch, MalformedEvent, type EventHandlers } from './consumer';
import { fetchGroupOffsets } from './kafka';
import { readToEnd } from './topic-reader';

export interface ReplayOptions {
  kafka: Kafka;
  /** Namespaced topic names to read from their beginning. */
  topics: string[];
  handlers: EventHandlers;
  /** The consumer group the handlers normally run in: keys their effects as it would. */
  groupId: string;
  logger: Logger;
}

/**
 * Reads topics from the beginning up to their current end and hands every event to the handlers:
 * how a new or emptied read model is rebuilt from compacted state topics. Handlers are idempotent
 * (they keep the highest aggregate version applied), so replaying beside the live consumer is safe.
 * Resolves with the number of events applied.
 */
export async function replayTopics({ kafka, topics, handlers, groupId, logger }: ReplayOptions): Promise<number> {
  let applied = 0;
  await readToEnd({
    kafka,
    topics,
    // A throwaway group: replaying must not move the live group's offsets.
    groupId: `${groupId}.replay.${randomUUID().slice(0, 8)}`,
    resume: false,
    each: async (message, topic) => {
      try {
        const event = dispatch(message.value?.toString() ?? null, handlers);
        if (!event) return;
        await event.handle({ key: `${groupId}:${event.envelope.id}` });
        applied += 1;
      } catch (err) {
        if (!(err instanceof MalformedEvent)) throw err;
        logger.warn({ topic, offset: message.offset, err }, 'replay skipped a malformed event');
      }
    },
  });
  logger.info({ topics, applied }, 'read model rebuilt from its topics');
  return applied;
}

/** True when the group has committed offsets on any of the topics (it will not read them again). */
export async function groupHasOffsets(kafka: Kafka, groupId: string, topics: string[]): Promise<boolean> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const offsets = await fetchGroupOffsets(admin, groupId, topics);
    return offsets.some((t) => t.partitions.some((p) => Number(p.offset) >= 0));
  } finally {
    await admin.disconnect();
  }
}
