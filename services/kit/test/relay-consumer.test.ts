import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Schema, type Connection } from 'mongoose';
import type { Consumer } from 'kafkajs';
import {
  connectMongo,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  OutboxRelay,
  recordEvent,
  startConsumer,
} from '../src';
import { dropDatabase, eventually, uniqueDbName } from '../testing';
import { probeModel } from './fixtures/probe-model';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const mongoUri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const logger = createLogger('kit-test', 'silent');
const kafka = createKafka(brokers, 'kit-test', logger);
const EVENTS = 60;

describe('outbox relay and idempotent consumer on real Kafka and MongoDB', () => {
  const dbName = uniqueDbName('kit');
  let connection: Connection;
  let consumer: Consumer;

  beforeAll(async () => {
    await ensureTopics(kafka, ['kit.probe']);
    connection = await connectMongo(mongoUri, dbName, logger);
  });

  afterAll(async () => {
    await consumer?.disconnect();
    await connection.close();
    await dropDatabase(dbName);
  });

  it('publishes every event once more after the relay is killed mid-batch, and the consumer applies each exactly once', async () => {
    const Probe = probeModel(connection);
    // What the consumer applies: one counter per event id.
    const Applied = connection.model(
      'Applied',
      new Schema({ _id: String, count: Number, n: Number }, { versionKey: false }),
      'applied',
    );
    const ids: string[] = [];
    for (let n = 0; n < EVENTS; n++) {
      const doc = new Probe({ n });
      recordEvent(doc, 'KitProbeRecorded', String(doc._id), { n });
      ids.push(doc.pendingEvents[0].id);
      await doc.save();
    }

    const delivered: string[] = [];
    consumer = await startConsumer({
      kafka,
      connection,
      groupId: `kit-test.${dbName}`,
      logger,
      handlers: {
        KitProbeRecorded: async (data, event) => {
          delivered.push(event.id);
          await Applied.updateOne({ _id: event.id }, { $inc: { count: 1 }, $set: { n: data.n } }, { upsert: true });
        },
      },
    });

    // First relay process: killed with SIGKILL after it has sent some of the batch.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures/relay-child.ts'), dbName, brokers.join(',')],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, MONGODB_URI: mongoUri } },
    );
    let sentByChild = 0;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        sentByChild += chunk.toString().split('\n').filter(Boolean).length;
        if (sentByChild >= 15 && child.exitCode === null) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const leftAfterKill = await Probe.countDocuments({ 'pendingEvents.0': { $exists: true } });
    expect(leftAfterKill).toBeGreaterThan(0);
    expect(leftAfterKill).toBeLessThan(EVENTS);

    // A fresh relay picks up where the dead one stopped.
    const producer = createProducer(kafka);
    await producer.connect();
    const relay = new OutboxRelay({ models: [Probe], producer, logger, pollMs: 100 });
    relay.start();
    await eventually(
      async () => expect(await Probe.countDocuments({ 'pendingEvents.0': { $exists: true } })).toBe(0),
      30_000,
    );
    await relay.stop();
    await producer.disconnect();

    // The topic also holds earlier runs' events; this run's are the ids recorded above.
    const ours = { _id: { $in: ids } };
    await eventually(async () => expect(await Applied.countDocuments(ours)).toBe(EVENTS), 30_000);
    const applied = await Applied.find(ours).lean();
    expect(applied.every((a) => a.count === 1)).toBe(true);
    // Every event reached the consumer at least once; none was applied twice.
    expect(ids.every((id) => delivered.includes(id))).toBe(true);
  });
});
