import { createLocker } from '@shop/kit';
import { eventually, publishEvent, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { stockSaga, type StockSaga } from '../src/application/stock-saga';
import { availableOf } from '../src/domain/stock';
import type { CatalogModels } from '../src/models';
import { openStore, startCatalogForTest, type RunningCatalog, type Store } from './support/catalog';
import { stockedProduct } from './support/fixtures';

describe('a pending order asking again for its stock (StockReservationRequested)', () => {
  let store: Store;
  let models: CatalogModels;
  let saga: StockSaga;
  let lastId = 0;
  const id = () => ++lastId;
  const eventsOf = async (orderId: number) =>
    ((await models.Reservation.findOne({ orderId }).lean())?.pendingEvents ?? []).map(({ type, data }) => ({
      type,
      data,
    }));
  const committedOf = async (productId: number) => (await models.Product.findOne({ id: productId }).lean())!.committed;

  beforeAll(async () => {
    store = await openStore();
    models = store.models;
    saga = stockSaga(models, await createLocker(models.Product.db), () => undefined);
  });
  afterAll(() => store.close());

  it('answers a reserved order again with its recorded decision, taking nothing more', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 5);
    const orderId = id();
    const lines = [{ productId, quantity: 2 }];
    await saga.reserve(orderId, lines);
    await saga.answerRequest(orderId, lines);
    await saga.answerRequest(orderId, lines);
    expect(await committedOf(productId)).toBe(2);
    const reserved = { type: 'StockReserved', data: { orderId, lines } };
    expect(await eventsOf(orderId)).toEqual([reserved, reserved, reserved]);
  });

  it('answers a refused order again with its shortfall', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 1);
    const orderId = id();
    const lines = [{ productId, quantity: 3 }];
    await saga.reserve(orderId, lines);
    await saga.answerRequest(orderId, lines);
    const rejected = {
      type: 'StockRejected',
      data: { orderId, shortLines: [{ productId, requested: 3, available: 1 }] },
    };
    expect(await eventsOf(orderId)).toEqual([rejected, rejected]);
    expect(await committedOf(productId)).toBe(0);
  });

  it('decides an order it never saw (its OrderPlaced lost), once, however often it is asked', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 4);
    const orderId = id();
    const lines = [{ productId, quantity: 3 }];
    await Promise.all([saga.answerRequest(orderId, lines), saga.answerRequest(orderId, lines)]);
    await saga.reserve(orderId, lines);
    expect(await committedOf(productId)).toBe(3);
    expect((await eventsOf(orderId)).map((e) => e.type)).toEqual(['StockReserved', 'StockReserved']);
  });

  it('says nothing for an order whose cancellation it has already handled', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 4);
    const [released, cancelledFirst] = [id(), id()];
    const lines = [{ productId, quantity: 1 }];
    await saga.reserve(released, lines);
    await saga.release(released);
    await saga.release(cancelledFirst);
    await saga.answerRequest(released, lines);
    await saga.answerRequest(cancelledFirst, lines);
    expect((await eventsOf(released)).map((e) => e.type)).toEqual(['StockReserved']);
    expect(await eventsOf(cancelledFirst)).toEqual([]);
    expect(await committedOf(productId)).toBe(0);
  });
});

describe('the re-ask through real Kafka', () => {
  let catalog: RunningCatalog;
  let answers: EventRecorder<{ orderId: number }>;

  beforeAll(async () => {
    catalog = await startCatalogForTest();
    answers = await recordEvents('catalog.stock');
  });
  afterAll(async () => {
    await answers.stop();
    await catalog.stop();
  });

  const answersTo = (orderId: number) => answers.events.filter((e) => e.data.orderId === orderId);

  it('reserves for an order whose OrderPlaced never came, and answers a second ask with the same decision', async () => {
    const productId = 1;
    await stockedProduct(catalog.models.Product, productId, 3);
    const orderId = 501;
    const lines = [{ productId, quantity: 2 }];
    await publishEvent('StockReservationRequested', orderId, { orderId, lines });
    await eventually(() => expect(answersTo(orderId)).toHaveLength(1), 30_000);
    await publishEvent('StockReservationRequested', orderId, { orderId, lines }, 2);
    await eventually(() => expect(answersTo(orderId)).toHaveLength(2), 30_000);
    expect(answersTo(orderId).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'StockReserved', data: { orderId, lines } },
      { type: 'StockReserved', data: { orderId, lines } },
    ]);
    expect(availableOf((await catalog.models.Product.findOne({ id: productId }).lean())!)).toBe(1);
  });
});
