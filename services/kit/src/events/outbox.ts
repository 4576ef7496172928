import { Schema, type Model, type Document } from 'mongoose';
import { createEnvelope, type Envelope } from './envelope';
import { eventCatalog, type EventData, type EventType } from './catalog';

/**
 * The outbox lives inside each aggregate document: a state change and the events it causes are
 * saved in one single-document write, which is atomic on every MongoDB-wire server (no
 * transactions needed). The relay publishes `pendingEvents` and then removes them.
 */
export const pendingEventsField = {
  pendingEvents: {
    type: [
      new Schema(
        {
          id: { type: String, required: true },
          type: { type: String, required: true },
          version: { type: Number, required: true },
          occurredAt: { type: String, required: true },
          aggregateId: { type: String, required: true },
          data: { type: Schema.Types.Mixed, required: true },
        },
        { _id: false },
      ),
    ],
    default: [],
  },
  /** Set when the aggregate is deleted; the relay removes the document once its events are out. */
  deletedAt: { type: Date, default: null },
};

export interface WithOutbox {
  pendingEvents: Envelope[];
  deletedAt: Date | null;
}

/** Validates event data against the catalog and wraps it in an envelope. */
export function domainEvent<T extends EventType>(type: T, aggregateId: string | number, data: EventData<T>): Envelope {
  const parsed = eventCatalog[type].data.parse(data);
  return createEnvelope(type, aggregateId, parsed);
}

/** Queues an event on a loaded document; it is written by the document's next save(). */
export function recordEvent<T extends EventType>(
  doc: Document & WithOutbox,
  type: T,
  aggregateId: string | number,
  data: EventData<T>,
): void {
  doc.pendingEvents.push(domainEvent(type, aggregateId, data));
}

/** Marks a document deleted and queues its event in the same write. */
export async function softDelete<T extends EventType>(
  doc: Document & WithOutbox,
  type: T,
  aggregateId: string | number,
  data: EventData<T>,
): Promise<void> {
  doc.deletedAt = new Date();
  recordEvent(doc, type, aggregateId, data);
  await doc.save();
}

/** Filter for live (not deleted) documents. */
export const live = { deletedAt: null } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the relay handles every aggregate alike
export type OutboxModel = Model<any>;
