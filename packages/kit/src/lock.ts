import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { failedOnDuplicateKeysOnly, isDuplicateKeyError, readyModel } from './mongo';
import { sleep } from './retry';

interface Lock {
  _id: string;
  token: string;
  until: Date;
}

const lockSchema = new Schema<Lock>({ _id: String, token: String, until: Date }, { versionKey: false });

/** Thrown when a lock stays taken for longer than the caller may wait (retriable). */
export class LockBusy extends Error {}

export interface WithLock {
  /** Runs `work` holding the lock `key`, waiting for it up to the locker's wait. */
  <T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * Takes those of these locks that are free now, all in one round trip, and runs `work` holding
   * them; the caller sees which it got and leaves the rest to the one-key form, which waits.
   */
  tryEach<T>(keys: string[], work: (held: string[]) => Promise<T>): Promise<T>;
}

/**
 * Named locks across processes, built on inserting a unique _id (atomic on every MongoDB-wire
 * server). A lock left by a crashed holder expires after `ttlMs`. Callers in one process queue
 * in memory, so only one of them at a time polls the database.
 */
export async function createLocker(
  connection: Connection,
  { ttlMs = 30_000, waitMs = 20_000 } = {},
): Promise<WithLock> {
  const Locks = await readyModel(connection, 'Lock', lockSchema, 'locks');
  const lockFor = (_id: string, token: string): Lock => ({ _id, token, until: new Date(Date.now() + ttlMs) });

  async function acquire(key: string, token: string): Promise<void> {
    const deadline = Date.now() + waitMs;
    for (let attempt = 0; ; attempt++) {
      try {
        await Locks.create(lockFor(key, token));
        return;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        await Locks.deleteOne({ _id: key, until: { $lt: new Date() } });
        if (Date.now() > deadline) throw new LockBusy(`${key} is busy; try again`);
        await sleep(Math.min(2 + attempt * 2, 40) * (0.5 + Math.random()));
      }
    }
  }

  /** The keys of this process's holders and waiters, each with the end of its queue. */
  const queues = new Map<string, Promise<void>>();

  /** Joins the key's in-process queue; resolves, once the callers ahead are done, with the call that leaves it. */
  async function enqueue(key: string): Promise<() => void> {
    const ahead = queues.get(key) ?? Promise.resolve();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const tail = ahead.then(() => finished);
    queues.set(key, tail);
    await ahead;
    return () => {
      done();
      if (queues.get(key) === tail) queues.delete(key);
    };
  }

  const withLock = async function <T>(key: string, work: () => Promise<T>): Promise<T> {
    const leave = await enqueue(key);
    const token = randomUUID();
    try {
      await acquire(key, token);
      try {
        return await work();
      } finally {
        await Locks.deleteOne({ _id: key, token });
      }
    } finally {
      leave();
    }
  } as WithLock;

  withLock.tryEach = async function <T>(keys: string[], work: (held: string[]) => Promise<T>): Promise<T> {
    // Keys this process already holds or waits for are busy; the others are queued for at once.
    const leaving = new Map<string, () => void>();
    for (const key of new Set(keys)) if (!queues.has(key)) leaving.set(key, await enqueue(key));
    const token = randomUUID();
    let held: string[] = [];
    try {
      held = await insertFree([...leaving.keys()], token);
      for (const [key, leave] of leaving) if (!held.includes(key)) leave();
      try {
        return await work(held);
      } finally {
        if (held.length > 0) await Locks.deleteMany({ _id: { $in: held }, token });
      }
    } finally {
      for (const key of held) leaving.get(key)!();
    }
  };

  /** Inserts a lock for each key in one command; resolves with the keys whose lock was free. */
  async function insertFree(keys: string[], token: string): Promise<string[]> {
    if (keys.length === 0) return [];
    try {
      await Locks.insertMany(
        keys.map((key) => lockFor(key, token)),
        { ordered: false, lean: true },
      );
      return keys;
    } catch (err) {
      if (!failedOnDuplicateKeysOnly(err)) throw err;
      const mine = await Locks.find({ _id: { $in: keys }, token }, { _id: 1 }).lean<Array<{ _id: string }>>();
      return mine.map((lock) => lock._id);
    }
  }

  return withLock;
}
