import { daysFrom, oneDayRange } from '../src/modules/planning/domain/day-availability';
import {
  approve,
  dropDatabase,
  hireKit,
  hireProduct,
  newDbName,
  openReplica,
  pendingQuote,
  type Replica,
} from './support/store';

const june = (day: number) => new Date(Date.UTC(2027, 5, day));
const range = (start: number, end: number) => ({ start: june(start), end: june(end) });

describe('kits and per-day availability on the real database', () => {
  const dbName = newDbName();
  let desk: Replica;

  beforeAll(async () => {
    desk = await openReplica(dbName);
  });

  afterAll(async () => {
    await desk.close();
    await dropDatabase(dbName);
  });

  const view = async (id: number) => (await desk.models.ProductView.findOne({ id }).lean())!;
  const freeOf = async (id: number, start: number, end: number) =>
    (await desk.commitments.availabilityOf(await view(id), range(start, end))).available;

  it('makes a kit short of one part unavailable, however many of the other parts are free', async () => {
    const speaker = await hireProduct(desk.models, 4, 1);
    const mixer = await hireProduct(desk.models, 1, 1);
    const kit = await hireKit(desk.models, [
      { productId: speaker, quantity: 2 },
      { productId: mixer, quantity: 1 },
    ]);
    expect(await desk.commitments.availabilityOf(await view(kit), range(10, 12))).toEqual({
      stock: 1,
      committed: 0,
      available: 1,
    });

    await approve(desk, await pendingQuote(desk.models, [{ productId: mixer, quantity: 1 }], 10, 11));
    expect(await freeOf(speaker, 10, 12)).toBe(4);
    expect(await freeOf(kit, 10, 12)).toBe(0);
    const refused = approve(desk, await pendingQuote(desk.models, [{ productId: kit, quantity: 1 }], 10, 12));
    await expect(refused).rejects.toThrow(/Moving Head \d+ \(1 requested, 0 free\)/);
  });

  it("commits a kit's parts when it is booked, and gives them back on release", async () => {
    const speaker = await hireProduct(desk.models, 5, 0);
    const mic = await hireProduct(desk.models, 4, 0);
    const kit = await hireKit(desk.models, [
      { productId: speaker, quantity: 2 },
      { productId: mic, quantity: 2 },
    ]);
    const booking = await pendingQuote(desk.models, [{ productId: kit, quantity: 2 }], 20, 22);
    await approve(desk, booking);

    expect(await freeOf(speaker, 21, 22)).toBe(1);
    expect(await freeOf(mic, 21, 22)).toBe(0);
    expect(await freeOf(kit, 21, 22)).toBe(0);
    expect(await desk.models.CommitmentLedger.findOne({ productId: kit }).lean()).toBeNull();

    await desk.commitments.release(booking);
    expect(await freeOf(kit, 21, 22)).toBe(2);
  });

  it("keeps a kit's parts held through reconciliation", async () => {
    const light = await hireProduct(desk.models, 3, 0);
    const kit = await hireKit(desk.models, [{ productId: light, quantity: 3 }]);
    await approve(desk, await pendingQuote(desk.models, [{ productId: kit, quantity: 1 }], 5, 6));
    await desk.commitments.reconcile(june(1));
    expect(await freeOf(light, 5, 6)).toBe(0);
  });

  it('reads a product mirrored before kits existed as equipment with units of its own', async () => {
    await desk.models.ProductView.collection.insertOne({
      id: 19_999,
      name: 'Old Haze',
      slug: 'old-haze',
      isHireItem: true,
      stock: 2,
      turnaroundDays: 0,
      deleted: false,
      version: 1,
    });
    await approve(desk, await pendingQuote(desk.models, [{ productId: 19_999, quantity: 1 }], 3, 4));
    expect(await freeOf(19_999, 3, 4)).toBe(1);
    expect(await desk.commitments.freeDaysOf(await view(19_999), ['2027-06-03'])).toEqual([1]);
  });

  it('answers per day exactly as per range for every day of the month, kits included', async () => {
    const deck = await hireProduct(desk.models, 4, 1);
    const amp = await hireProduct(desk.models, 3, 2);
    const kit = await hireKit(desk.models, [
      { productId: deck, quantity: 2 },
      { productId: amp, quantity: 1 },
    ]);
    for (const [productId, quantity, start, end] of [
      [deck, 2, 2, 5],
      [deck, 1, 4, 9],
      [amp, 2, 8, 12],
      [kit, 1, 15, 17],
      [deck, 1, 16, 20],
      [amp, 1, 27, 30],
    ]) {
      await approve(desk, await pendingQuote(desk.models, [{ productId, quantity }], start, end), true);
    }
    const days = daysFrom('2027-06-01', '2027-06-30');
    for (const id of [deck, amp, kit]) {
      const product = await view(id);
      const perDay = await desk.commitments.freeDaysOf(product, days);
      const perRange = await Promise.all(
        days.map(async (day) => (await desk.commitments.availabilityOf(product, oneDayRange(day))).available),
      );
      expect(perDay).toEqual(perRange);
      expect(Math.min(...perDay)).toBeLessThan(Math.max(...perDay));
    }
  });
});
