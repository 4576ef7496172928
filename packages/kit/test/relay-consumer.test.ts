import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Consumer, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import {
  connectMongo,
  createEnvelope,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  envelopes,
  event,
  listDeadLetters,
  markApplied,
  notApplied,
  OutboxRelay,
  replayDeadLetters,
  startConsumer,
  type BatchHandlers,
  type EventHandlers,
} from '../src';
import { dropDatabase, eventually, TEST_KAFKA_NAMESPACE, uniqueDbName } from '../testing';
import { probeModel, probeState, type Probe } from './fixtures/probe-model';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const mongoUri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const logger = createLogger('kit-test', 'silent');
const kafka = createKafka(brokers, 'kit-test', logger);

describe('outbox relays and consumers on real Kafka and MongoDB', () => {
  const dbName = uniqueDbName('kit');
  let connection: Connection;
  let producer: Producer;
  let Probe: ReturnType<typeof probeModel>;
  const running: Array<{ stop: () => Promise<void> }> = [];
  let lastId = 0;
  // Each test gets topics of its own, so no consumer group reads another test's events.
  let tests = 0;
  let namespace = '';
  let topic = '';

  /** Probes with one CategoryUpdated each in their outbox; resolves with their ids and event ids. */
  async function probesWithEvents(count: number): Promise<{ ids: number[]; eventIds: string[] }> {
    const ids = Array.from({ length: count }, () => ++lastId);
    const docs = ids.map((id) => {
      const state = { id, name: `probe ${id}`, slug: `probe-${id}`, description: null } as Probe;
      return { ...state, version: 1, pendingEvents: envelopes(id, 0, [event('CategoryUpdated', probeState(state))]) };
    });
    await Probe.insertMany(docs);
    return { ids, eventIds: docs.map((d) => d.pendingEvents[0].id) };
  }

  function relay(overrides: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}): OutboxRelay {
    const r = new OutboxRelay({ models: [Probe], producer, logger, pollMs: 100, namespace, ...overrides });
    r.start();
    running.push(r);
    return r;
  }

  async function consume(
    group: string,
    handlers: EventHandlers,
    onDeadLetter?: () => void,
    batchHandlers?: BatchHandlers,
  ): Promise<Consumer> {
    const consumer = await startConsumer({
      batchHandlers,
      kafka,
      producer,
      groupId: `kit-test.${group}`,
      namespace,
      handlers,
      logger,
      retry: { maxAttempts: 3, backoffMs: 10 },
      onDeadLetter,
    });
    running.push({ stop: () => consumer.disconnect() });
    return consumer;
  }

  /** Adds one to the probe's count, once per event: effect and marker in one write. */
  const countOnce: EventHandlers = {
    CategoryUpdated: async ({ id }, _event, { key }) => {
      await Probe.updateOne({ id, ...notApplied(key) }, { $inc: { count: 1 }, $push: markApplied(key) });
    },
  };

  const pendingCount = (ids: number[]) =>
    Probe.countDocuments({ id: { $in: ids }, 'pendingEvents.0': { $exists: true } });

  beforeEach(async () => {
    namespace = `${TEST_KAFKA_NAMESPACE}${++tests}.`;
    topic = `${namespace}content.category`;
    await ensureTopics(kafka, { namespace, partitions: 1, topics: ['content.category'] });
  });

  beforeAll(async () => {
    connection = await connectMongo(mongoUri, dbName, logger);
    Probe = probeModel(connection);
    await Probe.init();
    producer = createProducer(kafka);
    await producer.connect();
  });

  afterEach(async () => {
    for (const r of running.splice(0)) await r.stop();
  });

  afterAll(async () => {
    await producer.disconnect();
    await connection.close();
    await dropDatabase(dbName);
  });

  it('delivers every one of 1,000 events through two relays on one outbox, and the consumer applies each once', async () => {
    const { ids, eventIds } = await probesWithEvents(1000);
    const delivered = new Set<string>();
    await consume('two-relays', {
      CategoryUpdated: async (data, e, ctx) => {
        delivered.add(e.id);
        await countOnce.CategoryUpdated!(data, e, ctx);
      },
    });
    relay({ batchSize: 50 });
    relay({ batchSize: 50 });

    await eventually(async () => expect(await pendingCount(ids)).toBe(0), 60_000);
    await eventually(async () => expect(await Probe.countDocuments({ id: { $in: ids }, count: 1 })).toBe(1000), 60_000);
    expect(await Probe.countDocuments({ id: { $in: ids }, count: { $gt: 1 } })).toBe(0);
    expect(eventIds.every((id) => delivered.has(id))).toBe(true);
  });

  it('sends the events of documents written to two models together in one Kafka request', async () => {
    const Twin =
      (connection.models.ProbeTwin as typeof Probe | undefined) ??
      connection.model('ProbeTwin', Probe.schema, 'probe_twins');
    const [one, two] = [++lastId, ++lastId];
    const state = (id: number) => probeState({ id, name: 'n', slug: 's', description: null } as Probe);
    const [first] = await Probe.insertMany([
      { id: one, pendingEvents: envelopes(one, 0, [event('CategoryUpdated', state(one))]) },
    ]);
    const [second] = await Twin.insertMany([
      { id: two, pendingEvents: envelopes(two, 0, [event('CategoryUpdated', state(two))]) },
    ]);
    await consume('two-models', countOnce);
    const sendBatch = jest.spyOn(producer, 'sendBatch');
    try {
      // Not started: no sweep, only the writers' kicks, which the relay serves in one round.
      const r = new OutboxRelay({ models: [Probe, Twin], producer, logger, pollMs: 100, namespace });
      running.push(r);
      r.kick({ model: Probe, ids: [first._id] });
      r.kick({ model: Twin, ids: [second._id] });

      await eventually(
        async () => expect(await Twin.countDocuments({ id: two, 'pendingEvents.0': { $exists: true } })).toBe(0),
        30_000,
      );
      expect(await pendingCount([one])).toBe(0);
      expect(sendBatch).toHaveBeenCalledTimes(1);
      const sent = sendBatch.mock.calls[0][0].topicMessages!.flatMap((t) => t.messages.map((m) => m.key));
      expect(sent.sort()).toEqual([String(one), String(two)].sort());
      await eventually(async () => expect((await Probe.findOne({ id: one }).lean())!.count).toBe(1), 30_000);
    } finally {
      sendBatch.mockRestore();
    }
  });

  it('gathers the writes kicked within its linger into one round and one Kafka request', async () => {
    const [one, two] = [++lastId, ++lastId];
    const state = (id: number) => probeState({ id, name: 'n', slug: 's', description: null } as Probe);
    const [first, second] = await Probe.insertMany(
      [one, two].map((id) => ({ id, pendingEvents: envelopes(id, 0, [event('CategoryUpdated', state(id))]) })),
    );
    await consume('linger', countOnce);
    const sendBatch = jest.spyOn(producer, 'sendBatch');
    try {
      const r = new OutboxRelay({ models: [Probe], producer, logger, pollMs: 60_000, lingerMs: 500, namespace });
      running.push(r);
      // Two writes 50 ms apart, well inside the linger.
      r.kick({ model: Probe, ids: [first._id] });
      await new Promise((resolve) => setTimeout(resolve, 50));
      r.kick({ model: Probe, ids: [second._id] });

      await eventually(async () => expect(await pendingCount([one, two])).toBe(0), 30_000);
      expect(sendBatch).toHaveBeenCalledTimes(1);
      await eventually(
        async () => expect(await Probe.countDocuments({ id: { $in: [one, two] }, count: 1 })).toBe(2),
        30_000,
      );
    } finally {
      sendBatch.mockRestore();
    }
  });

  it("sends at once an event written while its document's earlier one is being claimed, not at the next sweep", async () => {
    const [warm, id] = [++lastId, ++lastId];
    const state = (n: number) => probeState({ id: n, name: 'n', slug: 's', description: null } as Probe);
    const [warmed, doc] = await Probe.insertMany(
      [warm, id].map((n) => ({
        id: n,
        version: 1,
        pendingEvents: envelopes(n, 0, [event('CategoryUpdated', state(n))]),
      })),
    );
    const delivered: number[] = [];
    await consume('written-again', {
      CategoryUpdated: async (data, e) => {
        if (data.id === id) delivered.push(e.aggregateVersion);
      },
    });
    // Not started: its next sweep is a minute away once the first round (which sweeps) is over.
    const r = new OutboxRelay({ models: [Probe], producer, logger, pollMs: 60_000, namespace });
    running.push(r);
    r.kick({ model: Probe, ids: [warmed._id] });
    await eventually(async () => expect(await pendingCount([warm, id])).toBe(0), 15_000);
    await Probe.updateOne(
      { id },
      { $push: { pendingEvents: envelopes(id, 1, [event('CategoryUpdated', state(id))]) } },
    );

    const find = Probe.find.bind(Probe);
    // The document is written again, and the relay kicked, just after a round has read it for its claim.
    const spy = jest.spyOn(Probe, 'find').mockImplementationOnce(((...args: Parameters<typeof find>) => {
      const query = find(...args);
      return {
        lean: () =>
          query.lean().then(async (claimed: unknown) => {
            await Probe.updateOne(
              { id },
              { $push: { pendingEvents: envelopes(id, 2, [event('CategoryUpdated', state(id))]) } },
            );
            r.kick({ model: Probe, ids: [doc._id] });
            return claimed;
          }),
      };
    }) as never);
    try {
      r.kick({ model: Probe, ids: [doc._id] });
      await eventually(() => expect(delivered.sort()).toEqual([1, 2, 3]), 15_000);
      expect(await pendingCount([id])).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('re-sends what a relay killed mid-way had claimed once its lease runs out, applied once', async () => {
    const { ids } = await probesWithEvents(60);
    await consume('killed-relay', countOnce);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures/relay-child.ts'), dbName, brokers.join(','), namespace],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, MONGODB_URI: mongoUri } },
    );
    let batches = 0;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        batches += chunk.toString().split('\n').filter(Boolean).length;
        if (batches >= 3 && child.exitCode === null) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const left = await pendingCount(ids);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(60);

    relay({ leaseMs: 1000 });
    await eventually(async () => expect(await pendingCount(ids)).toBe(0), 30_000);
    await eventually(async () => expect(await Probe.countDocuments({ id: { $in: ids }, count: 1 })).toBe(60), 30_000);
    expect(await Probe.countDocuments({ id: { $in: ids }, count: { $gt: 1 } })).toBe(0);
  });

  it('sends a poison event to the DLQ after its attempts while later events on the partition are applied, and replays it', async () => {
    const [poison, healthy] = [++lastId, ++lastId];
    await Probe.insertMany([{ id: poison }, { id: healthy }]);
    let attempts = 0;
    let fixed = false;
    const deadLetters: string[] = [];
    await consume(
      'poison',
      {
        CategoryUpdated: async (data, e, ctx) => {
          if (data.id === poison && !fixed) {
            attempts += 1;
            throw new Error('handler bug');
          }
          await countOnce.CategoryUpdated!(data, e, ctx);
        },
      },
      () => deadLetters.push('counted'),
    );
    const publish = (id: number) =>
      producer.send({
        topic,
        messages: [
          {
            key: String(id),
            value: JSON.stringify(
              createEnvelope('CategoryUpdated', id, 1, { id, name: 'x', slug: 'x', parentId: null }),
            ),
          },
        ],
      });
    await publish(poison);
    await producer.send({ topic, messages: [{ key: 'junk', value: 'not an event' }] });
    await publish(healthy);

    await eventually(async () => expect((await Probe.findOne({ id: healthy }).lean())!.count).toBe(1), 30_000);
    expect(attempts).toBe(3);
    expect(deadLetters).toHaveLength(2);
    const letters = (await listDeadLetters(kafka, topic)).filter((l) => l.group === `${namespace}kit-test.poison`);
    // Events of different aggregates are handled side by side, so their letters may come in either order.
    const found = letters.map((l) => [l.envelope?.aggregateId ?? null, l.attempts, l.error]);
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        [String(poison), 3, 'handler bug'],
        [null, 0, 'Message is not JSON'],
      ]),
    );

    // The bug is fixed: the dead letter goes back to its topic and is applied.
    fixed = true;
    expect(await replayDeadLetters(kafka, producer, topic)).toEqual({ replayed: 1, skipped: 1 });
    await eventually(async () => expect((await Probe.findOne({ id: poison }).lean())!.count).toBe(1), 30_000);
    expect(await replayDeadLetters(kafka, producer, topic)).toEqual({ replayed: 0, skipped: 0 });
  });

  it('quarantines an outbox entry of an unknown type after its attempts and keeps relaying every other document', async () => {
    const [broken, fine] = [++lastId, ++lastId];
    const state = (id: number) => probeState({ id, name: 'n', slug: 's', description: null } as Probe);
    const unknown = { ...createEnvelope('CategoryRenamed', broken, 1, { id: broken }) };
    const after = envelopes(broken, 1, [event('CategoryUpdated', state(broken))]);
    await Probe.insertMany([
      { id: broken, version: 2, pendingEvents: [unknown, ...after] },
      { id: fine, version: 1, pendingEvents: envelopes(fine, 0, [event('CategoryUpdated', state(fine))]) },
    ]);
    await consume('quarantine', countOnce);
    const quarantined: string[] = [];
    relay({ maxAttempts: 2, pollMs: 50, onQuarantine: (e) => quarantined.push(e.type) });

    await eventually(async () => expect((await Probe.findOne({ id: fine }).lean())!.count).toBe(1), 30_000);
    await eventually(async () => expect((await Probe.findOne({ id: broken }).lean())!.count).toBe(1), 30_000);
    const doc = (await Probe.findOne({ id: broken }).lean())!;
    expect(doc.pendingEvents).toEqual([]);
    expect(doc.quarantinedEvents).toHaveLength(1);
    expect(doc.quarantinedEvents![0]).toMatchObject({
      type: 'CategoryRenamed',
      attempts: 2,
      lastError: 'Unknown event type CategoryRenamed',
    });
    expect(quarantined).toEqual(['CategoryRenamed']);
  });

  it('applies the effect once when the handler crashes after its effect and the event comes again', async () => {
    const id = ++lastId;
    await Probe.insertMany([{ id }]);
    let calls = 0;
    await consume('crash', {
      CategoryUpdated: async (data, e, ctx) => {
        if (data.id !== id) return;
        calls += 1;
        await countOnce.CategoryUpdated!(data, e, ctx);
        if (calls === 1) throw new Error('crashed after the effect');
      },
    });
    const envelope = createEnvelope('CategoryUpdated', id, 1, { id, name: 'x', slug: 'x', parentId: null });
    // Delivered twice, as Kafka may after a crash.
    for (let i = 0; i < 2; i++) {
      await producer.send({ topic, messages: [{ key: String(id), value: JSON.stringify(envelope) }] });
    }
    await eventually(() => expect(calls).toBeGreaterThanOrEqual(2), 30_000);
    const marker = `${namespace}kit-test.crash:${envelope.id}`;
    await eventually(async () => expect(await Probe.exists({ id, 'appliedOps.key': marker })).toBeTruthy(), 30_000);
    expect((await Probe.findOne({ id }).lean())!.count).toBe(1);
  });

  it('lets the broker gather events sent one after another into one batch when asked to', async () => {
    const slices: number[][] = [];
    let slice: number[] = [];
    const consumer = await startConsumer({
      kafka,
      producer,
      groupId: 'kit-test.gathering',
      namespace,
      handlers: { CategoryDeleted: async ({ id }) => void slice.push(id) },
      logger,
      retry: { maxAttempts: 3, backoffMs: 10 },
      afterSlice: async () => {
        slices.push(slice);
        slice = [];
      },
      gatherMs: 5000,
    });
    running.push({ stop: () => consumer.disconnect() });
    // Sent once the group is fetching, so an ungathered fetch would answer with the first alone.
    await new Promise((resolve) => consumer.on(consumer.events.FETCH_START, resolve));
    for (const id of [++lastId, ++lastId]) {
      await producer.send({
        topic,
        messages: [{ key: String(id), value: JSON.stringify(createEnvelope('CategoryDeleted', id, 1, { id })) }],
      });
    }

    await eventually(() => expect(slices.flat()).toHaveLength(2), 60_000);
    expect(slices).toHaveLength(1);
  });

  describe('batch handlers', () => {
    /** CategoryUpdated then CategoryDeleted for each of `count` new probes, sent in one request. */
    async function updatedThenDeleted(count: number): Promise<number[]> {
      const ids = Array.from({ length: count }, () => ++lastId);
      await Probe.insertMany(ids.map((id) => ({ id })));
      const message = (id: number, type: 'CategoryUpdated' | 'CategoryDeleted', version: number) => ({
        key: String(id),
        value: JSON.stringify(
          type === 'CategoryUpdated'
            ? createEnvelope(type, id, version, { id, name: `p${id}`, slug: `p${id}`, parentId: null })
            : createEnvelope(type, id, version, { id }),
        ),
      });
      await producer.send({
        topic,
        messages: [
          ...ids.map((id) => message(id, 'CategoryUpdated', 1)),
          ...ids.map((id) => message(id, 'CategoryDeleted', 2)),
        ],
      });
      return ids;
    }

    /** The one-event handlers: CategoryDeleted notes the count its probe had by then, to show the order held. */
    const countsAtDelete = new Map<number, number>();
    const oneByOne: EventHandlers = {
      ...countOnce,
      CategoryDeleted: async ({ id }) => {
        countsAtDelete.set(id, (await Probe.findOne({ id }).lean())!.count);
      },
    };

    it("takes a slice's first events of a type together, each aggregate's later events after them", async () => {
      const batches: number[][] = [];
      await consume('batched', oneByOne, undefined, {
        CategoryUpdated: async (items) => {
          batches.push(items.map(({ data }) => data.id));
          for (const { data, event, ctx } of items) await countOnce.CategoryUpdated!(data, event, ctx);
        },
      });
      const ids = await updatedThenDeleted(20);

      await eventually(() => expect(countsAtDelete.size).toBeGreaterThanOrEqual(ids.length), 60_000);
      expect(ids.map((id) => countsAtDelete.get(id))).toEqual(ids.map(() => 1));
      expect(await Probe.countDocuments({ id: { $in: ids }, count: 1 })).toBe(ids.length);
      expect(batches.flat().sort((a, b) => a - b)).toEqual(ids);
      expect(Math.max(...batches.map((batch) => batch.length))).toBeGreaterThan(1);
    });

    it('handles the events of a batch that failed one by one, each once', async () => {
      let failures = 0;
      await consume('batch-fails', oneByOne, undefined, {
        CategoryUpdated: async (items) => {
          // Half done, then a crash: the one-event handlers must not apply the done half again.
          const half = items.slice(0, Math.ceil(items.length / 2));
          for (const { data, event, ctx } of half) await countOnce.CategoryUpdated!(data, event, ctx);
          failures += 1;
          throw new Error('batch failed half-way');
        },
      });
      const ids = await updatedThenDeleted(10);

      await eventually(async () => {
        expect(await Probe.countDocuments({ id: { $in: ids }, count: 1 })).toBe(ids.length);
        expect(ids.every((id) => countsAtDelete.get(id) === 1)).toBe(true);
      }, 60_000);
      expect(failures).toBeGreaterThan(0);
      expect(await Probe.countDocuments({ id: { $in: ids }, count: { $gt: 1 } })).toBe(0);
    });
  });
});
