import { connectMongo, createLogger, syncIndexes } from '@shop/kit';
import { dropDatabase, testEnv, uniqueDbName } from '@shop/kit/testing';
import { catalogService } from '../../src/app';
import { createModels, type CatalogModels } from '../../src/models';

export interface Store {
  models: CatalogModels;
  /** Closes the connection and drops the database. */
  close: () => Promise<void>;
  /** Closes the connection only. */
  disconnect: () => Promise<void>;
}

/** The catalog's models on a database (a fresh one unless named), indexes built, without the service. */
export async function openStore(dbName = uniqueDbName('catalog')): Promise<Store> {
  const mongoUri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
  const connection = await connectMongo(mongoUri, dbName, createLogger('catalog-test', 'silent'));
  const models = createModels(connection);
  await syncIndexes(connection);
  return {
    models,
    close: async () => {
      await connection.close();
      await dropDatabase(dbName);
    },
    disconnect: () => connection.close(),
  };
}

export interface RunningCatalog {
  url: string;
  dbName: string;
  /** The service's own database, to look behind its API. */
  models: CatalogModels;
  stop: () => Promise<void>;
}

/**
 * The catalog service on a free port with a fresh database, talking to this file's Kafka
 * namespace. Pass MONGODB_DB to start it on an earlier instance's database, which it then leaves.
 */
export async function startCatalogForTest(extra: Record<string, string> = {}): Promise<RunningCatalog> {
  const env = testEnv('catalog', extra);
  const service = await catalogService(env).start();
  const store = await openStore(env.MONGODB_DB);
  return {
    url: service.url,
    dbName: env.MONGODB_DB!,
    models: store.models,
    stop: async () => {
      await service.stop();
      await (extra.MONGODB_DB ? store.disconnect() : store.close());
    },
  };
}
