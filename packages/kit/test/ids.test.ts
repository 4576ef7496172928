import type { Connection } from 'mongoose';
import { connectMongo, createLogger, nextId, watchCommands } from '../src';
import { dropDatabase, uniqueDbName } from '../testing';

describe('id allocation (ARCHITECTURE conventions: positive integer ids from a counter)', () => {
  const dbName = uniqueDbName('kit_ids');
  /** A connection to the test database: another one plays another process. */
  const connect = () =>
    connectMongo(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', dbName, createLogger('t', 'silent'));
  /** Counts this connection's commands of these names from now on. */
  const counting = (names: string[]) => {
    const count = { n: 0 };
    watchCommands(connection, (command) => {
      if (names.includes(command)) count.n += 1;
    });
    return count;
  };
  let connection: Connection;
  beforeAll(async () => {
    connection = await connect();
  });
  afterAll(async () => {
    await connection.close();
    await dropDatabase(dbName);
  });

  it('hands out distinct consecutive ids under concurrency', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, () => nextId(connection, 'things')));
    expect(new Set(ids).size).toBe(40);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(40);
    expect(await nextId(connection, 'others')).toBe(1);
  });

  it('hands out ids claimed ahead from memory, a claim per block, distinct across processes', async () => {
    const other = await connect();
    const claims = counting(['update', 'insert']);
    try {
      const [here, there] = await Promise.all([
        Promise.all(Array.from({ length: 100 }, (_, i) => nextId(connection, 'ahead', 1 + (i % 3), { ahead: 50 }))),
        Promise.all(Array.from({ length: 30 }, () => nextId(other, 'ahead', 1, { ahead: 50 }))),
      ]);
      // 199 ids here in blocks of 50: four or five claims (a block too short for a caller is left), and the odd
      // retry when the other process won.
      expect(claims.n).toBeLessThanOrEqual(8);
      const taken = [...here.flatMap((first, i) => Array.from({ length: 1 + (i % 3) }, (_, k) => first + k)), ...there];
      expect(taken).toHaveLength(229);
      expect(new Set(taken).size).toBe(229);
      expect(Math.min(...taken)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('serves callers of one process that ask together with one claim, and stays distinct across processes', async () => {
    const other = await connect();
    const claims = counting(['update']);
    try {
      await nextId(connection, 'batched');
      claims.n = 0;
      const [here, there] = await Promise.all([
        Promise.all(Array.from({ length: 50 }, (_, i) => nextId(connection, 'batched', 1 + (i % 3)))),
        Promise.all(Array.from({ length: 50 }, () => nextId(other, 'batched'))),
      ]);
      // A rush costs a claim per batch (and the odd retry when the other process won), not one per caller.
      expect(claims.n).toBeLessThanOrEqual(10);
      const taken = [...here.flatMap((first, i) => Array.from({ length: 1 + (i % 3) }, (_, k) => first + k)), ...there];
      expect(new Set(taken).size).toBe(taken.length);
      expect(Math.max(...taken)).toBe(taken.length + 1);
    } finally {
      await other.close();
    }
  });
});
