import { randomUUID } from 'node:crypto';
import type { Consumer, Producer } from 'kafkajs';
import { createEnvelope, createKafka, createLogger, type Envelope } from '@shop/kit';
import { TEST_KAFKA_NAMESPACE, eventually } from '@shop/kit/testing';
import { REGISTER, startAccountsForTest, subgraphClient, type RunningAccounts } from './support/accounts';

const kafka = createKafka(
  (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  'accounts-test',
  createLogger('test', 'silent'),
);
let accounts: RunningAccounts;
let gql: ReturnType<typeof subgraphClient>;
let producer: Producer;
let consumer: Consumer;
const userEvents: Envelope<Record<string, unknown>>[] = [];
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  accounts = await startAccountsForTest();
  gql = subgraphClient(accounts.url);
  producer = kafka.producer();
  await producer.connect();
  consumer = kafka.consumer({ groupId: `accounts-test-${run}`, maxWaitTimeInMs: 200 });
  await consumer.connect();
  await consumer.subscribe({ topics: [`${TEST_KAFKA_NAMESPACE}accounts.user`], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const event = JSON.parse(message.value!.toString()) as Envelope<Record<string, unknown>>;
      if (String(event.data.email).includes(run)) userEvents.push(event);
    },
  });
});
afterAll(async () => {
  await consumer.disconnect();
  await producer.disconnect();
  await accounts.stop();
});

async function register(name: string) {
  const res = await gql(REGISTER, {
    input: {
      username: `${name}-${run}`,
      email: `${name}-${run}@example.co.uk`,
      fullName: 'Event Person',
      password: 'secret123',
    },
  });
  return res.data.register as { token: string; user: { id: number } };
}

describe('events published on accounts.user', () => {
  it('publishes UserRegistered and UserUpdated without any password or hash', async () => {
    const { token, user } = await register('evan');
    await gql(
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { fullName: 'Evan Updated' } },
      { token },
    );
    const [registered, updated] = await eventually(() => {
      const mine = userEvents.filter((e) => e.aggregateId === String(user.id));
      expect(mine.map((e) => e.type)).toEqual(['UserRegistered', 'UserUpdated']);
      return mine;
    }, 30_000);
    expect(registered.data).toEqual({
      id: user.id,
      username: `evan-${run}`,
      email: `evan-${run}@example.co.uk`,
      fullName: 'Event Person',
      role: 'user',
    });
    expect(updated.data).toMatchObject({ id: user.id, fullName: 'Evan Updated' });
    expect(JSON.stringify(userEvents)).not.toMatch(/secret123|scrypt|passwordHash/);
  });
});

describe('ProductDeleted (catalog.product) consumed by accounts.wishlist', () => {
  const gone = 800_000 + Math.floor(Math.random() * 100_000);
  const kept = gone + 1;
  const ADD = 'mutation($productId: Int!) { addToWishlist(productId: $productId) }';
  const LIST = 'query { wishlist { productId } }';

  it('removes the deleted product from every wishlist and keeps the rest', async () => {
    const shoppers = [await register('wish1'), await register('wish2')];
    for (const { token } of shoppers) {
      await gql(ADD, { productId: gone }, { token });
      await gql(ADD, { productId: kept }, { token });
    }
    // This file's services have a Kafka namespace of their own, so one event is enough.
    await producer.send({
      topic: `${TEST_KAFKA_NAMESPACE}catalog.product`,
      messages: [
        {
          key: String(gone),
          value: JSON.stringify(createEnvelope('ProductDeleted', gone, 2, { id: gone, isHireItem: false })),
        },
      ],
    });
    await eventually(async () => {
      for (const { token } of shoppers) {
        const list = await gql(LIST, {}, { token });
        expect(list.data.wishlist).toEqual([{ productId: kept }]);
      }
    }, 30_000);
  });
});
