import { Schema, type Connection } from 'mongoose';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from '../logger';
import { isDuplicateKeyError, readyModel } from '../mongo';
import { eventCatalog, type EventData, type EventType } from './catalog';
import { envelopeSchema, type Envelope } from './envelope';

interface ProcessedEvent {
  _id: string;
  consumer: string;
  type: string;
  processedAt: Date;
}

const processedEventSchema = new Schema<ProcessedEvent>(
  {
    // The event id is the _id: the unique index that makes handling idempotent.
    _id: { type: String, required: true },
    consumer: { type: String, required: true },
    type: { type: String, required: true },
    processedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type EventHandlers = {
  [T in EventType]?: (data: EventData<T>, event: Envelope<EventData<T>>) => Promise<void>;
};

export interface ConsumerOptions {
  kafka: Kafka;
  connection: Connection;
  groupId: string;
  handlers: EventHandlers;
  logger: Logger;
  fromBeginning?: boolean;
  /** Namespace prepended to topic names and the group id (see KAFKA_NAMESPACE). */
  namespace?: string;
}

/**
 * Subscribes a consumer group to the topics of its handlers and applies each event at most once
 * per group: handled ids are stored under a unique index, and a redelivered id is skipped.
 * A handler that throws is retried by Kafka (the offset is not committed).
 */
export async function startConsumer(options: ConsumerOptions): Promise<Consumer> {
  const { kafka, connection, handlers, logger, namespace = '' } = options;
  const groupId = `${namespace}${options.groupId}`;
  const Processed = await readyModel(connection, 'ProcessedEvent', processedEventSchema, 'processed_events');
  const types = Object.keys(handlers) as EventType[];
  const topics = [...new Set(types.map((t) => `${namespace}${eventCatalog[t].topic}`))];

  const consumer = kafka.consumer({ groupId, retry: { retries: 10 }, sessionTimeout: 30_000, heartbeatInterval: 3000 });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: options.fromBeginning ?? true });
  await consumer.run({
    eachMessage: async ({ message, topic, partition }) => {
      const raw = message.value?.toString();
      const parsed = envelopeSchema.safeParse(raw ? safeJson(raw) : null);
      if (!parsed.success) {
        logger.error({ topic, partition, offset: message.offset }, 'skipping malformed event');
        return;
      }
      const event = parsed.data;
      const handler = handlers[event.type as EventType] as ((d: unknown, e: Envelope) => Promise<void>) | undefined;
      if (!handler) return;
      const processedKey = `${groupId}:${event.id}`;
      if (await Processed.exists({ _id: processedKey })) return;
      const data = eventCatalog[event.type as EventType].data.parse(event.data);
      await handler(data, { ...event, data });
      try {
        await Processed.create({ _id: processedKey, consumer: groupId, type: event.type, processedAt: new Date() });
      } catch (err) {
        // A redelivery raced this one past the check above; the handler is idempotent, so done.
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
  });
  return consumer;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
