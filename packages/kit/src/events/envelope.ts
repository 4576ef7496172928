import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** Every event on Kafka travels in this envelope; `data` is checked against the event's own schema. */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  aggregateId: z.string().min(1),
  /** Position of this event in its aggregate's history: consumers keep the highest they applied. */
  aggregateVersion: z.number().int().positive(),
  data: z.unknown(),
});

export type Envelope<T = unknown> = Omit<z.output<typeof envelopeSchema>, 'data'> & { data: T };

/** Schema version of every event's data; raise it (and keep reading the old one) on a breaking change. */
export const EVENT_SCHEMA_VERSION = 1;

export function createEnvelope<T>(
  type: string,
  aggregateId: string | number,
  aggregateVersion: number,
  data: T,
): Envelope<T> {
  return {
    id: randomUUID(),
    type,
    version: EVENT_SCHEMA_VERSION,
    occurredAt: new Date().toISOString(),
    aggregateId: String(aggregateId),
    aggregateVersion,
    data,
  };
}
