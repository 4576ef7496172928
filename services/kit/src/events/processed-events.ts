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
    /** Which of these keys were handled: one lookup by id for a whole slice of a batch. */
    seenAmong: async (keys: string[]): Promise<Set<string>> => {
      if (keys.length === 0) return new Set();
      const found = await Processed.find({ _id: { $in: keys } }, { _id: 1 }).lean<Array<{ _id: string }>>();
      return new Set(found.map((doc) => doc._id));
    },
    /** Records handled events in one write; those a redelivery recorded first stay as they are. */
    recordAll: async (events: Array<{ key: string; type: string }>, consumer: string): Promise<void> => {
      if (events.length === 0) return;
      const processedAt = new Date();
      try {
        await Processed.insertMany(
          events.map(({ key, type }) => ({ _id: key, consumer, type, processedAt })),
          { ordered: false },
        );
      } catch (err) {
        const writeErrors = (err as { writeErrors?: unknown[] }).writeErrors;
        if (!writeErrors?.every(isDuplicateKeyError) && !isDuplicateKeyError(err)) throw err;
      }
    },
    /** Forgets ids handled before `cutoff`; resolves with how many. */
    prune: async (cutoff: Date): Promise<number> =>
      (await Processed.deleteMany({ processedAt: { $lt: cutoff } })).deletedCount,
  };
}
