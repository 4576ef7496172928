import { createLocker } from '@shop/kit';
import { eventually } from '@shop/kit/testing';
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

  it('announces at most once per interval: the rest when its time is up or the service stops, and every product at a start', async () => {
    const throttled = stockSaga(store.models, await createLocker(store.models.Product.db), () => undefined, {
      everyMs: 60_000,
    });
    await stockedProduct(store.models.Product, 11, 5);
    await stockedProduct(store.models.Product, 12, 5);
    await throttled.reserve(201, [{ productId: 11, quantity: 1 }]);
    await throttled.announceStock();
    expect(await announced(11)).toEqual([['ProductUpdated', 1, 4]]);

    // Within the interval: the move waits for its turn.
    await throttled.reserve(202, [{ productId: 11, quantity: 1 }]);
    await throttled.reserve(203, [{ productId: 12, quantity: 2 }]);
    await throttled.announceStock();
    expect(await announced(11)).toHaveLength(1);
    expect(await announced(12)).toEqual([]);

    // The service stops: what waited is announced, each product's latest state once.
    await throttled.announceWaiting();
    expect((await announced(11)).at(-1)).toEqual(['ProductUpdated', 2, 3]);
    expect(await announced(12)).toEqual([['ProductUpdated', 1, 3]]);

    // A start announces every live product, moved or not since.
    await stockedProduct(store.models.Product, 13, 7);
    await throttled.announceEveryProduct();
    expect(await announced(13)).toEqual([['ProductUpdated', 0, 7]]);
    expect(await announced(12)).toHaveLength(2);
  });

  it('announces what waited once the interval is up, with no slice to call for it', async () => {
    const throttled = stockSaga(store.models, await createLocker(store.models.Product.db), () => undefined, {
      everyMs: 300,
    });
    await stockedProduct(store.models.Product, 21, 5);
    await throttled.reserve(301, [{ productId: 21, quantity: 1 }]);
    await throttled.announceStock();
    await throttled.reserve(302, [{ productId: 21, quantity: 1 }]);
    await throttled.announceStock();
    expect(await announced(21)).toHaveLength(1);

    await eventually(async () => expect((await announced(21)).at(-1)).toEqual(['ProductUpdated', 2, 3]), 10_000);
  });
});
