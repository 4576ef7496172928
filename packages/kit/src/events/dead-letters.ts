import { randomUUID } from 'node:crypto';
import type { Kafka, Producer } from 'kafkajs';
import { deadLetterTopic } from './topics';
import type { DeadLetter } from './consumer';
import { readToEnd } from './topic-reader';

export interface StoredDeadLetter extends DeadLetter {
  /** Offset of the letter in the dead-letter topic. */
  dlqOffset: string;
}

/** Every dead letter of a topic (namespaced name, without `.dlq`), oldest first. */
export async function listDeadLetters(kafka: Kafka, topic: string): Promise<StoredDeadLetter[]> {
  const dlq = deadLetterTopic(topic);
  const letters: StoredDeadLetter[] = [];
  await readToEnd({
    kafka,
    topics: [dlq],
    groupId: `${dlq}.list.${randomUUID().slice(0, 8)}`,
    resume: false,
    each: async (message) => {
      letters.push({ ...(JSON.parse(message.value!.toString()) as DeadLetter), dlqOffset: message.offset });
    },
  });
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
  const dlq = deadLetterTopic(topic);
  let replayed = 0;
  let skipped = 0;
  await readToEnd({
    kafka,
    topics: [dlq],
    groupId: `${dlq}.replay`,
    resume: true,
    each: async (message) => {
      const { envelope } = JSON.parse(message.value!.toString()) as DeadLetter;
      if (!envelope) {
        skipped += 1;
        return;
      }
      await producer.send({
        topic,
        acks: -1,
        messages: [{ key: envelope.aggregateId, value: JSON.stringify(envelope) }],
      });
      replayed += 1;
    },
  });
  return { replayed, skipped };
}
