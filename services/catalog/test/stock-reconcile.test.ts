import { createLocker, createLogger, markApplied } from '@shop/kit';
import { eventually, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { reconcileStock } from '../src/application/reconcile-stock';
import { stockSaga, type StockSaga } from '../src/application/stock-saga';
import { reserveKey } from '../src/domain/order-lines';
import type { CatalogModels } from '../src/models';
import { openStore, startCatalogForTest, type RunningCatalog, type Store } from './support/catalog';
import { stockedProduct } from './support/fixtures';

const quiet = createLogger('catalog-test', 'silent');
const noKick = async () => undefined;

describe('the stock reconcile on the real database (committed = what reserved orders hold)', () => {
  let store: Store;
  let models: CatalogModels;
  let saga: StockSaga;
  let reconcile: ReturnType<typeof reconcileStock>;
  let lastId = 0;
  const id = () => ++lastId;
  const productOf = async (productId: number) => (await models.Product.findOne({ id: productId }).lean())!;

  beforeAll(async () => {
    store = await openStore();
    models = store.models;
    saga = stockSaga(models, await createLocker(models.Product.db), () => undefined);
    reconcile = reconcileStock(models, noKick, quiet);
  });
  afterAll(() => store.close());

  it('sets a corrupted committed figure back to what the reserved orders hold, saying so, and leaves right ones alone', async () => {
    const [corrupted, right] = [id(), id()];
    await stockedProduct(models.Product, corrupted, 10);
    await stockedProduct(models.Product, right, 10);
    await saga.reserve(id(), [
      { productId: corrupted, quantity: 2 },
      { productId: right, quantity: 1 },
    ]);
    await saga.reserve(id(), [{ productId: corrupted, quantity: 3 }]);
    const shipped = id();
    await saga.reserve(shipped, [{ productId: corrupted, quantity: 1 }]);
    await saga.ship(shipped);
    // A lost write: the figure as a failover might leave it.
    await models.Product.updateOne({ id: corrupted }, { $set: { committed: 9 } });
    const before = await productOf(corrupted);

    expect(await reconcile()).toEqual([
      { productId: corrupted, version: before.version, committedWas: 9, committedNow: 5 },
    ]);
    const after = await productOf(corrupted);
    expect(after).toMatchObject({ onHand: 9, committed: 5, version: before.version + 2 });
    expect(
      after.pendingEvents.slice(-2).map(({ type, data, aggregateVersion }) => ({ type, data, aggregateVersion })),
    ).toEqual([
      {
        type: 'StockReconciled',
        data: { productId: corrupted, committedWas: 9, committedNow: 5 },
        aggregateVersion: before.version + 1,
      },
      // The readers of the product (basket, orders, hire) see what can be sold now.
      {
        type: 'ProductUpdated',
        data: expect.objectContaining({ id: corrupted, stock: 4 }),
        aggregateVersion: before.version + 2,
      },
    ]);
    expect(await productOf(right)).toMatchObject({ committed: 1 });
    expect(await reconcile()).toEqual([]);
  });

  it('leaves a product whose stock is moving (a reservation half-way, a marker not settled) to the next run', async () => {
    const [halfway, marked] = [id(), id()];
    await stockedProduct(models.Product, halfway, 10);
    await stockedProduct(models.Product, marked, 10);
    // An order whose reservation is being decided, one line taken so far.
    const orderId = id();
    await models.Reservation.create({ orderId, lines: [{ productId: halfway, quantity: 2 }], status: 'reserving' });
    await models.Product.updateOne({ id: marked }, { $inc: { committed: 2 }, $push: markApplied(reserveKey(id())) });
    await models.Product.updateOne({ id: halfway }, { $set: { committed: 7 } });

    expect(await reconcile()).toEqual([]);
    expect(await productOf(halfway)).toMatchObject({ committed: 7 });
    expect(await productOf(marked)).toMatchObject({ committed: 2 });
  });

  it('leaves a product a reservation moved after its reads to the next run, rather than write a stale figure', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 20);
    await saga.reserve(id(), [{ productId, quantity: 2 }]);
    await models.Product.updateOne({ id: productId }, { $set: { committed: 9 } });
    const readReservations = models.Reservation.find.bind(models.Reservation);
    // Another order is reserved once the reconcile has read the reservations, before it corrects the figure.
    const meanwhile = jest.spyOn(models.Reservation, 'find').mockImplementationOnce(((
      ...args: Parameters<typeof readReservations>
    ) =>
      Object.assign(readReservations(...args), {
        lean: async () => {
          const read = await readReservations(...args).lean();
          await saga.reserve(id(), [{ productId, quantity: 3 }]);
          return read;
        },
      })) as never);
    try {
      expect(await reconcile()).toEqual([]);
    } finally {
      meanwhile.mockRestore();
    }
    expect(await productOf(productId)).toMatchObject({ committed: 12 });
    expect(await reconcile()).toMatchObject([{ productId, committedWas: 12, committedNow: 5 }]);
  });
});

describe('the stock reconcile in the running service', () => {
  let catalog: RunningCatalog;
  let stockEvents: EventRecorder<{ productId?: number; committedWas?: number; committedNow?: number }>;

  beforeAll(async () => {
    catalog = await startCatalogForTest();
    stockEvents = await recordEvents('catalog.stock');
  });
  afterAll(async () => {
    await stockEvents.stop();
    await catalog.stop();
  });

  it('publishes StockReconciled for a committed figure corrupted in the database', async () => {
    const productId = 7;
    await stockedProduct(catalog.models.Product, productId, 6);
    await catalog.models.Product.updateOne({ id: productId }, { $set: { committed: 4 } });
    // The service runs it every STOCK_RECONCILE_EVERY_MS; here it is run now, on the service's database, and
    // the service's relay publishes what it wrote.
    await reconcileStock(catalog.models, noKick, quiet)();
    await eventually(() => {
      expect(stockEvents.events.filter((e) => e.type === 'StockReconciled').map((e) => e.data)).toEqual([
        { productId, committedWas: 4, committedNow: 0 },
      ]);
    }, 30_000);
  });
});
