import { connectMongo, createLocker, createLogger, syncIndexes, type WithLock } from '@shop/kit';
import type { Connection } from 'mongoose';
import { dropDatabase, uniqueDbName } from '@shop/kit/testing';
import { createModels, type HireModels } from '../../src/models';
import { commitmentStore, type CommitmentStore } from '../../src/modules/planning/models/commitment-store';
import { bookingReads } from '../../src/modules/quotes';
import type { Quote } from '../../src/modules/quotes/models/quote';

/** One replica of the hire desk's ledger logic: its own connection and lock client on a shared database. */
export interface Replica {
  connection: Connection;
  models: HireModels;
  withLock: WithLock;
  commitments: CommitmentStore;
  close: () => Promise<void>;
}

export async function openReplica(dbName: string): Promise<Replica> {
  const mongoUri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
  const connection = await connectMongo(mongoUri, dbName, createLogger('hire-test', 'silent'));
  const models = createModels(connection);
  await syncIndexes(connection);
  const withLock = await createLocker(connection);
  return {
    connection,
    models,
    withLock,
    commitments: commitmentStore(models, withLock, bookingReads(models)),
    close: () => connection.close(),
  };
}

export const newDbName = () => uniqueDbName('hire');
export { dropDatabase };

/** A replica on a database of its own for one test file: opened before its tests, closed and dropped after them. */
export function replicaPerFile(): () => Replica {
  const dbName = newDbName();
  let replica: Replica;
  beforeAll(async () => {
    replica = await openReplica(dbName);
  });
  afterAll(async () => {
    await replica.close();
    await dropDatabase(dbName);
  });
  return () => replica;
}

let serial = 0;

/** A hire product in the read model, as the catalog's events would leave it. */
export async function hireProduct(models: HireModels, stock: number, turnaroundDays = 1) {
  serial += 1;
  const id = 10_000 + serial;
  await models.ProductView.create({
    id,
    name: `Moving Head ${serial}`,
    slug: `moving-head-${serial}`,
    isHireItem: true,
    stock,
    hirePriceDailyPence: 4500,
    hirePriceWeeklyPence: 15000,
    hirePriceMonthlyPence: null,
    turnaroundDays,
    version: 1,
  });
  return id;
}

/** A kit in the read model: no units of its own, made of these parts. */
export async function hireKit(models: HireModels, kitParts: Array<{ productId: number; quantity: number }>) {
  serial += 1;
  const id = 10_000 + serial;
  await models.ProductView.create({
    id,
    name: `DJ Package ${serial}`,
    slug: `dj-package-${serial}`,
    isHireItem: true,
    stock: 0,
    hirePriceDailyPence: 12000,
    hirePriceWeeklyPence: null,
    hirePriceMonthlyPence: null,
    turnaroundDays: 0,
    kitParts,
    version: 1,
  });
  return id;
}

/** A pending quote for these lines over days (June 2027, UTC). */
export async function pendingQuote(
  models: HireModels,
  lines: Array<{ productId: number; quantity: number }>,
  startDay: number,
  endDay: number,
): Promise<Quote> {
  serial += 1;
  const quote = await models.Quote.create({
    id: serial,
    customerName: 'Alex Hirer',
    customerEmail: 'alex@example.co.uk',
    startDate: new Date(Date.UTC(2027, 5, startDay)),
    endDate: new Date(Date.UTC(2027, 5, endDay)),
    items: lines.map((line, i) => ({ ...line, id: serial * 100 + i, hirePeriod: 'daily', createdAt: new Date() })),
    tokenHash: 'x',
  });
  return quote.toObject();
}

/** Approves as the admin resolver does: the ledger first, then the quote, conditional on its version. */
export function approve(replica: Replica, quote: Quote, override = false) {
  return replica.commitments.approve(quote, override, async () => {
    const written = await replica.models.Quote.updateOne(
      { id: quote.id, version: quote.version },
      { $set: { status: 'approved', version: quote.version + 1 } },
    );
    if (written.modifiedCount !== 1) throw new Error('quote changed');
    return quote.id;
  });
}
