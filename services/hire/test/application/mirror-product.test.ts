import { mirrorProduct } from '../../src/modules/fleet/application/mirror-product';
import { replicaPerFile } from '../support/store';

describe('mirrorProduct (the catalog’s hire equipment, kept locally)', () => {
  const replica = replicaPerFile();
  let mirror: ReturnType<typeof mirrorProduct>;

  beforeAll(async () => {
    mirror = mirrorProduct(replica().models);
  });

  const product = (name: string, id = 501) =>
    ({
      id,
      name,
      slug: 'line-array',
      isHireItem: true,
      stock: 4,
      hirePriceDailyPence: 9000,
      hirePriceWeeklyPence: 30000,
      hirePriceMonthlyPence: null,
      turnaroundDays: 2,
    }) as Parameters<typeof mirror.save>[0];
  const stored = () => replica().models.ProductView.findOne({ id: 501 }).lean();

  it('keeps the newest version, whatever order the events arrive in', async () => {
    await mirror.save(product('Line Array v2'), 2);
    await mirror.save(product('Line Array v1'), 1);
    expect(await stored()).toMatchObject({
      name: 'Line Array v2',
      catalogStock: 4,
      turnaroundDays: 2,
      version: 2,
      deleted: false,
    });

    await mirror.remove(501, 3);
    await mirror.save(product('Line Array v2 again'), 2);
    expect(await stored()).toMatchObject({ name: 'Line Array v2', deleted: true, version: 3 });
  });

  it('saves a slice of many products in one write, each over an older version only, a deleted one left deleted', async () => {
    const { ProductView } = replica().models;
    await mirror.save(product('Stage Box v5', 502), 5);
    await mirror.remove(503, 2);
    const writes = jest.spyOn(ProductView, 'bulkWrite');
    try {
      await mirror.saveAll([
        { state: product('Stage Box v4', 502), version: 4 },
        { state: product('Truss v1', 503), version: 1 },
        { state: product('Haze Machine v1', 504), version: 1 },
      ]);
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      writes.mockRestore();
    }
    const rows = await ProductView.find(
      { id: { $in: [502, 503, 504] } },
      { _id: 0, id: 1, name: 1, deleted: 1, version: 1 },
    )
      .sort({ id: 1 })
      .lean();
    expect(rows).toMatchObject([
      { id: 502, name: 'Stage Box v5', deleted: false, version: 5 },
      { id: 503, deleted: true, version: 2 },
      { id: 504, name: 'Haze Machine v1', deleted: false, version: 1 },
    ]);
  });
});
