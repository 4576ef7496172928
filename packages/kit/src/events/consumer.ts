import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Logger } from '../logger';
import { sleep } from '../retry';
import { eventCatalog, type EventData, type EventType } from '@shop/contracts';
import { deadLetterTopic, supersededStates } from './topics';
import { envelopeSchema, type Envelope } from './envelope';
import { inChildSpan, traceparentHeader } from '../tracing/trace-context';

/** What a handler knows besides the event: the key that makes its effect happen once. */
export interface HandlerContext {
  /** `<group>:<event id>`: store it with the effect (see effect-markers.ts) or before an outside effect. */
  key: string;
}

export type EventHandlers = {
  [T in EventType]?: (data: EventData<T>, event: Envelope<EventData<T>>, ctx: HandlerContext) => Promise<void>;
};

/** One event of a batch, as its one-event handler would get it. */
export interface BatchItem<T extends EventType = EventType> {
  data: EventData<T>;
  event: Envelope<EventData<T>>;
  ctx: HandlerContext;
}

/**
 * Handlers that take many events of a type at once (a rush of orders for one product settled in
 * one write). Each stands beside the one-event handler of its type, which stays the way back: if a
 * batch fails, its events are handled one by one, with their retries and dead letters. A batch
 * handler is as idempotent as the one-event handler.
 */
export type BatchHandlers = {
  [T in EventType]?: (items: Array<BatchItem<T>>) => Promise<void>;
};

export interface RetryPolicy {
  /** Tries before an event goes to the dead-letter topic. */
  maxAttempts: number;
  /** First wait between tries; doubled each time, capped at 10 s. */
  backoffMs: number;
}

export interface ConsumerOptions {
  kafka: Kafka;
  /** Publishes dead letters. */
  producer: Producer;
  groupId: string;
  handlers: EventHandlers;
  logger: Logger;
  retry: RetryPolicy;
  fromBeginning?: boolean;
  /** Namespace prepended to topic names and the group id (see KAFKA_NAMESPACE). */
  namespace?: string;
  /** Counts dead letters (a Prometheus counter in services). */
  onDeadLetter?: (topic: string, type: string) => void;
  /**
   * The group's lag on a partition (messages behind the partition's end) as each fetched batch starts and as each slice
   * is committed, from the fetch's high watermark: no request of its own. `onRebalance` comes when the group's members
   * change, so a partition another member took over stops being reported here (Prometheus gauges in services).
   */
  onLag?: (topic: string, partition: number, messages: number) => void;
  onRebalance?: () => void;
  /**
   * How long Kafka waits for a silent member before handing its partitions to the others (default 10 s). A
   * restarted process joins its groups only once its dead predecessor has been given up on, so this bounds how
   * soon it is ready; too short, and a member starved of CPU is dropped between heartbeats (every 3 s).
   */
  sessionTimeoutMs?: number;
  /** Partitions worked on at once; each partition's events stay in order (default 1). */
  partitionsAtOnce?: number;
  /** Runs after each slice's handlers, before the slice is committed (see ConsumeOptions). */
  afterSlice?: () => Promise<void>;
  /** Handlers taking a slice's events of a type together (see BatchHandlers). */
  batchHandlers?: BatchHandlers;
  /**
   * How long the broker may hold a fetch to gather a batch (default: answer as soon as one event
   * is there). Each fetch costs a round of handling and an offset commit, so gathering divides
   * those by the batch; it adds up to this much delay per event.
   */
  gatherMs?: number;
}

/** What `<topic>.dlq` holds: the original event (or the raw text that was not one) and why it failed. */
export interface DeadLetter {
  group: string;
  topic: string;
  partition: number;
  offset: string;
  error: string;
  attempts: number;
  failedAt: string;
  envelope: Envelope | null;
  raw: string | null;
}

/** An event that can never be handled (not an envelope, or data off its schema): no retries, straight to the DLQ. */
export class MalformedEvent extends Error {
  constructor(
    message: string,
    readonly envelope: Envelope | null = null,
  ) {
    super(message);
  }
}

/**
 * Subscribes a consumer group to the topics of its handlers. Delivery is at least once; effects
 * happen once because handlers make them idempotent (an effect marker in the same write, an
 * aggregate version, or an idempotency key stored before an outside effect), so a redelivered
 * event runs its handler again and changes nothing. No separate record of handled ids is kept:
 * it cost every slice a lookup and a write to spare the rare redelivery a handler run.
 *
 * Messages come a batch per partition, worked in slices: a slice's events run side by side, one
 * aggregate's (one message key's) in order. Where a type has a batch handler, the slice's events
 * of that type that are first for their aggregate go to it together, before the rest. On a
 * compacted topic each event carries its aggregate's whole state, so of several of one type for
 * one aggregate in a slice only the last is handled.
 *
 * A failing event is retried with backoff `maxAttempts` times, then published to `<topic>.dlq`
 * with its error and counted, and the partition moves on: one poison event never stops the line.
 */
export async function startConsumer(options: ConsumerOptions): Promise<Consumer> {
  const { kafka, handlers, namespace = '' } = options;
  const groupId = `${namespace}${options.groupId}`;
  const types = Object.keys(handlers) as EventType[];
  const topics = [...new Set(types.map((t) => `${namespace}${eventCatalog[t].topic}`))];

  const consumer = kafka.consumer({
    groupId,
    retry: { retries: 10 },
    sessionTimeout: options.sessionTimeoutMs ?? 10_000,
    heartbeatInterval: 3000,
    ...(options.gatherMs ? { minBytes: GATHER_BYTES, maxWaitTimeInMs: options.gatherMs } : {}),
  });
  if (options.onRebalance) consumer.on(consumer.events.GROUP_JOIN, options.onRebalance);
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: options.fromBeginning ?? true });
  await consumer.run({
    partitionsConsumedConcurrently: options.partitionsAtOnce ?? 1,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
      const { topic, partition } = batch;
      // Messages from this offset to the partition's end, which the fetch's high watermark gives.
      const behindFrom = (offset: number) => Math.max(0, Number(batch.highWatermark) - offset);
      if (!batch.isEmpty()) options.onLag?.(topic, partition, behindFrom(Number(batch.firstOffset())));
      for (let i = 0; i < batch.messages.length; i += SLICE) {
        if (!isRunning() || isStale()) return;
        const slice = batch.messages.slice(i, i + SLICE);
        const events = await handleable(options, groupId, topic, partition, slice);
        const superseded = supersededStates(events, (event) => event.envelope);
        const current = events.filter((event) => !superseded.has(event));
        const done = await inKeyOrder(
          current,
          (events) => handleTogether(options, groupId, topic, partition, events),
          (event) =>
            inChildSpan(
              `${topic} process`,
              consumeAttributes(topic, groupId, event.envelope.type, 1),
              [traceparentHeader(event.message.headers)],
              () => handleOne(options, groupId, topic, partition, event, heartbeat),
            ),
        );
        if (done.length > 0) await options.afterSlice?.();
        resolveOffset(slice[slice.length - 1].offset);
        options.onLag?.(topic, partition, behindFrom(Number(slice[slice.length - 1].offset) + 1));
        await heartbeat();
        await commitOffsetsIfNecessary();
      }
    },
  });
  return consumer;
}

/** A consuming span's attributes, in OpenTelemetry's messaging terms. */
const consumeAttributes = (topic: string, group: string, type: string, events: number) => ({
  'messaging.system': 'kafka',
  'messaging.destination.name': topic,
  'messaging.consumer.group.name': group,
  'messaging.batch.message_count': events,
  'event.type': type,
});

/** What a gathering fetch waits for at most: about a slice of events. */
const GATHER_BYTES = 64 * 1024;
/** Messages worked between two offset commits. */
const SLICE = 100;
/** Aggregates (message keys) of one slice whose events run at once. */
const KEYS_AT_ONCE = 16;

/** An event of a message, ready for its handler. */
interface Due extends Dispatchable {
  message: KafkaMessage;
  /** `<group>:<event id>`. */
  key: string;
}

/** The slice's events that have a handler; the malformed ones go to the dead-letter topic at once. */
async function handleable(
  options: ConsumerOptions,
  groupId: string,
  topic: string,
  partition: number,
  messages: KafkaMessage[],
): Promise<Due[]> {
  const due: Due[] = [];
  for (const message of messages) {
    try {
      const event = dispatch(message.value?.toString() ?? null, options.handlers);
      if (event) due.push({ ...event, message, key: `${groupId}:${event.envelope.id}` });
    } catch (err) {
      if (!(err instanceof MalformedEvent)) throw err;
      options.logger.error(
        { err, topic, partition, offset: message.offset },
        'malformed event; sending it to the dead-letter topic',
      );
      await deadLetter(options, groupId, { topic, partition, message, envelope: err.envelope, attempts: 0, err });
    }
  }
  return due;
}

/**
 * Runs the events, one message key's in order: first, together, those that are first for their
 * key and have a batch handler (`together` resolves with those it handled); then the rest through
 * `work`, up to KEYS_AT_ONCE keys at once. Resolves with those done.
 */
async function inKeyOrder(
  events: Due[],
  together: (events: Due[]) => Promise<Due[]>,
  work: (event: Due) => Promise<boolean>,
): Promise<Due[]> {
  const byKey = new Map<string, Due[]>();
  for (const event of events) {
    const key = event.message.key?.toString() ?? '';
    const queue = byKey.get(key) ?? [];
    queue.push(event);
    byKey.set(key, queue);
  }
  const done = await together([...byKey.values()].map((queue) => queue[0]));
  const handled = new Set(done);
  const queues = [...byKey.values()]
    .map((queue) => (handled.has(queue[0]) ? queue.slice(1) : queue))
    .filter((queue) => queue.length > 0);
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const event of queue) if (await work(event)) done.push(event);
    }
  };
  await Promise.all(Array.from({ length: Math.min(KEYS_AT_ONCE, queues.length) }, worker));
  return done;
}

/**
 * Hands these events to their types' batch handlers, a call per type; resolves with those
 * handled. A batch that fails is left to the one-event handlers, which retry and dead-letter.
 */
async function handleTogether(
  options: ConsumerOptions,
  groupId: string,
  topic: string,
  partition: number,
  events: Due[],
): Promise<Due[]> {
  const byType = new Map<EventType, Due[]>();
  for (const event of events) {
    const type = event.envelope.type as EventType;
    if (!options.batchHandlers?.[type]) continue;
    byType.set(type, [...(byType.get(type) ?? []), event]);
  }
  const done: Due[] = [];
  for (const [type, batch] of byType) {
    // The envelopes were checked against their type's schema by dispatch.
    const handler = options.batchHandlers![type] as (
      items: Array<{ data: unknown; event: Envelope; ctx: HandlerContext }>,
    ) => Promise<void>;
    try {
      const traceparents = batch.map((e) => traceparentHeader(e.message.headers));
      await inChildSpan(`${topic} process`, consumeAttributes(topic, groupId, type, batch.length), traceparents, () =>
        handler(batch.map((e) => ({ data: e.envelope.data, event: e.envelope, ctx: { key: e.key } }))),
      );
      done.push(...batch);
    } catch (err) {
      options.logger.warn(
        { err, topic, partition, type, events: batch.length },
        'batch handler failed; handling its events one by one',
      );
    }
  }
  return done;
}

/** Handles one event with retries; true once handled, false once dead-lettered. */
async function handleOne(
  options: ConsumerOptions,
  groupId: string,
  topic: string,
  partition: number,
  event: Due,
  heartbeat: () => Promise<void>,
): Promise<boolean> {
  const { logger, retry } = options;
  const where = { topic, partition, offset: event.message.offset, type: event.envelope.type };
  for (let attempts = 1; ; attempts++) {
    try {
      await event.handle({ key: event.key });
      return true;
    } catch (err) {
      if (attempts >= retry.maxAttempts) {
        logger.error({ err, ...where, attempts }, 'event handler failed; sending it to the dead-letter topic');
        const { message, envelope } = event;
        await deadLetter(options, groupId, { topic, partition, message, envelope, attempts, err });
        return false;
      }
      logger.warn({ err, ...where, attempts }, 'event handler failed; retrying');
      await sleep(Math.min(retry.backoffMs * 2 ** (attempts - 1), 10_000));
      await heartbeat();
    }
  }
}

/** An event ready for its handler. */
export interface Dispatchable {
  /** The envelope, its data as the handler gets it. */
  envelope: Envelope;
  handle: (ctx: HandlerContext) => Promise<void>;
}

/**
 * The event in a message, checked, with the call of its handler; null when the handlers have none
 * for its type. Throws MalformedEvent for anything that can never be handled.
 */
export function dispatch(raw: string | null, handlers: EventHandlers): Dispatchable | null {
  const envelope = parseEnvelope(raw);
  const handler = handlers[envelope.type as EventType] as
    ((d: unknown, e: Envelope, c: HandlerContext) => Promise<void>) | undefined;
  if (!handler) return null;
  const data = eventCatalog[envelope.type as EventType].data.safeParse(envelope.data);
  if (!data.success) {
    throw new MalformedEvent(`Invalid ${envelope.type} data: ${data.error.issues[0]?.message}`, envelope);
  }
  const parsed = { ...envelope, data: data.data };
  return { envelope: parsed, handle: (ctx) => handler(data.data, parsed, ctx) };
}

function parseEnvelope(raw: string | null): Envelope {
  let json: unknown = null;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    throw new MalformedEvent('Message is not JSON');
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) throw new MalformedEvent(`Not an event envelope: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

interface Failure {
  topic: string;
  partition: number;
  message: KafkaMessage;
  envelope: Envelope | null;
  attempts: number;
  err: unknown;
}

async function deadLetter({ producer, onDeadLetter }: ConsumerOptions, group: string, failure: Failure): Promise<void> {
  const letter: DeadLetter = {
    group,
    topic: failure.topic,
    partition: failure.partition,
    offset: failure.message.offset,
    error: (failure.err as Error)?.message ?? String(failure.err),
    attempts: failure.attempts,
    failedAt: new Date().toISOString(),
    envelope: failure.envelope,
    raw: failure.envelope ? null : (failure.message.value?.toString() ?? null),
  };
  // If this fails too, the handler throws and kafkajs delivers the message again later.
  await producer.send({
    topic: deadLetterTopic(failure.topic),
    acks: -1,
    messages: [{ key: failure.message.key, value: JSON.stringify(letter) }],
  });
  onDeadLetter?.(failure.topic, failure.envelope?.type ?? 'unknown');
}
