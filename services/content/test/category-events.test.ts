import type { Consumer } from 'kafkajs';
import { createKafka, createLogger, envelopeSchema, type Envelope, type StartedService } from '@shop/kit';
import { callSubgraph, dropDatabase, eventually, mintToken, TEST_KAFKA_NAMESPACE, testEnv } from '@shop/kit/testing';
import { contentService } from '../src/app';

/** What content publishes for a category's life, read back from real Kafka. */
describe('category events', () => {
  const env = testEnv('content');
  const kafka = createKafka(
    (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    'content-test',
    createLogger('t', 'silent'),
  );
  const service = contentService(env);
  const seen: Envelope[] = [];
  let started: StartedService;
  let consumer: Consumer;

  const admin = async (query: string, variables: Record<string, unknown>) => {
    const res = await callSubgraph(
      started.url,
      { query, variables },
      { headers: { authorization: `Bearer ${mintToken('admin')}` } },
    );
    return (await res.json()) as { data: Record<string, { id: number }>; errors?: unknown[] };
  };
  const update = (id: number, input: Record<string, unknown>) =>
    admin('mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }', {
      id,
      input,
    });

  beforeAll(async () => {
    started = await service.start();
    consumer = kafka.consumer({ groupId: `${TEST_KAFKA_NAMESPACE}content-test` });
    await consumer.connect();
    await consumer.subscribe({ topic: `${TEST_KAFKA_NAMESPACE}content.category`, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        seen.push(envelopeSchema.parse(JSON.parse(message.value!.toString())));
      },
    });
  });

  afterAll(async () => {
    await consumer.disconnect();
    await service.stop();
    await dropDatabase(env.MONGODB_DB!);
  });

  it('numbers each change of a category, carries its whole state, and publishes nothing for a change that changes nothing', async () => {
    const created = await admin('mutation ($input: CategoryInput!) { createCategory(input: $input) { id } }', {
      input: { name: 'Lighting', slug: 'lighting' },
    });
    const id = created.data.createCategory.id;
    const events = () => seen.filter((e) => e.aggregateId === String(id));
    // Each change is let out before the next: states of one category that a relay round holds together go out as
    // the last alone (the topic is compacted).
    const published = (count: number) => eventually(() => expect(events()).toHaveLength(count), 30_000);
    await published(1);
    await update(id, { description: 'Moving heads and washes' });
    await published(2);
    await update(id, { description: 'Moving heads and washes' });
    await update(id, { name: 'Stage Lighting' });
    await published(3);
    await admin('mutation ($id: Int!) { deleteCategory(id: $id) }', { id });

    await published(4);
    expect(events().map((e) => [e.type, e.aggregateVersion])).toEqual([
      ['CategoryCreated', 1],
      ['CategoryUpdated', 2],
      ['CategoryUpdated', 3],
      ['CategoryDeleted', 4],
    ]);
    expect(events()[2].data).toEqual({
      id,
      name: 'Stage Lighting',
      slug: 'lighting',
      description: 'Moving heads and washes',
      parentId: null,
    });
  });
});
