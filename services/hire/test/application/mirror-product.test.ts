import { mirrorProduct } from '../../src/application/mirror-product';
import { replicaPerFile } from '../support/store';

describe('mirrorProduct (the catalog’s hire equipment, kept locally)', () => {
  const replica = replicaPerFile();
  let mirror: ReturnType<typeof mirrorProduct>;

  beforeAll(async () => {
    mirror = mirrorProduct(replica().models);
  });

  const product = (name: string) =>
    ({
      id: 501,
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
});
