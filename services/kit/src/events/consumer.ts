import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from '../logger';
import { sleep } from '../retry';
import { deadLetterTopic, eventCatalog, type EventData, type EventType } from './catalog';
import { envelopeSchema, type Envelope } from './envelope';
import { processedEvents } from './processed-events';

/** What a handler knows besides the event: the key that makes its effect happen once. */
export interface HandlerContext {
  /** `<group>:<event id>`: store it with the effect (see effect-markers.ts) or before an outside effect. */
  key: string;
}

export type EventHandlers = {
  [T in EventType]?: (data: EventData<T>, event: Envelope<EventData<T>>, ctx: HandlerContext) => Promise<void>;
};

export interface RetryPolicy {
  /** Tries before an event goes to the dead-letter topic. */
  maxAttempts: number;
  /** First wait between tries; doubled each time, capped at 10 s. */
  backoffMs: number;
}

export interface ConsumerOptions {
  kafka: Kafka;
  connection: Connection;
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

/** Thrown for an event that can never be handled (malformed): it goes to the DLQ without retries. */
class Unprocessable extends Error {}

/**
 * Subscribes a consumer group to the topics of its handlers. Delivery is at least once; effects
 * happen once because handlers make them idempotent (an effect marker in the same write, an
 * aggregate version, or an idempotency key stored before an outside effect). Ids handled are
 * recorded after success as a fast path for redeliveries.
 *
 * A failing event is retried with backoff `maxAttempts` times, then published to `<topic>.dlq`
 * with its error and counted, and the partition moves on: one poison event never stops the line.
 */
export async function startConsumer(options: ConsumerOptions): Promise<Consumer> {
  const { kafka, connection, handlers, logger, namespace = '', retry } = options;
  const groupId = `${namespace}${options.groupId}`;
  const processed = await processedEvents(connection);
  const types = Object.keys(handlers) as EventType[];
  const topics = [...new Set(types.map((t) => `${namespace}${eventCatalog[t].topic}`))];

  const consumer = kafka.consumer({ groupId, retry: { retries: 10 }, sessionTimeout: 30_000, heartbeatInterval: 3000 });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: options.fromBeginning ?? true });
  await consumer.run({
    eachMessage: async ({ message, topic, partition, heartbeat }) => {
      const raw = message.value?.toString() ?? null;
      let envelope: Envelope | null = null;
      let attempts = 0;
      for (;;) {
        try {
          envelope = parseEnvelope(raw);
          const event = envelope;
          const handler = handlers[event.type as EventType] as
            ((d: unknown, e: Envelope, c: HandlerContext) => Promise<void>) | undefined;
          if (!handler) return;
          const key = `${groupId}:${event.id}`;
          if (await processed.seen(key)) return;
          const data = eventCatalog[event.type as EventType].data.safeParse(event.data);
          if (!data.success) throw new Unprocessable(`Invalid ${event.type} data: ${data.error.issues[0]?.message}`);
          attempts += 1;
          await handler(data.data, { ...event, data: data.data }, { key });
          await processed.record(key, groupId, event.type);
          return;
        } catch (err) {
          const retriable = !(err instanceof Unprocessable) && attempts < retry.maxAttempts;
          logger[retriable ? 'warn' : 'error'](
            { err, topic, partition, offset: message.offset, type: envelope?.type, attempts },
            retriable ? 'event handler failed; retrying' : 'event handler failed; sending it to the dead-letter topic',
          );
          if (!retriable) {
            await deadLetter(options, groupId, { topic, partition, message, envelope, raw, attempts, err });
            return;
          }
          await sleep(Math.min(retry.backoffMs * 2 ** (attempts - 1), 10_000));
          await heartbeat();
        }
      }
    },
  });
  return consumer;
}

function parseEnvelope(raw: string | null): Envelope {
  let json: unknown = null;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    throw new Unprocessable('Message is not JSON');
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) throw new Unprocessable(`Not an event envelope: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

async function deadLetter(
  { producer, onDeadLetter }: ConsumerOptions,
  group: string,
  failure: {
    topic: string;
    partition: number;
    message: KafkaMessage;
    envelope: Envelope | null;
    raw: string | null;
    attempts: number;
    err: unknown;
  },
): Promise<void> {
  const letter: DeadLetter = {
    group,
    topic: failure.topic,
    partition: failure.partition,
    offset: failure.message.offset,
    error: (failure.err as Error)?.message ?? String(failure.err),
    attempts: failure.attempts,
    failedAt: new Date().toISOString(),
    envelope: failure.envelope,
    raw: failure.envelope ? null : failure.raw,
  };
  // If this fails too, the handler throws and kafkajs delivers the message again later.
  await producer.send({
    topic: deadLetterTopic(failure.topic),
    acks: -1,
    messages: [{ key: failure.message.key, value: JSON.stringify(letter) }],
  });
  onDeadLetter?.(failure.topic, failure.envelope?.type ?? 'unknown');
}
