import type { Kafka } from 'kafkajs';

/**
 * Gives a consumer group that has never committed offsets the topic's current end, so it starts
 * with events published from now on instead of the topic's whole history.
 */
export async function startAtLatestIfNew(kafka: Kafka, groupId: string, topic: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
    if (committed?.partitions.some((p) => p.offset !== '-1')) return;
    const ends = await admin.fetchTopicOffsets(topic);
    await admin.setOffsets({
      groupId,
      topic,
      partitions: ends.map(({ partition, high }) => ({ partition, offset: high })),
    });
  } finally {
    await admin.disconnect();
  }
}
