import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import { isDuplicateKeyError } from '../mongo';

/**
 * Writes one row of a read model kept from another service's events, keyed by the aggregate's
 * id, only over an older version: redeliveries, replays and out-of-order arrivals all leave the
 * newest state in place. A deletion is written as a tombstone state, so a replayed older event
 * cannot bring the row back.
 */
export async function applyVersioned<T extends { id: number; version: number }>(
  model: Model<T>,
  id: number,
  version: number,
  state: Partial<Omit<T, 'id' | 'version'>>,
): Promise<void> {
  try {
    await model.updateOne(
      { id, version: { $lt: version } } as FilterQuery<T>,
      { $set: { ...state, version } } as UpdateQuery<T>,
      { upsert: true },
    );
  } catch (err) {
    // The row exists at this version or a newer one: the upsert's insert hit the unique id.
    if (!isDuplicateKeyError(err)) throw err;
  }
}
