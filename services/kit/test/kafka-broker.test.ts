import { randomUUID } from 'node:crypto';
import { createKafka, createLogger } from '../src';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

describe('kafkajs 2.2.4 against the pinned Kafka broker (KRaft, 3.9.x)', () => {
  const kafka = createKafka(brokers, 'kit-broker-test', createLogger('kit-test', 'silent'));

  it('creates a topic, produces with acks=all and consumes from a group', async () => {
    const topic = `kit.broker-check.${randomUUID().slice(0, 8)}`;
    const admin = kafka.admin();
    await admin.connect();
    const cluster = await admin.describeCluster();
    expect(cluster.brokers.length).toBeGreaterThanOrEqual(1);
    await admin.createTopics({ topics: [{ topic, numPartitions: 2 }], waitForLeaders: true });

    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic,
      acks: -1,
      messages: [
        { key: 'a', value: 'one' },
        { key: 'b', value: 'two' },
      ],
    });

    const consumer = kafka.consumer({ groupId: `kit-broker-test-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const seen: string[] = [];
    await new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: async ({ message }) => {
          seen.push(message.value!.toString());
          if (seen.length === 2) resolve();
        },
      });
    });
    expect(seen.sort()).toEqual(['one', 'two']);

    await consumer.disconnect();
    await producer.disconnect();
    await admin.deleteTopics({ topics: [topic] });
    await admin.disconnect();
  });
});
