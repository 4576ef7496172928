import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { Unprocessable } from './errors';
import { isDuplicateKeyError } from './mongo';

interface IdempotencyKey {
  /** The scope (what was asked, by whom) and the client's key. */
  _id: string;
  /** What the first request asked for, hashed: a retry must ask the same. */
  fingerprint: string;
  /** The id of what the first request made (it may not be made yet: a retry makes it). */
  resultId: number;
  createdAt: Date;
}

const idempotencyKeySchema = new Schema<IdempotencyKey>(
  {
    _id: { type: String, required: true },
    fingerprint: { type: String, required: true },
    resultId: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
idempotencyKeySchema.index({ createdAt: 1 });

/** The same for the same values whatever the order of their fields. */
function fingerprintOf(request: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object' && !(value instanceof Date)
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/**
 * Clients' Idempotency-Keys and the id of what each first request made, kept until pruned. The id
 * is fixed before the thing is made, so a retry after a crash in between makes it under the same
 * id rather than a second one; the use case makes it only if that id is not there yet.
 */
export function idempotencyKeys(connection: Connection) {
  const Keys =
    (connection.models.IdempotencyKey as Model<IdempotencyKey> | undefined) ??
    connection.model<IdempotencyKey>('IdempotencyKey', idempotencyKeySchema, 'idempotency_keys');
  const check = (found: IdempotencyKey, fingerprint: string) => {
    if (found.fingerprint !== fingerprint) throw new Unprocessable(IDEMPOTENCY_KEY_REUSED, 'Idempotency-Key');
    return found.resultId;
  };
  return {
    /**
     * The id `key` (scoped by the caller) stands for: the first request under it takes a `fresh`
     * id; a retry of the same request answers that id; another request under it is refused (422).
     */
    async resultOf(key: string, request: unknown, fresh: () => Promise<number>): Promise<number> {
      const fingerprint = fingerprintOf(request);
      const found = await Keys.findById(key).lean<IdempotencyKey>();
      if (found) return check(found, fingerprint);
      const resultId = await fresh();
      try {
        await Keys.create({ _id: key, fingerprint, resultId, createdAt: new Date() });
        return resultId;
      } catch (err) {
        // The same request retried at the same moment: the first one recorded stands.
        if (!isDuplicateKeyError(err)) throw err;
        return check((await Keys.findById(key).lean<IdempotencyKey>())!, fingerprint);
      }
    },

    /** Removes the keys recorded before `cutoff`; resolves with how many. */
    async prune(cutoff: Date): Promise<number> {
      return (await Keys.deleteMany({ createdAt: { $lt: cutoff } })).deletedCount;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeys>;
