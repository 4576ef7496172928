import { Schema } from 'mongoose';
import { connectMongo, createLogger, syncIndexes } from '../src';
import { dropDatabase, uniqueDbName } from '../src/testing';

const mongoUri = () => process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';

describe('syncIndexes', () => {
  it('readies two models that share a new collection, however their own first builds raced', async () => {
    for (let round = 0; round < 8; round++) {
      const dbName = uniqueDbName('kit');
      const connection = await connectMongo(mongoUri(), dbName, createLogger('test', 'silent'));
      try {
        const Settings = connection.model(
          'Settings',
          new Schema({ key: { type: String, index: true }, value: String }),
          'settings',
        );
        const Feed = connection.model(
          'Feed',
          new Schema({ key: String, secret: { type: String, index: true } }),
          'settings',
        );
        await syncIndexes(connection);
        await Settings.create({ key: 'a', value: 'b' });
        await Feed.create({ key: 'feed', secret: 's' });
        expect(await Settings.countDocuments()).toBe(2);
        // Both models' indexes were built, the loser's too.
        const names = (await Settings.collection.indexes()).map((index) => index.name);
        expect(names).toEqual(expect.arrayContaining(['key_1', 'secret_1']));
      } finally {
        await connection.close();
        await dropDatabase(dbName);
      }
    }
  });
});
