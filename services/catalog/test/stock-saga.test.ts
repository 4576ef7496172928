import { randomUUID } from 'node:crypto';
import type { Consumer } from 'kafkajs';
import { createEnvelope, createLocker, envelopeSchema, listDeadLetters, markApplied, type WithLock } from '@shop/kit';
import { callSubgraph, eventually, mintToken, publishEvent } from '@shop/kit/testing';
import { reserveKey } from '../src/domain/order-lines';
import { availableOf } from '../src/domain/stock';
import { migrateStockLevels } from '../src/models/stock-migration';
import { stockSaga as stockLedger, type StockSaga as StockLedger } from '../src/application/stock-saga';
import type { CatalogModels } from '../src/models';
import { openStore, startCatalogForTest, type RunningCatalog, type Store } from './support/catalog';
import { kafka, stockedProduct, testTopic } from './support/fixtures';

describe('stock reservation saga on the real database (OrderPlaced / OrderCancelled)', () => {
  let store: Store;
  let models: CatalogModels;
  let ledger: StockLedger;
  let locker: WithLock;
  let lastId = 0;
  const id = () => ++lastId;
  /** The stored product, with `stock` as the API shows it: what can be sold. */
  const stockOf = async (productId: number) => {
    const product = (await models.Product.findOne({ id: productId }).lean())!;
    return { ...product, stock: availableOf(product) };
  };
  const eventsOf = async (orderId: number) =>
    ((await models.Reservation.findOne({ orderId }).lean())?.pendingEvents ?? []).map((e) => e.type);

  beforeAll(async () => {
    store = await openStore();
    models = store.models;
    locker = await createLocker(models.Product.db);
    ledger = stockLedger(models, locker, () => undefined);
  });

  afterAll(() => store.close());

  it('lets exactly 10 of 50 simultaneous orders of 1 reserve a stock of 10, never going below 0', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 10);
    const orders = Array.from({ length: 50 }, () => id());
    const results = await Promise.all(orders.map((orderId) => ledger.reserve(orderId, [{ productId, quantity: 1 }])));

    expect(results.filter((r) => r.status === 'reserved')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(40);
    const product = await stockOf(productId);
    expect(product.stock).toBe(0);
    expect(product).toMatchObject({ onHand: 10, committed: 10 });
    expect(product.appliedOps).toEqual([]);
    const rejected = results.find((r) => r.status === 'rejected')!;
    expect(rejected.shortLines).toEqual([{ productId, requested: 1, available: 0 }]);
    const events = (await Promise.all(orders.map(eventsOf))).flat();
    expect(events.filter((t) => t === 'StockReserved')).toHaveLength(10);
    expect(events.filter((t) => t === 'StockRejected')).toHaveLength(40);
  });

  it('sells exactly a stock of 10 to 50 orders of 1 arriving in one batch', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 10);
    const orders = Array.from({ length: 50 }, () => ({ orderId: id(), lines: [{ productId, quantity: 1 }] }));
    await ledger.reserveAll(orders);

    const product = await stockOf(productId);
    expect(product).toMatchObject({ onHand: 10, committed: 10, stock: 0, appliedOps: [] });
    const events = (await Promise.all(orders.map(({ orderId }) => eventsOf(orderId)))).flat();
    expect(events.filter((t) => t === 'StockReserved')).toHaveLength(10);
    expect(events.filter((t) => t === 'StockRejected')).toHaveLength(40);
  });

  it('reserves a batch of orders for one product in one take, and a redelivered batch takes nothing more', async () => {
    const [rush, other] = [id(), id()];
    await stockedProduct(models.Product, rush, 100);
    await stockedProduct(models.Product, other, 5);
    const orders = [
      ...Array.from({ length: 30 }, (_, i) => ({ orderId: id(), lines: [{ productId: rush, quantity: 1 + (i % 2) }] })),
      { orderId: id(), lines: [{ productId: other, quantity: 2 }] },
      {
        orderId: id(),
        lines: [
          { productId: rush, quantity: 1 },
          { productId: other, quantity: 1 },
        ],
      },
    ];
    const versionBefore = (await stockOf(rush)).version;
    await ledger.reserveAll(orders);

    // 15 orders of 1 and 15 of 2 in one write; the two-line order on its own.
    expect(await stockOf(rush)).toMatchObject({ committed: 46, appliedOps: [], version: versionBefore + 2 });
    expect(await stockOf(other)).toMatchObject({ committed: 3, appliedOps: [] });
    for (const { orderId } of orders) expect(await eventsOf(orderId)).toEqual(['StockReserved']);

    await ledger.reserveAll(orders);
    await Promise.all(orders.map(({ orderId, lines }) => ledger.reserve(orderId, lines)));
    expect(await stockOf(rush)).toMatchObject({ committed: 46, appliedOps: [] });
    expect(await stockOf(other)).toMatchObject({ committed: 3, appliedOps: [] });
    for (const { orderId } of orders) expect(await eventsOf(orderId)).toEqual(['StockReserved']);
  });

  it('takes a batch over many products in one write, and a product whose orders do not all fit one by one', async () => {
    const [plenty, scarce, single] = [id(), id(), id()];
    await stockedProduct(models.Product, plenty, 5);
    await stockedProduct(models.Product, scarce, 1);
    await stockedProduct(models.Product, single, 3);
    const order = (productId: number) => ({ orderId: id(), lines: [{ productId, quantity: 1 }] });
    const orders = [order(plenty), order(scarce), order(single), order(plenty), order(scarce)];
    const writes = jest.spyOn(models.Product, 'bulkWrite');
    try {
      await ledger.reserveAll(orders);
      // One take for every product that fitted, one drop of their markers, and none per order.
      expect(writes).toHaveBeenCalledTimes(2);
    } finally {
      writes.mockRestore();
    }

    expect(await stockOf(plenty)).toMatchObject({ committed: 2, appliedOps: [] });
    expect(await stockOf(single)).toMatchObject({ committed: 1, appliedOps: [] });
    expect(await stockOf(scarce)).toMatchObject({ committed: 1, stock: 0, appliedOps: [] });
    const decided = await Promise.all(orders.map(({ orderId }) => eventsOf(orderId)));
    expect(decided).toEqual([
      ['StockReserved'],
      ['StockReserved'],
      ['StockReserved'],
      ['StockReserved'],
      ['StockRejected'],
    ]);
  });

  it('reserves an order of a batch whose lock is busy once the lock is free, and the rest at once', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 10);
    const orders = Array.from({ length: 5 }, () => ({ orderId: id(), lines: [{ productId, quantity: 1 }] }));
    const busy = orders[2].orderId;
    let letGo!: () => void;
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    // Another delivery of that order holds its lock for a while.
    const holder = locker(`order:${busy}`, async () => {
      held();
      await new Promise<void>((resolve) => (letGo = resolve));
    });
    await isHeld;
    const batch = ledger.reserveAll(orders);
    await eventually(async () => {
      for (const { orderId } of orders.filter((order) => order.orderId !== busy)) {
        expect(await eventsOf(orderId)).toEqual(['StockReserved']);
      }
    }, 30_000);
    expect(await eventsOf(busy)).toEqual([]);
    letGo();
    await Promise.all([holder, batch]);
    expect(await eventsOf(busy)).toEqual(['StockReserved']);
    expect(await stockOf(productId)).toMatchObject({ committed: 5, appliedOps: [] });
  });

  it('converges when a batch crashed after its take and before deciding', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 10);
    const orders = Array.from({ length: 4 }, () => ({ orderId: id(), lines: [{ productId, quantity: 2 }] }));
    // What the crashed delivery left: the reservations opened and all four taken with their markers.
    await models.Reservation.insertMany(orders.map((order) => ({ ...order, status: 'reserving' })));
    await models.Product.updateOne(
      { id: productId },
      {
        $inc: { committed: 8 },
        $push: { appliedOps: { $each: orders.map((o) => markApplied(reserveKey(o.orderId)).appliedOps) } },
      },
    );

    await ledger.reserveAll(orders);
    expect(await stockOf(productId)).toMatchObject({ committed: 8, stock: 2, appliedOps: [] });
    for (const { orderId } of orders) expect(await eventsOf(orderId)).toEqual(['StockReserved']);
  });

  it('reserves all lines or none, naming every short line', async () => {
    const [mixer, sub, lamp] = [id(), id(), id()];
    await stockedProduct(models.Product, mixer, 5);
    await stockedProduct(models.Product, sub, 1);
    await stockedProduct(models.Product, lamp, 0);

    const refused = await ledger.reserve(id(), [
      { productId: mixer, quantity: 2 },
      { productId: sub, quantity: 3 },
      { productId: lamp, quantity: 1 },
    ]);
    expect(refused.status).toBe('rejected');
    expect(refused.shortLines).toEqual([
      { productId: sub, requested: 3, available: 1 },
      { productId: lamp, requested: 1, available: 0 },
    ]);
    // The mixer line was taken and then given back.
    expect((await stockOf(mixer)).stock).toBe(5);
    expect((await stockOf(mixer)).appliedOps).toEqual([]);
    expect((await stockOf(sub)).stock).toBe(1);

    const orderId = id();
    const accepted = await ledger.reserve(orderId, [
      { productId: mixer, quantity: 1 },
      { productId: sub, quantity: 1 },
      { productId: mixer, quantity: 1 },
    ]);
    expect(accepted.status).toBe('reserved');
    expect(accepted.lines).toEqual([
      { productId: mixer, quantity: 2 },
      { productId: sub, quantity: 1 },
    ]);
    expect((await stockOf(mixer)).stock).toBe(3);
    expect((await stockOf(sub)).stock).toBe(0);
    const [event] = (await models.Reservation.findOne({ orderId }).lean())!.pendingEvents;
    expect(event).toMatchObject({ type: 'StockReserved', data: { orderId, lines: accepted.lines } });
  });

  it('rejects unknown and deleted products', async () => {
    const gone = id();
    await stockedProduct(models.Product, gone, 9);
    await models.Product.updateOne({ id: gone }, { $set: { deletedAt: new Date() } });
    const result = await ledger.reserve(id(), [
      { productId: id(), quantity: 1 },
      { productId: gone, quantity: 1 },
    ]);
    expect(result.status).toBe('rejected');
    expect(result.shortLines.map((l) => l.available)).toEqual([0, 0]);
    expect((await stockOf(gone)).stock).toBe(9);
  });

  it('is idempotent under redelivery, sequential or simultaneous', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 5);
    const orderId = id();
    const lines = [{ productId, quantity: 2 }];
    await ledger.reserve(orderId, lines);
    await ledger.reserve(orderId, lines);
    await Promise.all([ledger.reserve(orderId, lines), ledger.reserve(orderId, lines)]);
    expect((await stockOf(productId)).stock).toBe(3);
    expect(await eventsOf(orderId)).toEqual(['StockReserved']);

    const racing = id();
    const outcomes = await Promise.all([ledger.reserve(racing, lines), ledger.reserve(racing, lines)]);
    expect(outcomes.map((o) => o.status)).toEqual(['reserved', 'reserved']);
    expect((await stockOf(productId)).stock).toBe(1);
    expect(await eventsOf(racing)).toEqual(['StockReserved']);
  });

  it('converges when a delivery crashed after taking one line and before deciding', async () => {
    const [first, second] = [id(), id()];
    await stockedProduct(models.Product, first, 4);
    await stockedProduct(models.Product, second, 4);
    const orderId = id();
    const lines = [
      { productId: first, quantity: 1 },
      { productId: second, quantity: 2 },
    ];
    // What the crashed delivery left: the reservation opened and the first line taken with its marker.
    await models.Reservation.create({ orderId, lines, status: 'reserving' });
    await models.Product.updateOne({ id: first }, { $inc: { committed: 1 }, $push: markApplied(reserveKey(orderId)) });

    const redelivered = await ledger.reserve(orderId, lines);
    expect(redelivered.status).toBe('reserved');
    expect((await stockOf(first)).stock).toBe(3);
    expect((await stockOf(second)).stock).toBe(2);
    expect((await stockOf(first)).appliedOps).toEqual([]);
    expect(await eventsOf(orderId)).toEqual(['StockReserved']);
  });

  it('releases a reserved order on cancellation once, and nothing for rejected or unknown orders', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 3);
    const orderId = id();
    await ledger.reserve(orderId, [{ productId, quantity: 2 }]);
    expect((await stockOf(productId)).stock).toBe(1);

    expect((await ledger.release(orderId)).status).toBe('released');
    await ledger.release(orderId);
    expect((await stockOf(productId)).stock).toBe(3);
    expect((await stockOf(productId)).appliedOps).toEqual([]);

    const rejected = id();
    await ledger.reserve(rejected, [{ productId, quantity: 9 }]);
    expect((await ledger.release(rejected)).status).toBe('rejected');
    expect((await stockOf(productId)).stock).toBe(3);

    // Cancelled before it was placed: the late OrderPlaced takes nothing.
    const early = id();
    expect((await ledger.release(early)).status).toBe('cancelled');
    expect((await ledger.reserve(early, [{ productId, quantity: 1 }])).status).toBe('cancelled');
    expect((await stockOf(productId)).stock).toBe(3);
  });
  it('takes shipped units off on hand and committed together, once, and releases nothing after', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 3);
    const orderId = id();
    await ledger.reserve(orderId, [{ productId, quantity: 2 }]);
    expect(await stockOf(productId)).toMatchObject({ onHand: 3, committed: 2, stock: 1 });

    expect((await ledger.ship(orderId))?.status).toBe('shipped');
    await Promise.all([ledger.ship(orderId), ledger.ship(orderId)]);
    expect(await stockOf(productId)).toMatchObject({ onHand: 1, committed: 0, stock: 1, appliedOps: [] });

    expect((await ledger.release(orderId)).status).toBe('shipped');
    expect(await stockOf(productId)).toMatchObject({ onHand: 1, committed: 0 });
  });

  it('ships from a recount below what was sold without taking on hand below 0', async () => {
    const productId = id();
    await stockedProduct(models.Product, productId, 3);
    const orderId = id();
    await ledger.reserve(orderId, [{ productId, quantity: 2 }]);
    await models.Product.updateOne({ id: productId }, { $set: { onHand: 1 } });
    expect((await stockOf(productId)).stock).toBe(0);

    await ledger.ship(orderId);
    expect(await stockOf(productId)).toMatchObject({ onHand: 0, committed: 0, stock: 0 });
  });

  it('moves stock kept before on hand and committed, once, and settles reservations from then by their old meaning', async () => {
    const [productId, otherId] = [id(), id()];
    // Products as stored then: `stock` was what could be sold, and there was no on hand or committed.
    for (const [product, stock] of [
      [productId, 4],
      [otherId, 6],
    ]) {
      await stockedProduct(models.Product, product, 0);
      await models.Product.collection.updateOne(
        { id: product },
        { $set: { stock }, $unset: { onHand: '', committed: '' } },
      );
    }
    // Orders from then: their units already left `stock`.
    const [cancelled, shipped] = [id(), id()];
    await models.Reservation.collection.insertMany([
      { orderId: cancelled, lines: [{ productId, quantity: 2 }], status: 'reserved', shortLines: [], version: 1 },
      {
        orderId: shipped,
        lines: [{ productId: otherId, quantity: 1 }],
        status: 'reserved',
        shortLines: [],
        version: 1,
      },
    ]);

    expect(await migrateStockLevels(models)).toBeGreaterThanOrEqual(2);
    expect(await migrateStockLevels(models)).toBe(0);
    const raw = await models.Product.collection.findOne({ id: productId });
    expect(raw).toMatchObject({ onHand: 4, committed: 0 });
    expect(raw).not.toHaveProperty('stock');

    await ledger.release(cancelled);
    expect(await stockOf(productId)).toMatchObject({ onHand: 6, committed: 0, stock: 6 });
    await ledger.ship(shipped);
    expect(await stockOf(otherId)).toMatchObject({ onHand: 6, committed: 0, stock: 6 });
  });
});

describe('the saga through real Kafka', () => {
  let catalog: RunningCatalog;
  let models: CatalogModels;
  let consumer: Consumer;
  const seen: Array<{ type: string; data: { orderId: number } }> = [];
  const availableNow = async (productId: number) =>
    availableOf((await models.Product.findOne({ id: productId }).lean())!);

  beforeAll(async () => {
    catalog = await startCatalogForTest();
    models = catalog.models;
    consumer = kafka.consumer({ groupId: `catalog-test-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic: testTopic('StockReserved'), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const event = envelopeSchema.parse(JSON.parse(message.value!.toString()));
        seen.push(event as (typeof seen)[number]);
      },
    });
  });

  afterAll(async () => {
    await consumer.disconnect();
    await catalog.stop();
  });

  it('answers OrderPlaced with StockReserved or StockRejected and gives stock back on OrderCancelled', async () => {
    const productId = 1;
    await stockedProduct(models.Product, productId, 2);
    const [kept, refused] = [101, 102];

    await publishEvent('OrderPlaced', kept, { orderId: kept, userId: 7, lines: [{ productId, quantity: 2 }] });
    await publishEvent('OrderPlaced', refused, { orderId: refused, userId: 7, lines: [{ productId, quantity: 1 }] });
    await eventually(() => {
      expect(seen.find((e) => e.data.orderId === kept)).toMatchObject({ type: 'StockReserved' });
      expect(seen.find((e) => e.data.orderId === refused)).toMatchObject({
        type: 'StockRejected',
        data: { shortLines: [{ productId, requested: 1, available: 0 }] },
      });
    }, 30_000);
    expect(await availableNow(productId)).toBe(0);

    await publishEvent('OrderCancelled', kept, { orderId: kept, reason: 'customer request' });
    await eventually(async () => expect(await availableNow(productId)).toBe(2), 30_000);
  });

  it('never loses a reservation that lands between an admin opening a product and saving it (409 for the admin)', async () => {
    const productId = 2;
    await stockedProduct(models.Product, productId, 3);
    const admin = async (query: string, variables: Record<string, unknown>) => {
      const res = await callSubgraph(
        catalog.url,
        { query, variables },
        { headers: { authorization: `Bearer ${mintToken('admin')}` } },
      );
      return (await res.json()) as {
        data?: { product?: { stock: number; version: number; price: number } };
        errors?: Array<{ message: string; extensions: { code: string } }>;
      };
    };
    const opened = (await admin('query ($s: String!) { product(slugOrId: $s) { stock version price } }', { s: '2' }))
      .data!.product!;
    expect(opened.stock).toBe(3);

    await publishEvent('OrderPlaced', 201, { orderId: 201, userId: 7, lines: [{ productId, quantity: 2 }] });
    await eventually(async () => expect(await availableNow(productId)).toBe(1), 30_000);

    // The dialog sends back everything it loaded, the old stock included, with only the price changed.
    const saved = await admin(
      'mutation ($id: Int!, $input: ProductInput!, $v: Int) { updateProduct(id: $id, input: $input, expectedVersion: $v) { stock } }',
      { id: productId, input: { price: 12.5, stock: opened.stock }, v: opened.version },
    );
    expect(saved.errors?.[0]).toMatchObject({
      message: 'This product was changed by someone else; reload to see the current values',
      extensions: { code: 'CONFLICT' },
    });
    expect(await models.Product.findOne({ id: productId }).lean()).toMatchObject({
      onHand: 3,
      committed: 2,
      pricePence: 1000,
    });
  });

  it('sends a malformed OrderPlaced to the dead-letter topic and still applies the valid one behind it', async () => {
    const productId = 3;
    await stockedProduct(models.Product, productId, 5);
    const producer = kafka.producer();
    await producer.connect();
    const bad = { ...createEnvelope('OrderPlaced', 301, 1, { orderId: 'not-a-number', userId: 7, lines: [] }) };
    await producer.send({
      topic: testTopic('OrderPlaced'),
      messages: [{ key: '301', value: JSON.stringify(bad) }],
    });
    await producer.disconnect();
    await publishEvent('OrderPlaced', 301, { orderId: 301, userId: 7, lines: [{ productId, quantity: 2 }] });

    await eventually(async () => expect(await availableNow(productId)).toBe(3), 30_000);
    const letters = await listDeadLetters(kafka, testTopic('OrderPlaced'));
    expect(letters.find((l) => l.envelope?.id === bad.id)).toMatchObject({
      attempts: 0,
      topic: testTopic('OrderPlaced'),
    });
  });
});
