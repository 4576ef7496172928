import type { Connection } from 'mongoose';
import { connectMongo, createLocker, createLogger, type WithLock } from '../src';
import { dropDatabase, uniqueDbName } from '../testing';

describe('named locks across processes', () => {
  const dbName = uniqueDbName('kit_locks');
  let connection: Connection;
  /** Two lockers on one database stand for two processes. */
  let here: WithLock;
  let there: WithLock;

  beforeAll(async () => {
    connection = await connectMongo(
      process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017',
      dbName,
      createLogger('t', 'silent'),
    );
    here = await createLocker(connection);
    there = await createLocker(connection);
  });
  afterAll(async () => {
    await connection.close();
    await dropDatabase(dbName);
  });

  /** Holds `key` through `locker` until the returned call lets go. */
  async function holding(locker: WithLock, key: string): Promise<() => Promise<void>> {
    let letGo!: () => void;
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const done = locker(key, () => {
      taken();
      return new Promise<void>((resolve) => (letGo = resolve));
    });
    await isTaken;
    return async () => {
      letGo();
      await done;
    };
  }

  it('takes at once the free ones of many locks, leaving those another process or caller holds', async () => {
    const releaseThere = await holding(there, 'order:2');
    const releaseHere = await holding(here, 'order:3');

    const held = await here.tryEach(['order:1', 'order:2', 'order:3', 'order:4'], async (keys) => {
      // While held, no one else gets them.
      expect(await there.tryEach(['order:1', 'order:4', 'order:5'], async (other) => other)).toEqual(['order:5']);
      return keys;
    });
    expect(held.sort()).toEqual(['order:1', 'order:4']);

    await Promise.all([releaseThere(), releaseHere()]);
    expect((await there.tryEach(['order:1', 'order:2', 'order:3'], async (keys) => keys)).sort()).toEqual([
      'order:1',
      'order:2',
      'order:3',
    ]);
  });

  it('makes a caller of the same lock wait until the many are let go', async () => {
    const order: string[] = [];
    let waiter: Promise<void> | undefined;
    await here.tryEach(['order:10', 'order:11'], async (held) => {
      expect(held).toEqual(['order:10', 'order:11']);
      waiter = here('order:11', async () => {
        order.push('single');
      });
      await new Promise((resolve) => setImmediate(resolve));
      order.push('many');
    });
    await waiter;
    expect(order).toEqual(['many', 'single']);
  });
});
