import { Conflict } from '@shop/kit';
import {
  approve,
  dropDatabase,
  hireProduct,
  newDbName,
  openReplica,
  pendingQuote,
  type Replica,
} from './support/store';

const june = (day: number) => new Date(Date.UTC(2027, 5, day));
const range = (start: number, end: number) => ({ start: june(start), end: june(end) });

describe('hire commitments on the real database (approvals, availability, reconciliation)', () => {
  const dbName = newDbName();
  let one: Replica;
  let two: Replica;

  beforeAll(async () => {
    one = await openReplica(dbName);
    two = await openReplica(dbName);
  });

  afterAll(async () => {
    await one.close();
    await two.close();
    await dropDatabase(dbName);
  });

  const freeOf = async (productId: number, start: number, end: number) => {
    const product = (await one.models.ProductView.findOne({ id: productId }).lean())!;
    return (await one.commitments.availabilityOf(product, range(start, end))).available;
  };

  it('holds approved units over the dates plus turnaround, and frees them around', async () => {
    const lights = await hireProduct(one.models, 4, 1);
    await approve(one, await pendingQuote(one.models, [{ productId: lights, quantity: 3 }], 10, 12));

    expect(await freeOf(lights, 11, 13)).toBe(1); // overlapping
    expect(await freeOf(lights, 12, 14)).toBe(1); // touching: the turnaround day keeps them
    expect(await freeOf(lights, 13, 15)).toBe(4); // after the turnaround
    expect(await freeOf(lights, 5, 10)).toBe(1); // returned as the hire starts: no time to turn round
    expect(await freeOf(lights, 5, 9)).toBe(4); // turned round in time
  });

  it('refuses an approval that would over-commit, naming the line, and commits nothing', async () => {
    const sub = await hireProduct(one.models, 2, 0);
    await approve(one, await pendingQuote(one.models, [{ productId: sub, quantity: 2 }], 1, 5));
    const late = await pendingQuote(one.models, [{ productId: sub, quantity: 1 }], 4, 8);

    const refused = approve(one, late);
    await expect(refused).rejects.toBeInstanceOf(Conflict);
    await expect(refused).rejects.toThrow(/Moving Head \d+ \(1 requested, 0 free\)/);
    expect((await one.models.Quote.findOne({ id: late.id }).lean())!.status).toBe('pending');
    expect(await freeOf(sub, 6, 8)).toBe(2);

    // The admin confirms the override: approved, and the units are promised.
    await approve(one, late, true);
    expect(await freeOf(sub, 6, 8)).toBe(1);
  });

  it('lets exactly one of two replicas approving at once take the last units', async () => {
    const deck = await hireProduct(one.models, 3, 1);
    await approve(one, await pendingQuote(one.models, [{ productId: deck, quantity: 1 }], 20, 22));
    const [a, b] = [
      await pendingQuote(one.models, [{ productId: deck, quantity: 2 }], 21, 23),
      await pendingQuote(one.models, [{ productId: deck, quantity: 2 }], 21, 23),
    ];

    const results = await Promise.allSettled([approve(one, a), approve(two, b)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(Conflict);
    expect(await freeOf(deck, 21, 23)).toBe(0);
    const ledger = (await one.models.CommitmentLedger.findOne({ productId: deck }).lean())!;
    expect(ledger.commitments.map((c) => c.quantity).sort()).toEqual([1, 2]);
  });

  it('answers from a ledger another replica has changed since this one last read it', async () => {
    const mixer = await hireProduct(one.models, 4, 0);
    const freeOn = async (replica: Replica, start: number, end: number) => {
      const product = (await replica.models.ProductView.findOne({ id: mixer }).lean())!;
      return (await replica.commitments.availabilityOf(product, range(start, end))).available;
    };
    await approve(one, await pendingQuote(one.models, [{ productId: mixer, quantity: 1 }], 14, 15));
    expect(await freeOn(two, 14, 15)).toBe(3);
    expect(await freeOn(two, 14, 15)).toBe(3); // the copy two keeps

    await approve(one, await pendingQuote(one.models, [{ productId: mixer, quantity: 2 }], 14, 16));
    expect(await freeOn(two, 14, 15)).toBe(1);

    // A ledger made anew at the same version (a restored backup, say): its new _id tells the copies apart.
    const { version } = (await one.models.CommitmentLedger.findOneAndDelete({ productId: mixer }).lean())!;
    await one.models.CommitmentLedger.create({
      productId: mixer,
      commitments: [{ quoteId: 1, start: june(14), end: june(15), quantity: 4 }],
      version,
    });
    expect(await freeOn(two, 14, 15)).toBe(0);
  });

  it('gives the units back when the quote write fails after the ledger was written', async () => {
    const amp = await hireProduct(one.models, 2, 1);
    const quote = await pendingQuote(one.models, [{ productId: amp, quantity: 2 }], 10, 11);
    await expect(approve(one, { ...quote, version: quote.version + 5 })).rejects.toThrow('quote changed');
    expect(await freeOf(amp, 10, 11)).toBe(2);
  });

  it('reconciles the ledgers with the quotes: stray holds go, missing ones come back', async () => {
    const haze = await hireProduct(one.models, 5, 1);
    const kept = await pendingQuote(one.models, [{ productId: haze, quantity: 2 }], 3, 6);
    await approve(one, kept);
    // A hold whose quote was never approved (a crash between the two writes), and an approved quote without its hold.
    await one.models.CommitmentLedger.updateOne(
      { productId: haze },
      { $push: { commitments: { quoteId: 99_999, start: june(3), end: june(6), quantity: 3 } }, $inc: { version: 1 } },
    );
    const lost = await pendingQuote(one.models, [{ productId: haze, quantity: 1 }], 3, 6);
    await one.models.Quote.updateOne({ id: lost.id }, { $set: { status: 'approved' } });
    expect(await freeOf(haze, 4, 5)).toBe(0);

    await one.commitments.reconcile(june(1));
    expect(await freeOf(haze, 4, 5)).toBe(2);
    const ledger = (await one.models.CommitmentLedger.findOne({ productId: haze }).lean())!;
    expect(ledger.commitments.map((c) => c.quoteId).sort()).toEqual([kept.id, lost.id].sort());
  });
});
