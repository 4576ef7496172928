import mongoose, { type Connection, type Model, type Schema } from 'mongoose';
import type { Logger } from './logger';

// Filters on fields a schema does not know are dropped rather than sent to the server.
mongoose.set('strictQuery', true);
// Mongoose keeps a stack trace with every query it runs, only to report a query run twice; under
// tsx's source maps that trace was 2-3% of the catalog's CPU on a product read.
mongoose.set('skipOriginalStackTraces', true);

/**
 * Opens a connection to one service's database, retrying while the server is not up yet.
 * Each service gets its own Connection (not the global mongoose one) so several services can
 * share a process in tests.
 */
export async function connectMongo(
  uri: string,
  dbName: string,
  logger: Logger,
  { attempts = 30, delayMs = 1000 } = {},
): Promise<Connection> {
  for (let attempt = 1; ; attempt++) {
    try {
      const connection = mongoose.createConnection(uri, {
        dbName,
        serverSelectionTimeoutMS: 5000,
        autoIndex: true,
        // Command events feed the database metrics (see watchCommands).
        monitorCommands: true,
      });
      await connection.asPromise();
      logger.info({ dbName }, 'connected to MongoDB');
      return connection;
    } catch (error) {
      if (attempt >= attempts) throw error;
      logger.warn({ err: error, attempt }, 'MongoDB not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Builds every model's indexes up front so unique constraints hold before the first write. */
export async function syncIndexes(connection: Connection): Promise<void> {
  // Models sharing a collection are built one after another: the local server fails one of two commands creating the
  // same collection at once (and initModel finishes one whose own first build lost that race).
  const byCollection = new Map<string, Model<unknown>[]>();
  for (const model of Object.values(connection.models) as Model<unknown>[]) {
    const name = model.collection.collectionName;
    byCollection.set(name, [...(byCollection.get(name) ?? []), model]);
  }
  await Promise.all(
    [...byCollection.values()].map(async (models) => {
      for (const model of models) await initModel(model);
    }),
  );
}

/** True when creating a collection failed because it is there already (MongoDB's NamespaceExists, or the local server's words). */
const isCollectionThere = (err: unknown): boolean =>
  (err as { code?: number } | null)?.code === 48 || /already exist/i.test((err as Error | null)?.message ?? '');

/**
 * The model's collection and indexes, built. Mongoose starts that build itself as each model is compiled, so two models
 * sharing a new collection race to create it, and on the local server the loser's build fails: its collection is
 * there all the same, so its indexes are built now.
 */
async function initModel(model: Model<unknown>): Promise<void> {
  try {
    await model.init();
  } catch (err) {
    if (!isCollectionThere(err)) throw err;
    await model.ensureIndexes();
  }
}

/**
 * The connection's model of this name, compiled on first use, with its collection and indexes
 * created before it is handed out: mongo-java-server fails an insert that races mongoose's
 * createCollection for the same new collection (seen as 500s on a fresh database).
 */
export async function readyModel<T>(
  connection: Connection,
  name: string,
  schema: Schema<T>,
  collection: string,
): Promise<Model<T>> {
  const model = (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
  await initModel(model as Model<unknown>);
  return model;
}

/** True for a unique-index violation (E11000). */
export function isDuplicateKeyError(err: unknown): boolean {
  const e = err as { code?: number; message?: string } | null;
  return e?.code === 11000 || /duplicate key/i.test(e?.message ?? '');
}

/** True when a write, single or bulk, failed on unique-index violations alone: every other write of a bulk went through. */
export function failedOnDuplicateKeysOnly(err: unknown): boolean {
  const writeErrors = (err as { writeErrors?: Array<{ err?: unknown }> } | null)?.writeErrors;
  // The driver's bulkWrite lists write errors; mongoose's insertMany wraps each as `{ err, index }`.
  return writeErrors?.length
    ? writeErrors.every((writeError) => isDuplicateKeyError(writeError.err ?? writeError))
    : isDuplicateKeyError(err);
}

/** What a service learns of each database command: its name and how long the server took. */
export type CommandObserver = (command: string, seconds: number) => void;

/** Reports every command the connection runs, succeeded or failed. */
export function watchCommands(connection: Connection, observe: CommandObserver): void {
  const client = connection.getClient();
  const report = (event: { commandName: string; duration: number }) =>
    observe(event.commandName, event.duration / 1000);
  client.on('commandSucceeded', report);
  client.on('commandFailed', report);
}
