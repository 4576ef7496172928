import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** Every event on Kafka travels in this envelope; `data` is checked against the event's own schema. */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  aggregateId: z.string().min(1),
  data: z.unknown(),
});

export type Envelope<T = unknown> = Omit<z.output<typeof envelopeSchema>, 'data'> & { data: T };

export function createEnvelope<T>(type: string, aggregateId: string | number, data: T, version = 1): Envelope<T> {
  return {
    id: randomUUID(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    aggregateId: String(aggregateId),
    data,
  };
}
