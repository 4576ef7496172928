import {
  createKafka,
  createLogger,
  domainEvent,
  topicFor,
  type Envelope,
  type EventInput,
  type EventType,
} from '@shop/kit';
import { TEST_KAFKA_NAMESPACE, dropDatabase, mintToken, testEnv } from '@shop/kit/testing';
import { notifyService } from '../../src/app';

const kafka = createKafka(
  (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  'notify-test',
  createLogger('t', 'silent'),
);
const admin = `Bearer ${mintToken('admin')}`;

/** The notify service on a free port with a fresh database, retrying emails quickly. */
export async function startNotifyForTest() {
  const env = testEnv('notify', { EMAIL_BACKOFF_MS: '300', EMAIL_MAX_ATTEMPTS: '12', SMTP_TIMEOUT_MS: '2000' });
  const service = await notifyService(env).start();
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: Record<string, any>; errors?: Array<{ message: string }> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    gql,
    stop: async () => {
      await service.stop();
      await dropDatabase(env.MONGODB_DB!);
    },
  };
}

/** Publishes one domain event the way another service's relay would. */
export async function publish<T extends EventType>(type: T, aggregateId: number, data: EventInput<T>, version = 1) {
  const producer = kafka.producer();
  await producer.connect();
  try {
    const event = domainEvent(type, aggregateId, version, data);
    await producer.send({
      topic: `${TEST_KAFKA_NAMESPACE}${topicFor(type)}`,
      acks: -1,
      messages: [{ key: String(aggregateId), value: JSON.stringify(event) }],
    });
    return event;
  } finally {
    await producer.disconnect();
  }
}

/** Publishes the very same envelope again: a redelivery. */
export async function redeliver(event: Envelope) {
  const producer = kafka.producer();
  await producer.connect();
  try {
    await producer.send({
      topic: `${TEST_KAFKA_NAMESPACE}${topicFor(event.type as EventType)}`,
      acks: -1,
      messages: [{ key: String(event.aggregateId), value: JSON.stringify(event) }],
    });
  } finally {
    await producer.disconnect();
  }
}
