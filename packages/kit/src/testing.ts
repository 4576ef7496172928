import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Kafka, logLevel } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import { SESSION_TTL_SECONDS, signToken, type AuthContext, type Role, type SessionUser } from './auth';
import { topicFor, type EventInput, type EventType } from '@shop/contracts';
import type { Envelope } from './events/envelope';
import { createKafka } from './events/kafka';
import { domainEvent } from './events/outbox';
import { createLogger } from './logger';
import { connectMongo, syncIndexes } from './mongo';
import { createRedis } from './redis';
import { DEVELOPMENT_INTERNAL_SECRET, DEVELOPMENT_JWT_SECRET } from './config';
import { signGatewayRequest } from './gateway-request';
import { opsUrlsByPort } from './http';
import { eventually } from './retry';

export { eventually };

/**
 * Helpers for integration tests against the real local engines. Each test file gets its own
 * databases so files can run in parallel.
 */
export const TEST_JWT_SECRET = DEVELOPMENT_JWT_SECRET;

export function uniqueDbName(service: string): string {
  return `shop_${service}_test_${randomUUID().slice(0, 8)}`;
}

/**
 * This jest run's prefix for topics and Redis keys (TEST_RUN_ID, set by the run's global setup), so its teardown
 * clears what it made and nothing of another run on the same engines.
 */
export const TEST_RUN_NAMESPACE = `test.${process.env.TEST_RUN_ID ?? 'solo'}.`;

/**
 * One Kafka namespace per test file (jest loads this module afresh for each file), shared by
 * every service a file starts, so a file's services talk to each other and to nobody else.
 */
export const TEST_KAFKA_NAMESPACE = `${TEST_RUN_NAMESPACE}${randomUUID().slice(0, 8)}.`;

/** Environment for a service under test: its own database, quiet logs, fast relay. */
export function testEnv(service: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    MONGODB_DB: uniqueDbName(service),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OUTBOX_POLL_MS: '200',
    KAFKA_NAMESPACE: TEST_KAFKA_NAMESPACE,
    KAFKA_TOPIC_PARTITIONS: '1',
    ...extra,
  };
}

const mongoUri = () => process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';

/** A fresh database of the service's with its models, indexes built, as a service opens it; `close` drops it. */
export async function openTestDatabase<M>(service: string, createModels: (connection: Connection) => M) {
  const dbName = uniqueDbName(service);
  const connection = await connectMongo(mongoUri(), dbName, createLogger(`${service}-test`, 'silent'));
  const models = createModels(connection);
  await syncIndexes(connection);
  const close = async () => {
    await connection.close();
    await dropDatabase(dbName);
  };
  return { dbName, connection, models, close };
}

/**
 * A fresh database of the service's for one test file, its models at hand at once (queries wait
 * for the connection): opened before the file's tests, dropped after them.
 */
export function testDatabase<M>(service: string, createModels: (connection: Connection) => M) {
  const dbName = uniqueDbName(service);
  const connection = mongoose.createConnection(mongoUri(), { dbName });
  const models = createModels(connection);
  beforeAll(async () => {
    await connection.asPromise();
    await syncIndexes(connection);
  });
  afterAll(async () => {
    await connection.close();
    await dropDatabase(dbName);
  });
  return { dbName, connection, models };
}

let nextTestUserId = 100_000;

export function mintToken(role: Role = 'user', id = nextTestUserId++, username = `${role}${id}`): string {
  return signToken({ id, username, role }, process.env.JWT_SECRET ?? TEST_JWT_SECRET);
}

/** A signed-in caller as a verified token names them: a new user unless `id` names one. */
export function testUser(role: Role = 'user', id = nextTestUserId++): SessionUser {
  const expiresAt = Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS;
  return { id, username: `${role}${id}`, role, session: { id: `session-${id}`, version: 0, expiresAt } };
}

/** The auth context a use case receives from a signed-in caller (see testUser). */
export const signedIn = (role: Role = 'user', id?: number): AuthContext & { user: SessionUser } => ({
  user: testUser(role, id),
});

/** The auth context of a caller who is not signed in. */
export const signedOut: AuthContext = { user: null };

/** The headers the gateway would add to a POST of this body to a service's /graphql (the forwarded ones signed too). */
export function gatewaySignature(
  body: string,
  forwarded: Record<string, string> = {},
  signedAt = Date.now(),
): Record<string, string> {
  return signGatewayRequest(
    { method: 'POST', url: '/graphql', body, headers: forwarded },
    process.env.INTERNAL_SECRET ?? DEVELOPMENT_INTERNAL_SECRET,
    signedAt,
  );
}

export interface GatewayCall {
  /** Forwarded headers by lower-case name (authorization, x-forwarded-for, x-cart-session, …), signed with the request. */
  headers?: Record<string, string>;
  /** When the request is signed; an old one tests the window. */
  signedAt?: number;
  /** Sent instead of the body that was signed, to test tampering. */
  sentBody?: string;
  /** Sent instead of the headers that were signed, to test tampering. */
  sentHeaders?: Record<string, string>;
}

/**
 * Calls a service's /graphql as the gateway does: the operation and the forwarded headers signed
 * with the internal secret. Tests, benchmarks and scripts reach a service directly only this way.
 */
export function callSubgraph(
  serviceUrl: string,
  operation: { query: string; variables?: Record<string, unknown> },
  { headers = {}, signedAt, sentBody, sentHeaders }: GatewayCall = {},
): Promise<Response> {
  const body = JSON.stringify(operation);
  return fetch(`${serviceUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sentHeaders ?? headers),
      ...gatewaySignature(body, headers, signedAt),
    },
    body: sentBody ?? body,
  });
}

/**
 * The operations address (/readyz, /metrics) of a service, gateway or page service this process started, from its
 * public address: a test stack hands out only the public one.
 */
export function opsUrlOf(url: string): string {
  const ops = opsUrlsByPort.get(Number(new URL(url).port));
  if (!ops) throw new Error(`no server of this process listens on ${url}`);
  return ops;
}

/** Where test ports start: above the engines' and the local stack's fixed ports. */
const TEST_PORTS_FROM = 20_000;
const TEST_PORTS_PER_PROCESS = 500;
let portsHandedOut = 0;

/** The first port the kernel hands out for `listen(0)` and outgoing connections (Linux; its default elsewhere). */
function ephemeralPortsFrom(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether a server can listen on `port` of 127.0.0.1 now. */
const canListenOn = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port free on 127.0.0.1 now, for a server a test starts itself a moment later. It is taken from
 * below the kernel's ephemeral range, from a block of this test worker's own: a port `listen(0)`
 * had chosen could be given to another worker's server, or to an outgoing connection, before the
 * test's server listens on it.
 */
export async function freePort(): Promise<number> {
  const blocks = Math.floor((ephemeralPortsFrom() - TEST_PORTS_FROM) / TEST_PORTS_PER_PROCESS);
  if (blocks < 1) throw new Error('no port range below the ephemeral ports is left for tests');
  const worker = Number(process.env.JEST_WORKER_ID) || process.pid;
  const blockStart = TEST_PORTS_FROM + (worker % blocks) * TEST_PORTS_PER_PROCESS;
  for (let tries = 0; tries < TEST_PORTS_PER_PROCESS; tries++) {
    const port = blockStart + (portsHandedOut++ % TEST_PORTS_PER_PROCESS);
    if (await canListenOn(port)) return port;
  }
  throw new Error(`no free port in ${blockStart}-${blockStart + TEST_PORTS_PER_PROCESS - 1}`);
}

export async function dropDatabase(dbName: string): Promise<void> {
  const connection = await mongoose.createConnection(mongoUri(), { dbName }).asPromise();
  try {
    // The local MongoDB-wire server now and then fails a drop that meets its own index bookkeeping still settling
    // ("index not found with name [_id_]"); asked again a moment later, it drops.
    await eventually(() => connection.dropDatabase(), 10_000, 200);
  } finally {
    await connection.close();
  }
}

/** Deletes every topic whose name starts with `prefix` (a test namespace) from the broker. */
export async function deleteTopicsWithPrefix(prefix: string): Promise<void> {
  const kafka = new Kafka({
    clientId: 'test-cleanup',
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    if (topics.length) await admin.deleteTopics({ topics, timeout: 30_000 });
  } finally {
    await admin.disconnect();
  }
}

/**
 * Deletes the Redis keys test namespaces leave behind: cache generations (`<prefix>…`) and the
 * housekeeping queues BullMQ keeps under `bull:<prefix>…`.
 */
export async function deleteRedisKeysWithPrefix(prefix: string): Promise<void> {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    for (const pattern of [`${prefix}*`, `bull:${prefix}*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    await redis.quit();
  }
}

const testKafka = () =>
  new Kafka({
    clientId: 'test-publisher',
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
  });

/** Sends an envelope to its topic in this file's namespace, as a service's relay would (again, for a redelivery). */
export async function publishEnvelope(envelope: Envelope): Promise<void> {
  const producer = testKafka().producer();
  await producer.connect();
  try {
    await producer.send({
      topic: `${TEST_KAFKA_NAMESPACE}${topicFor(envelope.type as EventType)}`,
      acks: -1,
      messages: [{ key: String(envelope.aggregateId), value: JSON.stringify(envelope) }],
    });
  } finally {
    await producer.disconnect();
  }
}

/** Publishes one domain event the way another service's relay would, at an aggregate version. */
export async function publishEvent<T extends EventType>(
  type: T,
  aggregateId: number,
  data: EventInput<T>,
  aggregateVersion = 1,
): Promise<Envelope> {
  const envelope = domainEvent(type, aggregateId, aggregateVersion, data);
  await publishEnvelope(envelope);
  return envelope;
}

export interface EventRecorder<T = Record<string, unknown>> {
  events: Envelope<T>[];
  stop: () => Promise<void>;
}

/**
 * Records every event on one of the test namespace's topics (e.g. `hire.quote`), from its start,
 * as it arrives; `stop` disconnects the consumer.
 */
export async function recordEvents<T = Record<string, unknown>>(topic: string): Promise<EventRecorder<T>> {
  const kafka = createKafka(
    (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    'test-recorder',
    createLogger('test-recorder', 'silent'),
  );
  const consumer = kafka.consumer({ groupId: `test-recorder-${randomUUID().slice(0, 8)}`, maxWaitTimeInMs: 200 });
  const events: Envelope<T>[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: [`${TEST_KAFKA_NAMESPACE}${topic}`], fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => void events.push(JSON.parse(message.value!.toString())) });
  return { events, stop: () => consumer.disconnect() };
}
