import type { Connection } from 'mongoose';
import { connectMongo, createLogger, nextId } from '../src';
import { dropDatabase, uniqueDbName } from '../testing';

describe('id allocation (ARCHITECTURE conventions: positive integer ids from a counter)', () => {
  const dbName = uniqueDbName('kit_ids');
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectMongo(
      process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017',
      dbName,
      createLogger('t', 'silent'),
    );
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
});
