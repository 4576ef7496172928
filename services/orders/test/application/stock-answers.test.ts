import { cancelUnsuppliedOrder } from '../../src/application/cancel-unsupplied-order';
import { changeOrderStatus } from '../../src/application/change-order-status';
import { startProcessingOrder, startProcessingOrders } from '../../src/application/start-processing-order';
import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
const startProcessing = startProcessingOrder(db.orders);
const startProcessingAll = startProcessingOrders(db.orders);
const cancelUnsupplied = cancelUnsuppliedOrder(db.orders);

beforeAll(() => db.sells(1, 10_000, { name: 'Mixer' }));

const placed = () =>
  db.placeOrder({ input: { ...deliveryAddress, total: 240, items: [{ productId: 1, quantity: 2 }] } }, signedIn());
const stored = async (id: number) => (await db.models.Order.findOne({ id }).lean())!;

describe("the catalog's answers to an order (the stock saga)", () => {
  it('moves a reserved order to processing once, however often the answer comes', async () => {
    const order = await placed();
    await startProcessing({ orderId: order.id });
    await startProcessing({ orderId: order.id });
    const after = await stored(order.id);
    expect(after.status).toBe('processing');
    expect(after.pendingEvents.map(({ type, data }) => ({ type, data }))).toMatchObject([
      { type: 'OrderPlaced' },
      { type: 'OrderStatusChanged', data: { from: 'pending', to: 'processing' } },
    ]);
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
    await changeOrderStatus(db.orders)({ id: order.id, status: 'cancelled' }, signedIn('admin'));
    await startProcessing({ orderId: order.id });
    await cancelUnsupplied({ orderId: order.id, shortLines: [{ productId: 1, requested: 2, available: 0 }] });
    expect(await stored(order.id)).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancelled by the shop' });
  });

  it('moves many reserved orders to processing together, once each, leaving those no longer pending', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, placed));
    const [cancelled, ...reserved] = orders;
    await changeOrderStatus(db.orders)({ id: cancelled.id, status: 'cancelled' }, signedIn('admin'));
    const ids = orders.map((order) => order.id);
    await startProcessingAll(ids);
    await startProcessingAll(ids);

    expect(await stored(cancelled.id)).toMatchObject({ status: 'cancelled' });
    for (const { id } of reserved) {
      const after = await stored(id);
      expect(after.status).toBe('processing');
      expect(after.pendingEvents.map(({ type, data }) => ({ type, data }))).toMatchObject([
        { type: 'OrderPlaced' },
        { type: 'OrderStatusChanged', data: { from: 'pending', to: 'processing' } },
      ]);
    }
  });
});
