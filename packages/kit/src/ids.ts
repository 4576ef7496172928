import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError, readyModel } from './mongo';

interface Counter {
  _id: string;
  seq: number;
}

const counterSchema = new Schema<Counter>(
  { _id: String, seq: { type: Number, required: true } },
  { versionKey: false },
);

interface Request {
  count: number;
  resolve: (first: number) => void;
  reject: (err: unknown) => void;
}

/** The requests of one counter waiting for the claim in flight to finish, per connection. */
const waiting = new WeakMap<Connection, Map<string, Request[]>>();

export interface NextIdOptions {
  /**
   * Claims this many ids at a time and hands them out from memory, so a hot collection (orders and
   * their lines) costs its counter a claim per block rather than per insert. Ids then skip: what a
   * process had left of its block when it stopped is never used. Not for numbers people expect to
   * run on without gaps (quote numbers).
   */
  ahead?: number;
}

/** The ids a process claimed ahead and has not handed out yet, per connection and counter. */
interface Block {
  next: number;
  end: number;
  refill?: Promise<void>;
}

const blocks = new WeakMap<Connection, Map<string, Block>>();

/**
 * Allocates the next positive integer id for a collection (or the first of `count` consecutive
 * ids, for bulk inserts) from a counter document. A compare-and-set loop (read, then updateOne
 * guarded by the value read) rather than findOneAndUpdate: single-document updateOne is atomic on
 * every MongoDB-wire server we run, findAndModify is not (measured on mongo-java-server).
 *
 * Callers in one process that ask while a claim is in flight are served together by the next
 * claim, so a rush of checkouts costs one round trip per batch rather than a compare-and-set
 * race per order; other processes are kept apart by the compare-and-set. MongoDB's _id stays internal.
 */
export async function nextId(
  connection: Connection,
  collection: string,
  count = 1,
  { ahead = 0 }: NextIdOptions = {},
): Promise<number> {
  if (ahead === 0) return claimTogether(connection, collection, count);
  const byCollection = blocks.get(connection) ?? new Map<string, Block>();
  blocks.set(connection, byCollection);
  const block = byCollection.get(collection) ?? { next: 0, end: 0 };
  byCollection.set(collection, block);
  for (;;) {
    if (block.end - block.next >= count) {
      block.next += count;
      return block.next - count;
    }
    // One refill at a time, so callers who find the block short share the next one.
    block.refill ??= (async () => {
      const size = Math.max(count, ahead);
      try {
        block.next = await claimTogether(connection, collection, size);
        block.end = block.next + size;
      } finally {
        block.refill = undefined;
      }
    })();
    await block.refill;
  }
}

/** The first of `count` ids, claimed with those the process's other callers ask for meanwhile. */
function claimTogether(connection: Connection, collection: string, count: number): Promise<number> {
  const counters = waiting.get(connection) ?? new Map<string, Request[]>();
  waiting.set(connection, counters);
  return new Promise((resolve, reject) => {
    const queue = counters.get(collection);
    if (queue) {
      queue.push({ count, resolve, reject });
      return;
    }
    counters.set(collection, []);
    void claimFor(connection, collection, [{ count, resolve, reject }], counters);
  });
}

/** Claims ids for these requests in one compare-and-set, then for whoever asked meanwhile. */
async function claimFor(
  connection: Connection,
  collection: string,
  requests: Request[],
  counters: Map<string, Request[]>,
): Promise<void> {
  try {
    let first = await claim(
      connection,
      collection,
      requests.reduce((n, r) => n + r.count, 0),
    );
    for (const request of requests) {
      request.resolve(first);
      first += request.count;
    }
  } catch (err) {
    for (const request of requests) request.reject(err);
  }
  const next = counters.get(collection) ?? [];
  if (next.length === 0) {
    counters.delete(collection);
    return;
  }
  counters.set(collection, []);
  await claimFor(connection, collection, next, counters);
}

/** The first of `count` consecutive ids, claimed against any other process. */
async function claim(connection: Connection, collection: string, count: number): Promise<number> {
  const Counters: Model<Counter> = await readyModel(connection, 'Counter', counterSchema, 'counters');
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
