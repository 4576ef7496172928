import { cancelUnsuppliedOrder } from '../../src/application/cancel-unsupplied-order';
import { changeOrderStatus } from '../../src/application/change-order-status';
import { recordStockReserved, recordStockReservedAll } from '../../src/application/record-stock-reserved';
import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
const reservedAt = new Date('2026-11-02T10:00:00Z');
const stockReserved = recordStockReserved(db.orders, () => reservedAt);
const stockReservedAll = recordStockReservedAll(db.orders, () => reservedAt);
const cancel = changeOrderStatus(db.orders, async () => undefined);
const cancelUnsupplied = cancelUnsuppliedOrder(db.orders);

beforeAll(() => db.sells(1, 10_000, { name: 'Mixer' }));

const placed = () =>
  db.placeOrder({ input: { ...deliveryAddress, total: 240, items: [{ productId: 1, quantity: 2 }] } }, signedIn());
const { stored } = db;

describe("the catalog's answers to an order (the stock saga)", () => {
  it('holds a reserved order for its payment once, however often the answer comes: still pending, no event', async () => {
    const order = await placed();
    await stockReserved({ orderId: order.id });
    const once = await stored(order.id);
    await stockReserved({ orderId: order.id });
    const after = await stored(order.id);
    expect(after).toMatchObject({ status: 'pending', stockReservedAt: reservedAt, version: once.version });
    expect(after.pendingEvents.map(({ type }) => type)).toEqual(['OrderPlaced']);
  });

  it('cancels an order the catalog could not supply, saying which lines were short, with no OrderCancelled', async () => {
    const order = await placed();
    await cancelUnsupplied({ orderId: order.id, shortLines: [{ productId: 1, requested: 2, available: 1 }] });
    const after = await stored(order.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Not enough stock: Mixer (2 ordered, 1 available)',
    });
    expect(after.pendingEvents.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderStatusChanged']);
  });

  it('leaves alone an order the shop cancelled before the answer came', async () => {
    const order = await placed();
    await cancel({ id: order.id, status: 'cancelled' }, signedIn('admin'));
    await stockReserved({ orderId: order.id });
    await cancelUnsupplied({ orderId: order.id, shortLines: [{ productId: 1, requested: 2, available: 0 }] });
    expect(await stored(order.id)).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancelled by the shop' });
  });

  it('holds many reserved orders together, once each, leaving those no longer pending', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, placed));
    const [cancelled, ...reserved] = orders;
    await cancel({ id: cancelled.id, status: 'cancelled' }, signedIn('admin'));
    const ids = orders.map((order) => order.id);
    await stockReservedAll(ids);
    await stockReservedAll(ids);

    expect(await stored(cancelled.id)).toMatchObject({ status: 'cancelled', stockReservedAt: null });
    for (const { id } of reserved) {
      const after = await stored(id);
      expect(after).toMatchObject({ status: 'pending', stockReservedAt: reservedAt });
      expect(after.pendingEvents.map(({ type }) => type)).toEqual(['OrderPlaced']);
    }
  });
});
