import { Schema, type Model } from 'mongoose';
import { createEnvelope, type Envelope } from './envelope';
import { currentTraceparent } from '../tracing/trace-context';
import { eventCatalog, type EventInput, type EventType } from '@shop/contracts';

/** An event waiting in its aggregate's document for the relay, with the relay's failed attempts. */
export interface OutboxEntry extends Envelope {
  attempts?: number;
  lastError?: string;
  /** The W3C trace context of the write that caused it, which the relay hands on in the message's headers. */
  traceparent?: string;
}

const outboxEntrySchema = new Schema(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    version: { type: Number, required: true },
    occurredAt: { type: String, required: true },
    aggregateId: { type: String, required: true },
    aggregateVersion: { type: Number, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    attempts: { type: Number },
    lastError: { type: String },
    traceparent: { type: String },
  },
  { _id: false },
);

/**
 * What every aggregate document carries besides its own fields.
 *
 * - `version` moves on with every change; writes are conditional on the version read
 *   (optimistic concurrency), so no change is lost to a concurrent one.
 * - `pendingEvents` is the outbox: a state change and the events it causes are saved in one
 *   single-document write, atomic on every MongoDB-wire server (no transactions needed).
 * - `outboxLease` is a relay's claim on the document while it publishes (see relay.ts).
 * - `quarantinedEvents` holds events the relay gave up on, kept for a person to look at.
 * - `deletedAt` marks a deleted aggregate; the relay removes it once its last event is out.
 */
export const aggregateFields = {
  version: { type: Number, required: true, default: 0 },
  pendingEvents: { type: [outboxEntrySchema], default: [] },
  quarantinedEvents: { type: [outboxEntrySchema], default: [] },
  outboxLease: {
    type: new Schema({ token: String, until: Date }, { _id: false }),
    default: null,
  },
  deletedAt: { type: Date, default: null },
};

export interface Aggregate {
  version: number;
  pendingEvents: OutboxEntry[];
  quarantinedEvents?: OutboxEntry[];
  deletedAt: Date | null;
}

/** Bookkeeping fields: not part of an aggregate's state, never in its events or API answers. */
export const outboxBookkeeping = {
  pendingEvents: 0,
  quarantinedEvents: 0,
  outboxLease: 0,
} as const;

/** One event an aggregate change causes, before it gets its envelope. */
export interface DomainEvent<T extends EventType = EventType> {
  type: T;
  data: EventInput<T>;
}

/** An event of this type with its data, checked by the type system here and by zod on enveloping. */
export const event = <T extends EventType>(type: T, data: EventInput<T>): DomainEvent<T> => ({ type, data });

/** Validates event data against the catalog and wraps it in an envelope, noting the trace it is caused in. */
export function domainEvent<T extends EventType>(
  type: T,
  aggregateId: string | number,
  aggregateVersion: number,
  data: EventInput<T>,
): OutboxEntry {
  const parsed = eventCatalog[type].data.parse(data);
  const traceparent = currentTraceparent();
  const envelope = createEnvelope(type, aggregateId, aggregateVersion, parsed);
  return traceparent ? { ...envelope, traceparent } : envelope;
}

/** Envelopes for the events of one write, numbered on from the version the write started at. */
export function envelopes(aggregateId: string | number, fromVersion: number, events: DomainEvent[]): OutboxEntry[] {
  return events.map((e, i) => domainEvent(e.type, aggregateId, fromVersion + i + 1, e.data));
}

/** Filter for live (not deleted) documents. */
export const live = { deletedAt: null } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the relay handles every aggregate alike
export type OutboxModel = Model<any>;
