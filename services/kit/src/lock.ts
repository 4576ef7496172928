import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKeyError, readyModel } from './mongo';
import { sleep } from './retry';

interface Lock {
  _id: string;
  token: string;
  until: Date;
}

const lockSchema = new Schema<Lock>({ _id: String, token: String, until: Date }, { versionKey: false });

/** Thrown when a lock stays taken for longer than the caller may wait (retriable). */
export class LockBusy extends Error {}

export type WithLock = <T>(key: string, work: () => Promise<T>) => Promise<T>;

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

  async function acquire(key: string, token: string): Promise<void> {
    const deadline = Date.now() + waitMs;
    for (let attempt = 0; ; attempt++) {
      try {
        await Locks.create({ _id: key, token, until: new Date(Date.now() + ttlMs) });
        return;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        await Locks.deleteOne({ _id: key, until: { $lt: new Date() } });
        if (Date.now() > deadline) throw new LockBusy(`${key} is busy; try again`);
        await sleep(Math.min(2 + attempt * 2, 40) * (0.5 + Math.random()));
      }
    }
  }

  const queues = new Map<string, Promise<void>>();

  return async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const ahead = queues.get(key) ?? Promise.resolve();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const tail = ahead.then(() => finished);
    queues.set(key, tail);
    await ahead;
    const token = randomUUID();
    try {
      await acquire(key, token);
      try {
        return await work();
      } finally {
        await Locks.deleteOne({ _id: key, token });
      }
    } finally {
      done();
      if (queues.get(key) === tail) queues.delete(key);
    }
  };
}
