import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '@shop/kit';

/**
 * Allocates `count` consecutive ids in one step from the counter document the kit's `nextId`
 * uses, with the same compare-and-set (findAndModify is not atomic on every MongoDB-wire server
 * we run; a guarded updateOne is). Returns the first id.
 */
export async function allocateIds(connection: Connection, collection: string, count: number): Promise<number> {
  const counters = connection.collection<{ _id: string; seq: number }>('counters');
  for (;;) {
    const counter = await counters.findOne({ _id: collection });
    if (!counter) {
      try {
        await counters.insertOne({ _id: collection, seq: count });
        return 1;
      } catch (err) {
        if (isDuplicateKeyError(err)) continue;
        throw err;
      }
    }
    const claimed = await counters.updateOne(
      { _id: collection, seq: counter.seq },
      { $set: { seq: counter.seq + count } },
    );
    if (claimed.modifiedCount === 1) return counter.seq + 1;
  }
}
