import { randomUUID } from 'node:crypto';
import type { Consumer, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import { Registry } from 'prom-client';
import {
  ConsumerLagGauge,
  connectMongo,
  createEnvelope,
  createKafka,
  createLogger,
  createProducer,
  createQueue,
  createWorker,
  ensureTopics,
  envelopes,
  event,
  JobOutcomeCounters,
  OutboxRelay,
  startConsumer,
} from '../src';
import { dropDatabase, eventually, TEST_KAFKA_NAMESPACE, uniqueDbName } from '../testing';
import { probeModel, probeState, type Probe } from './fixtures/probe-model';

// The metrics the alerts in k8s/observability read: outbox age, consumer lag and background jobs' outcomes.
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const mongoUri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger('kit-test', 'silent');
const kafka = createKafka(brokers, 'kit-test', logger);

const valueOf = async (registry: Registry, name: string, labels: Record<string, string>) => {
  const metric = await registry.getSingleMetric(name)!.get();
  const row = metric.values.find((v) => Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want));
  return row?.value;
};

describe('the outbox relay reports the age of its oldest pending event after each sweep', () => {
  const dbName = uniqueDbName('kit-metrics');
  let connection: Connection;
  let producer: Producer;
  let Probe: ReturnType<typeof probeModel>;
  const namespace = `${TEST_KAFKA_NAMESPACE}metrics.`;

  beforeAll(async () => {
    connection = await connectMongo(mongoUri, dbName, logger);
    Probe = probeModel(connection);
    await Probe.init();
    producer = createProducer(kafka);
    await producer.connect();
    await ensureTopics(kafka, { namespace, partitions: 1, topics: ['content.category'] });
  });
  afterAll(async () => {
    await producer.disconnect();
    await connection.close();
    await dropDatabase(dbName);
  });

  it('reports the age of events Kafka would not take, then 0 once a relay that can publish has sent them', async () => {
    const minuteAgo = Date.now() - 60_000;
    const docs = [1, 2].map((id) => {
      const state = { id, name: `probe ${id}`, slug: `probe-${id}`, description: null } as Probe;
      const pending = envelopes(id, 0, [event('CategoryUpdated', probeState(state))]);
      // The first probe's event waited a minute, the second's ten seconds.
      pending[0].occurredAt = new Date(minuteAgo + (id - 1) * 50_000).toISOString();
      return { ...state, version: 1, pendingEvents: pending };
    });
    await Probe.insertMany(docs);

    const down = { send: () => Promise.reject(new Error('Kafka down')) } as unknown as Producer;
    const ages: number[] = [];
    const failing = new OutboxRelay({
      models: [Probe],
      producer: down,
      logger,
      pollMs: 100,
      namespace,
      onBacklog: (c, s) => {
        expect(c).toBe('probes');
        ages.push(s);
      },
    });
    failing.start();
    try {
      await eventually(() => expect(ages.length).toBeGreaterThanOrEqual(2));
      // Still growing on the retries' sweeps: the failed relay's own lease does not hide its backlog.
      expect(Math.min(...ages)).toBeGreaterThanOrEqual(60);
      expect(Math.max(...ages)).toBeLessThan(120);
    } finally {
      await failing.stop();
    }

    const sent: number[] = [];
    const working = new OutboxRelay({
      models: [Probe],
      producer,
      logger,
      pollMs: 100,
      namespace,
      leaseMs: 1,
      onBacklog: (_c, s) => sent.push(s),
    });
    working.start();
    try {
      await eventually(() => expect(sent.at(-1)).toBe(0), 30_000);
      expect(await Probe.countDocuments({ 'pendingEvents.0': { $exists: true } })).toBe(0);
    } finally {
      await working.stop();
    }
  });
});

describe('consumer groups report their lag per partition', () => {
  it("counts what is behind the end as a batch starts, 0 once it is handled, and drops the group's rows when told it rebalanced", async () => {
    const namespace = `${TEST_KAFKA_NAMESPACE}lag.`;
    const topic = `${namespace}content.category`;
    await ensureTopics(kafka, { namespace, partitions: 1, topics: ['content.category'] });
    const producer = createProducer(kafka);
    await producer.connect();
    await producer.send({
      topic,
      messages: Array.from({ length: 30 }, (_, i) => ({
        key: String(i),
        value: JSON.stringify(createEnvelope('CategoryUpdated', i, 1, { id: i, name: 'x', slug: 'x', parentId: null })),
      })),
    });

    const registry = new Registry();
    const lag = new ConsumerLagGauge(registry);
    const group = `${namespace}kit-test.lag`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let consumer: Consumer | undefined;
    try {
      consumer = await startConsumer({
        kafka,
        producer,
        groupId: 'kit-test.lag',
        namespace,
        logger,
        retry: { maxAttempts: 3, backoffMs: 10 },
        handlers: { CategoryUpdated: () => held },
        onLag: (t, p, messages) => lag.record(group, t, p, messages),
        onRebalance: () => lag.forget(group),
      });
      const row = { group, topic, partition: '0' };
      await eventually(
        async () => expect(await valueOf(registry, 'kafka_consumer_lag_messages', row)).toBe(30),
        30_000,
      );
      release();
      await eventually(async () => expect(await valueOf(registry, 'kafka_consumer_lag_messages', row)).toBe(0), 30_000);

      lag.forget(group);
      expect(await valueOf(registry, 'kafka_consumer_lag_messages', row)).toBeUndefined();
    } finally {
      release();
      await consumer?.disconnect();
      await producer.disconnect();
    }
  });
});

describe('background jobs are counted by outcome', () => {
  it('counts a retried try apart from the last one, and a job done', async () => {
    const name = `kit-test-${randomUUID().slice(0, 8)}`;
    const registry = new Registry();
    const queue = createQueue<{ fail: boolean }>(name, redisUrl);
    const worker = createWorker<{ fail: boolean }>(
      name,
      async (job) => {
        if (job.data.fail) throw new Error('SMTP refused');
      },
      redisUrl,
    );
    new JobOutcomeCounters(registry).watch(worker, 'emails');
    const count = (metric: string, labels: Record<string, string>) =>
      valueOf(registry, metric, { queue: 'emails', ...labels });
    try {
      expect(await count('jobs_failed_total', { final: 'true' })).toBe(0);
      await queue.add('send', { fail: true }, { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
      await queue.add('send', { fail: false });
      await eventually(async () => expect(await count('jobs_failed_total', { final: 'true' })).toBe(1));
      expect(await count('jobs_failed_total', { final: 'false' })).toBe(1);
      await eventually(async () => expect(await count('jobs_completed_total', {})).toBe(1));
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
