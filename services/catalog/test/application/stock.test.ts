import { createLocker } from '@shop/kit';
import { stockSaga, type StockSaga } from '../../src/application/stock-saga';
import { openStore, type Store } from '../support/catalog';
import { stockedProduct } from '../support/fixtures';

/** The saga's use cases called directly: what they announce once a slice of order events is done. */
describe('stock announcements', () => {
  let store: Store;
  let saga: StockSaga;
  const published: unknown[] = [];
  const announced = async (productId: number) =>
    ((await store.models.Product.findOne({ id: productId }).lean())?.pendingEvents ?? []).map((e) => [
      e.type,
      e.aggregateVersion,
      (e.data as { stock: number }).stock,
    ]);

  beforeAll(async () => {
    store = await openStore();
    saga = stockSaga(store.models, await createLocker(store.models.Product.db), (written) => published.push(written));
  });
  afterAll(() => store.close());

  it('announces each moved product once per slice, with what can be sold, and nothing for a rejected order', async () => {
    await stockedProduct(store.models.Product, 1, 5);
    await stockedProduct(store.models.Product, 2, 1);
    await saga.reserve(101, [{ productId: 1, quantity: 2 }]);
    await saga.reserve(102, [{ productId: 1, quantity: 1 }]);
    expect((await saga.reserve(103, [{ productId: 2, quantity: 3 }])).status).toBe('rejected');
    expect(await announced(1)).toEqual([]);

    await saga.announceStock();
    expect(await announced(1)).toEqual([['ProductUpdated', 2, 2]]);
    expect(await announced(2)).toEqual([]);

    await saga.announceStock();
    expect(await announced(1)).toHaveLength(1);

    expect((await saga.release(101)).status).toBe('released');
    await saga.announceStock();
    expect((await announced(1)).at(-1)).toEqual(['ProductUpdated', 3, 4]);
  });
});
