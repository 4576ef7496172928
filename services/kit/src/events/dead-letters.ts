import { randomUUID } from 'node:crypto';
import type { Kafka, Producer } from 'kafkajs';
import type { DeadLetter } from './consumer';
import { eventually } from '../retry';
import { deadLetterTopic } from './catalog';

export interface StoredDeadLetter extends DeadLetter {
  /** Offset of the letter in the dead-letter topic. */
  dlqOffset: string;
  dlqPartition: number;
}

/** Every dead letter of a topic (namespaced name, without `.dlq`), oldest first. */
export async function listDeadLetters(kafka: Kafka, topic: string): Promise<StoredDeadLetter[]> {
  const letters: StoredDeadLetter[] = [];
  await readToEnd(
    kafka,
    deadLetterTopic(topic),
    `${deadLetterTopic(topic)}.list.${randomUUID().slice(0, 8)}`,
    true,
    (l) => {
      letters.push(l);
    },
  );
  return letters;
}

/**
 * Publishes the dead letters of a topic that were not replayed before back to the topic, with
 * their original key, so the consumer groups handle them again once the cause is fixed. The
 * replay group's committed offsets remember what was replayed. Letters without an event (text
 * that was never an envelope) cannot be replayed and are counted as skipped.
 */
export async function replayDeadLetters(
  kafka: Kafka,
  producer: Producer,
  topic: string,
): Promise<{ replayed: number; skipped: number }> {
  let replayed = 0;
  let skipped = 0;
  await readToEnd(kafka, deadLetterTopic(topic), `${deadLetterTopic(topic)}.replay`, false, async (letter) => {
    if (!letter.envelope) {
      skipped += 1;
      return;
    }
    await producer.send({
      topic: letter.topic,
      acks: -1,
      messages: [{ key: letter.envelope.aggregateId, value: JSON.stringify(letter.envelope) }],
    });
    replayed += 1;
  });
  return { replayed, skipped };
}

/**
 * Reads a topic from the group's position (or the beginning) to the current end, committing as
 * it goes unless `throwaway`, in which case the group is deleted afterwards.
 */
async function readToEnd(
  kafka: Kafka,
  topic: string,
  groupId: string,
  throwaway: boolean,
  each: (letter: StoredDeadLetter) => void | Promise<void>,
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  const consumer = kafka.consumer({ groupId });
  try {
    const ends = await eventually(() => admin.fetchTopicOffsets(topic), 30_000, 500);
    const committed = throwaway ? [] : ((await admin.fetchOffsets({ groupId, topics: [topic] }))[0]?.partitions ?? []);
    const remaining = new Map(
      ends
        .filter((p) => {
          const from = Number(committed.find((c) => c.partition === p.partition)?.offset ?? -1);
          return Number(p.high) > Math.max(Number(p.low), from);
        })
        .map((p) => [p.partition, Number(p.high)]),
    );
    if (remaining.size === 0) return;
    const done = new Map<number, string>();
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          autoCommit: false,
          eachMessage: async ({ partition, message }) => {
            const letter = JSON.parse(message.value?.toString() ?? 'null') as DeadLetter | null;
            if (letter) await each({ ...letter, dlqOffset: message.offset, dlqPartition: partition });
            done.set(partition, String(Number(message.offset) + 1));
            if (Number(message.offset) + 1 >= (remaining.get(partition) ?? 0)) remaining.delete(partition);
            if (remaining.size === 0) resolve();
          },
        })
        .catch(reject);
    });
    if (!throwaway)
      await consumer.commitOffsets([...done].map(([partition, offset]) => ({ topic, partition, offset })));
  } finally {
    await consumer.disconnect();
    if (throwaway) await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
  }
}
