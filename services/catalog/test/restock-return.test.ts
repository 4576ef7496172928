import { createLocker } from '@shop/kit';
import { stockSaga, type StockSaga } from '../src/application/stock-saga';
import { availableOf } from '../src/domain/stock';
import type { CatalogModels } from '../src/models';
import { openStore, type Store } from './support/catalog';
import { stockedProduct } from './support/fixtures';

describe("a received return's lines back on hand (OrderReturnReceived)", () => {
  let store: Store;
  let models: CatalogModels;
  let saga: StockSaga;
  const stockOf = async (productId: number) => {
    const product = (await models.Product.findOne({ id: productId }).lean())!;
    return { onHand: product.onHand, committed: product.committed, stock: availableOf(product) };
  };

  beforeAll(async () => {
    store = await openStore();
    models = store.models;
    saga = stockSaga(models, await createLocker(models.Product.db), () => undefined);
  });
  afterAll(() => store.close());

  it('leaves as much to sell as before the sale, once per return however often it is delivered', async () => {
    await stockedProduct(models.Product, 1, 5);
    await saga.reserve(41, [{ productId: 1, quantity: 3 }]);
    await saga.ship(41);
    expect(await stockOf(1)).toEqual({ onHand: 2, committed: 0, stock: 2 });

    await saga.restockReturn('RMA-41-1', [{ productId: 1, quantity: 2 }]);
    await Promise.all([
      saga.restockReturn('RMA-41-1', [{ productId: 1, quantity: 2 }]),
      saga.restockReturn('RMA-41-1', [{ productId: 1, quantity: 2 }]),
    ]);
    expect(await stockOf(1)).toEqual({ onHand: 4, committed: 0, stock: 4 });
    // A second return of the same order adds its own line.
    await saga.restockReturn('RMA-41-2', [{ productId: 1, quantity: 1 }]);
    expect(await stockOf(1)).toEqual({ onHand: 5, committed: 0, stock: 5 });
  });

  it('raises on hand without overwriting it, alongside what other orders hold', async () => {
    await stockedProduct(models.Product, 2, 10);
    await saga.reserve(42, [{ productId: 2, quantity: 4 }]);
    await saga.ship(42);
    await saga.reserve(43, [{ productId: 2, quantity: 3 }]);
    await saga.restockReturn('RMA-42-1', [
      { productId: 2, quantity: 1 },
      { productId: 2, quantity: 1 },
    ]);
    expect(await stockOf(2)).toEqual({ onHand: 8, committed: 3, stock: 5 });
  });
});
