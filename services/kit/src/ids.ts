import { Schema, type Connection } from 'mongoose';
import { isDuplicateKeyError, readyModel } from './mongo';

interface Counter {
  _id: string;
  seq: number;
}

const counterSchema = new Schema<Counter>(
  { _id: String, seq: { type: Number, required: true } },
  { versionKey: false },
);

/**
 * Allocates the next positive integer id for a collection (or the first of `count` consecutive
 * ids, for bulk inserts) from a counter document. A
 * compare-and-set loop (read, then updateOne guarded by the value read) rather than
 * findOneAndUpdate: single-document updateOne is atomic on every MongoDB-wire server we run,
 * findAndModify is not (measured on mongo-java-server). MongoDB's _id stays internal.
 */
export async function nextId(connection: Connection, collection: string, count = 1): Promise<number> {
  const Counters = await readyModel(connection, 'Counter', counterSchema, 'counters');
  for (;;) {
    const counter = await Counters.findById(collection).lean<Counter>().exec();
    if (!counter) {
      try {
        await Counters.create({ _id: collection, seq: count });
        return 1;
      } catch (err) {
        if (isDuplicateKeyError(err)) continue;
        throw err;
      }
    }
    const claimed = await Counters.updateOne(
      { _id: collection, seq: counter.seq },
      { $set: { seq: counter.seq + count } },
    );
    if (claimed.modifiedCount === 1) return counter.seq + 1;
  }
}
