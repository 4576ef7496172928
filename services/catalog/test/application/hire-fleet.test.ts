import type { Envelope } from '@shop/kit';
import { hireFleetHandlers } from '../../src/events/hire-fleet';
import { productStore } from '../../src/models/product-store';
import { openStore, type Store } from '../support/catalog';
import { stockedProduct } from '../support/fixtures';

/** Hire's fleet counts, applied to its hire products' stock. */
describe('hire fleet reports', () => {
  let store: Store;
  let handle: (productId: number, unitsInService: number) => Promise<void>;
  const updates = async (productId: number) =>
    ((await store.models.Product.findOne({ id: productId }).lean())?.pendingEvents ?? []).map((e) => [
      e.type,
      (e.data as { stock: number }).stock,
      (e.data as { hireFleetUnits: number | null }).hireFleetUnits,
    ]);

  beforeAll(async () => {
    store = await openStore();
    const handlers = hireFleetHandlers(productStore(store.models.Product, async () => {}));
    handle = (productId, unitsInService) =>
      handlers.HireFleetChanged!({ productId, unitsInService }, {} as Envelope<never>, {} as never);
  });
  afterAll(() => store.close());

  it('sets a hire product’s stock to the units in service once, and leaves sale products alone', async () => {
    await stockedProduct(store.models.Product, 901, 3);
    await store.models.Product.updateOne({ id: 901 }, { $set: { isHireItem: true } });
    await stockedProduct(store.models.Product, 902, 3);

    await handle(901, 5);
    await handle(901, 5);
    await handle(902, 1);
    expect(await store.models.Product.findOne({ id: 901 }).lean()).toMatchObject({ onHand: 5, hireFleetUnits: 5 });
    expect(await updates(901)).toEqual([['ProductUpdated', 5, 5]]);
    expect((await store.models.Product.findOne({ id: 902 }).lean())!.onHand).toBe(3);
  });
});
