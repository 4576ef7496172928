import type { Kafka, KafkaMessage } from 'kafkajs';
import { eventually } from '../retry';
import { fetchGroupOffsets } from './kafka';

export interface ReadToEndOptions {
  kafka: Kafka;
  /** Namespaced topic names. */
  topics: string[];
  groupId: string;
  /**
   * Resume where this group stopped last time and remember where it stops now; otherwise read from
   * the beginning with a throwaway group that is deleted afterwards.
   */
  resume: boolean;
  each: (message: KafkaMessage, topic: string) => Promise<void>;
  timeoutMs?: number;
}

/**
 * Reads topics up to the end they had when the read began, then stops: for rebuilding read models
 * and for working through dead letters. Messages arriving meanwhile are left for next time.
 */
export async function readToEnd({ kafka, topics, groupId, resume, each, timeoutMs = 120_000 }: ReadToEndOptions) {
  const admin = kafka.admin();
  await admin.connect();
  const consumer = kafka.consumer({ groupId });
  let timer: NodeJS.Timeout | undefined;
  try {
    const ends = await endsToReach(admin, topics, groupId, resume);
    if (ends.size === 0) return;
    const positions = new Map<string, { topic: string; partition: number; offset: string }>();
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Reading ${topics.join(', ')} timed out`)), timeoutMs);
      consumer
        .run({
          autoCommit: false,
          eachMessage: async ({ topic, partition, message }) => {
            const at = `${topic}/${partition}`;
            const end = ends.get(at);
            if (end === undefined) return;
            await each(message, topic);
            const next = Number(message.offset) + 1;
            positions.set(at, { topic, partition, offset: String(next) });
            if (next >= end) ends.delete(at);
            if (ends.size === 0) resolve();
          },
        })
        .catch(reject);
    });
    if (resume) await consumer.commitOffsets([...positions.values()]);
  } finally {
    clearTimeout(timer);
    await consumer.disconnect();
    if (!resume) await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
  }
}

/** The end offset of every `topic/partition` that holds messages this read has to go through. */
async function endsToReach(
  admin: ReturnType<Kafka['admin']>,
  topics: string[],
  groupId: string,
  resume: boolean,
): Promise<Map<string, number>> {
  const ends = new Map<string, number>();
  for (const topic of topics) {
    // A broker that has just created the topic may not answer for it for a moment.
    const offsets = await eventually(() => admin.fetchTopicOffsets(topic), 30_000, 500);
    const committed = resume ? ((await fetchGroupOffsets(admin, groupId, [topic]))[0]?.partitions ?? []) : [];
    for (const p of offsets) {
      const from = Number(committed.find((c) => c.partition === p.partition)?.offset ?? -1);
      if (Number(p.high) > Math.max(Number(p.low), from)) ends.set(`${topic}/${p.partition}`, Number(p.high));
    }
  }
  return ends;
}
