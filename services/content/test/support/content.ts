import { connectMongo, createLogger, syncIndexes, type AuthContext, type Role } from '@shop/kit';
import { dropDatabase, uniqueDbName } from '@shop/kit/testing';
import type { ContentDeps } from '../../src/application/deps';
import { createModels, createStores } from '../../src/models';

/** Content's models and stores on a fresh database, indexes built, without the service. */
export async function openContent(): Promise<ContentDeps & { close: () => Promise<void> }> {
  const dbName = uniqueDbName('content');
  const connection = await connectMongo(
    process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017',
    dbName,
    createLogger('content-test', 'silent'),
  );
  const models = createModels(connection);
  await syncIndexes(connection);
  return {
    connection,
    models,
    stores: createStores(models, () => undefined),
    close: async () => {
      await connection.close();
      await dropDatabase(dbName);
    },
  };
}

/** A signed-in caller as the use cases see it: an identity, no GraphQL context. */
const actor = (role: Role, id: number): AuthContext => ({
  user: {
    id,
    username: `${role}${id}`,
    role,
    session: { id: `session-${id}`, version: 0, expiresAt: Date.now() / 1000 + 3600 },
  },
});

export const asAdmin = actor('admin', 1);
export const asShopper = actor('user', 2);
export const anonymous: AuthContext = { user: null };
