import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createKafka, createLogger, sleep } from '../src';

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

  it('sends every request that waits behind the in-flight limit, and stops checking queues once the connection is idle', async () => {
    const topic = `kit.broker-queue.${randomUUID().slice(0, 8)}`;
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    // One request in flight at a time: the other 29 wait in the connection's queue.
    const producer = kafka.producer({ maxInFlightRequests: 1 });
    await producer.connect();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => producer.send({ topic, acks: -1, messages: [{ value: String(i) }] })),
    );
    const offsets = await admin.fetchTopicOffsets(topic);
    expect(offsets[0].high).toBe('30');

    // Once nothing waits, the connections stop looking at their queues (kafkajs alone would look every millisecond).
    const queue = createRequire(require.resolve('kafkajs'))('./src/network/requestQueue').prototype as {
      checkPendingRequests: () => void;
    };
    const check = queue.checkPendingRequests;
    let checks = 0;
    queue.checkPendingRequests = function (this: unknown) {
      checks += 1;
      check.call(this);
    };
    try {
      await sleep(500);
    } finally {
      queue.checkPendingRequests = check;
    }
    expect(checks).toBeLessThan(5);

    await producer.disconnect();
    await admin.deleteTopics({ topics: [topic] });
    await admin.disconnect();
  });
});
