import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { recordStockReserved } from '../../src/application/record-stock-reserved';
import { sweepPendingOrders } from '../../src/application/sweep-pending-orders';
import { ordersConfigSchema, pendingOrderBounds } from '../../src/config';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
// The production defaults; the sweeps below run at later moments rather than with shorter bounds.
const defaults = ordersConfigSchema.parse({});
const sweep = sweepPendingOrders(db.orders, pendingOrderBounds(defaults));
const MINUTE = 60_000;

beforeAll(() => db.sells(1, 10_000, { name: 'Mixer' }));

const placed = () =>
  db.placeOrder({ input: { ...deliveryAddress, total: 240, items: [{ productId: 1, quantity: 2 }] } }, signedIn());
const { stored, eventsOf } = db;
/** A moment this long after the order was placed. */
const after = (order: { createdAt: Date }, ms: number) => new Date(order.createdAt.getTime() + ms);

describe('the pending-order sweep (a lost OrderPlaced or answer)', () => {
  it('asks the catalog again for an order unanswered a minute, once per minute, then cancels it with a reason', async () => {
    const order = await placed();
    expect((await sweep(after(order, MINUTE - 1))).reasked).not.toContain(order.id);

    expect((await sweep(after(order, MINUTE))).reasked).toContain(order.id);
    expect((await sweep(after(order, MINUTE + 30_000))).reasked).not.toContain(order.id);
    expect((await sweep(after(order, 2 * MINUTE))).reasked).toContain(order.id);
    expect((await eventsOf(order.id)).slice(1)).toEqual([
      { type: 'StockReservationRequested', data: { orderId: order.id, lines: [{ productId: 1, quantity: 2 }] } },
      { type: 'StockReservationRequested', data: { orderId: order.id, lines: [{ productId: 1, quantity: 2 }] } },
    ]);

    expect((await sweep(after(order, 10 * MINUTE))).cancelled).toContain(order.id);
    const cancelled = await stored(order.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled because the shop could not confirm stock for it in time',
    });
    // The catalog releases whatever it may have reserved; notify tells the customer why.
    expect((await eventsOf(order.id)).slice(3)).toEqual([
      {
        type: 'OrderStatusChanged',
        data: expect.objectContaining({ from: 'pending', to: 'cancelled', reason: cancelled.cancellationReason }),
      },
      { type: 'OrderCancelled', data: { orderId: order.id, reason: cancelled.cancellationReason } },
    ]);
    expect((await sweep(after(order, 20 * MINUTE))).cancelled).not.toContain(order.id);
  });

  it('changes an order once when two replicas sweep at the same moment', async () => {
    const order = await placed();
    const at = after(order, 2 * MINUTE);
    const [first, second] = await Promise.all([sweep(at), sweep(at)]);
    expect([...first.reasked, ...second.reasked].filter((id) => id === order.id)).toHaveLength(1);
    expect((await eventsOf(order.id)).map((e) => e.type)).toEqual(['OrderPlaced', 'StockReservationRequested']);

    const late = after(order, 20 * MINUTE);
    const [one, other] = await Promise.all([sweep(late), sweep(late)]);
    expect([...one.cancelled, ...other.cancelled].filter((id) => id === order.id)).toHaveLength(1);
    expect((await eventsOf(order.id)).map((e) => e.type)).toEqual([
      'OrderPlaced',
      'StockReservationRequested',
      'OrderStatusChanged',
      'OrderCancelled',
    ]);
  });

  it('leaves an order the answer to a re-ask moved on to its payment, until the payment hold is over', async () => {
    const order = await placed();
    await sweep(after(order, MINUTE));
    await recordStockReserved(db.orders, () => after(order, 2 * MINUTE))({ orderId: order.id });
    const swept = await sweep(after(order, 20 * MINUTE));
    expect([...swept.reasked, ...swept.cancelled, ...swept.released]).not.toContain(order.id);
    expect(await stored(order.id)).toMatchObject({ status: 'pending', cancellationReason: null });
  });

  it('cancels an order left unpaid for the whole payment hold (30 minutes) and releases its stock', async () => {
    const order = await placed();
    const reservedAt = after(order, 1_000);
    await recordStockReserved(db.orders, () => reservedAt)({ orderId: order.id });
    const at = (ms: number) => new Date(reservedAt.getTime() + ms);
    expect((await sweep(at(30 * MINUTE - 1))).released).not.toContain(order.id);
    const [one, other] = await Promise.all([sweep(at(30 * MINUTE)), sweep(at(30 * MINUTE))]);
    expect([...one.released, ...other.released].filter((id) => id === order.id)).toHaveLength(1);
    const cancelled = await stored(order.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled because the order was not paid in time',
    });
    expect((await eventsOf(order.id)).slice(1)).toEqual([
      { type: 'OrderStatusChanged', data: expect.objectContaining({ from: 'pending', to: 'cancelled' }) },
      { type: 'OrderCancelled', data: { orderId: order.id, reason: cancelled.cancellationReason } },
    ]);
  });
});
