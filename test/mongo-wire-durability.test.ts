import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { eventually, freePort } from '@shop/kit/testing';

// The local MongoDB-wire server answers a write once it is on disk: a SIGKILL right after the answer loses nothing,
// and the documents and their indexes come back together. Its own server on a free port with a throwaway data
// directory, started and killed as `npm run infra` does (scripts/infra/mongo.sh), never the shared one.
const root = join(__dirname, '..');
const DOCUMENTS = 2000;
const WRITERS = 50;
// mongo.sh runs mongod instead when it is on PATH: that one journals on its own terms (w:1 does not wait for it).
const mongodOnPath = spawnSync('bash', ['-c', 'command -v mongod'], { stdio: 'ignore' }).status === 0;

(mongodOnPath ? describe.skip : describe)('the local MongoDB-wire server killed with SIGKILL', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let uri: string;
  let connection: mongoose.Connection | undefined;

  const mongoScript = (command: 'start' | 'stop') =>
    // start waits up to 60 s for the port (and builds the server first if the sources changed).
    promisify(execFile)('bash', [join(root, 'scripts/infra/mongo.sh'), command], { env, timeout: 240_000 });
  const pid = () => Number(readFileSync(join(dataDir, 'mongo.pid'), 'utf8').trim());
  const connect = async () => {
    connection = await mongoose.createConnection(uri, { dbName: 'durability', maxPoolSize: WRITERS }).asPromise();
    return connection.db!.collection<{ _id: string; sku?: string; n?: number }>('documents');
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-mongo-kill-'));
    const port = await freePort();
    env = { ...process.env, MONGO_PORT: String(port), SHOP_DATA_DIR: dataDir };
    uri = `mongodb://127.0.0.1:${port}`;
    await mongoScript('start');
  }, 240_000);

  afterAll(async () => {
    await connection?.close(true).catch(() => undefined);
    await mongoScript('stop').catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every acknowledged insert and $inc, with indexes that agree with the documents', async () => {
    const documents = await connect();
    // A second unique index: each insert changes the documents and two indexes, all of which must come back.
    await documents.createIndex({ sku: 1 }, { unique: true });
    await documents.insertOne({ _id: 'counter', n: 0 });
    const acknowledged: string[] = [];
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = writer; i < DOCUMENTS; i += WRITERS) {
          await documents.insertOne({ _id: `d${i}`, sku: `sku-${i}` });
          acknowledged.push(`d${i}`);
        }
      }),
    );
    expect((await documents.updateOne({ _id: 'counter' }, { $inc: { n: 1 } })).modifiedCount).toBe(1);

    // Killed the moment the last answer arrived, before anything else can reach the disk.
    const killed = pid();
    process.kill(killed, 'SIGKILL');
    await connection!.close(true).catch(() => undefined);
    await eventually(() => expect(existsSync(`/proc/${killed}`)).toBe(false), 30_000, 20);

    await mongoScript('start');
    expect(pid()).not.toBe(killed);
    const reopened = await connect();
    expect(acknowledged).toHaveLength(DOCUMENTS);
    const found = await reopened.find({ _id: { $ne: 'counter' } }, { projection: { _id: 1 } }).toArray();
    expect(found.map((d) => d._id).sort()).toEqual([...acknowledged].sort());
    expect(await reopened.findOne({ _id: 'counter' })).toEqual({ _id: 'counter', n: 1 });
    // Found through each unique index (a lookup by exactly its key), so each index holds the documents.
    expect(await reopened.findOne({ _id: `d${DOCUMENTS - 1}` })).toEqual({
      _id: `d${DOCUMENTS - 1}`,
      sku: `sku-${DOCUMENTS - 1}`,
    });
    expect(await reopened.findOne({ sku: 'sku-0' })).toEqual({ _id: 'd0', sku: 'sku-0' });
    // An index entry without its document, or the other way round, fails a delete ("Found no position for ...").
    expect((await reopened.deleteMany({})).deletedCount).toBe(DOCUMENTS + 1);
    expect(await reopened.countDocuments()).toBe(0);
    await reopened.insertOne({ _id: 'd0', sku: 'sku-0' });
  }, 120_000);
});
