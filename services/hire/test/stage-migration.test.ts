import { migrateQuoteStages } from '../src/modules/quotes/models/stage-migration';
import type { Quote } from '../src/modules/quotes/models/quote';
import { hireProduct, pendingQuote, replicaPerFile } from './support/store';

/** The fields that came with stages, and those that came with the warehouse floor. */
const STAGE_FIELDS = ['stage', 'number', 'draft', 'revisions', 'acceptance', 'acceptanceRefused', 'decline'];
const STAGE_ERA_FIELDS = ['payments', 'cancellation'];
const FLOOR_FIELDS = ['units', 'overdue', 'settlement'];
const unset = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, 1]));

describe('quotes stored before stages and before the warehouse floor', () => {
  const replica = replicaPerFile();
  const stored = async (id: number) => (await replica().models.Quote.findOne({ id }).lean<Quote>())!;

  /** A quote as stored before stages: only its spec status, none of the fields that came after. */
  async function beforeStages(status: Quote['status']) {
    const quote = await pendingQuote(
      replica().models,
      [{ productId: await hireProduct(replica().models, 2), quantity: 1 }],
      10,
      12,
    );
    await replica().models.Quote.collection.updateOne(
      { id: quote.id },
      { $set: { status }, $unset: unset([...STAGE_FIELDS, ...STAGE_ERA_FIELDS, ...FLOOR_FIELDS]) },
    );
    return quote.id;
  }

  /** A quote with its stage, stored before the warehouse floor. */
  async function beforeFloor() {
    const quote = await pendingQuote(
      replica().models,
      [{ productId: await hireProduct(replica().models, 2), quantity: 1 }],
      10,
      12,
    );
    await replica().models.Quote.collection.updateOne({ id: quote.id }, { $unset: unset(FLOOR_FIELDS) });
    return quote.id;
  }

  it('gives each its stage and fields once: a second run changes nothing', async () => {
    const approved = await beforeStages('approved');
    const rejected = await beforeStages('rejected');
    const floorless = await beforeFloor();

    expect(await migrateQuoteStages(replica().models)).toBe(3);
    expect(await stored(approved)).toMatchObject({
      stage: 'confirmed',
      status: 'approved',
      number: null,
      revisions: [],
      payments: [],
      units: [],
      overdue: null,
      settlement: null,
    });
    expect(await stored(rejected)).toMatchObject({ stage: 'declined', decline: null, units: [] });
    expect(await stored(floorless)).toMatchObject({ stage: 'requested', units: [], overdue: null, settlement: null });

    const after = await Promise.all([approved, rejected, floorless].map(stored));
    expect(await migrateQuoteStages(replica().models)).toBe(0);
    expect(await Promise.all([approved, rejected, floorless].map(stored))).toEqual(after);
  });

  it('with every quote moved, asks one query and writes nothing', async () => {
    const { Quote } = replica().models;
    await pendingQuote(replica().models, [{ productId: await hireProduct(replica().models, 2), quantity: 1 }], 10, 12);
    const updates = jest.spyOn(Quote.collection, 'updateMany');
    try {
      expect(await migrateQuoteStages(replica().models)).toBe(0);
      expect(updates).not.toHaveBeenCalled();
    } finally {
      updates.mockRestore();
    }
  });
});
