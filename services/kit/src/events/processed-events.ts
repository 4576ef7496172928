import { Schema, type Connection } from 'mongoose';
import { isDuplicateKeyError, readyModel } from '../mongo';

interface ProcessedEvent {
  _id: string;
  consumer: string;
  type: string;
  processedAt: Date;
}

const processedEventSchema = new Schema<ProcessedEvent>(
  {
    // `<group>:<event id>` is the _id, so recording the same event twice is refused by the server.
    _id: { type: String, required: true },
    consumer: { type: String, required: true },
    type: { type: String, required: true },
    processedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

/**
 * Events a consumer group has handled, recorded after success: redeliveries skip the handler.
 * A fast path only: correctness comes from the handlers' own idempotency, since a crash between
 * an effect and this record re-runs the handler. Pruned after a retention (see maintenance.ts).
 */
export async function processedEvents(connection: Connection) {
  const Processed = await readyModel(connection, 'ProcessedEvent', processedEventSchema, 'processed_events');
  return {
    seen: async (key: string): Promise<boolean> => (await Processed.exists({ _id: key })) !== null,
    record: async (key: string, consumer: string, type: string): Promise<void> => {
      try {
        await Processed.create({ _id: key, consumer, type, processedAt: new Date() });
      } catch (err) {
        // A redelivery got here first; both ran an idempotent handler, so done.
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
    /** Forgets ids handled before `cutoff`; resolves with how many. */
    prune: async (cutoff: Date): Promise<number> =>
      (await Processed.deleteMany({ processedAt: { $lt: cutoff } })).deletedCount,
  };
}
