import { changeOrderStatus } from '../../src/application/change-order-status';
import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
const changeStatus = changeOrderStatus(db.orders, async () => undefined);
const admin = signedIn('admin');

beforeAll(() => db.sells(1, 10_000));

const placed = () =>
  db.placeOrder({ input: { ...deliveryAddress, total: 120, items: [{ productId: 1, quantity: 1 }] } }, signedIn());
const eventsOf = async (id: number) =>
  (await db.models.Order.findOne({ id }).lean())!.pendingEvents.map(({ type, data }) => ({ type, data }));

describe("the admin's status changes", () => {
  it('cancels an unshipped order for the shop, releasing its stock', async () => {
    const order = await placed();
    const saved = await changeStatus({ id: order.id, status: 'cancelled', expectedVersion: order.version }, admin);
    expect(saved).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancelled by the shop' });
    expect((await eventsOf(order.id)).slice(1)).toEqual([
      {
        type: 'OrderStatusChanged',
        data: {
          orderId: order.id,
          userId: order.userId,
          from: 'pending',
          to: 'cancelled',
          reason: 'Cancelled by the shop',
          customerEmail: null,
        },
      },
      { type: 'OrderCancelled', data: { orderId: order.id, reason: 'Cancelled by the shop' } },
    ]);
  });

  it('refuses a move off the status machine, naming the allowed ones', async () => {
    const order = await placed();
    await expect(changeStatus({ id: order.id, status: 'shipped' }, admin)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Order ${order.id} is pending, so it cannot become shipped; it can move to: cancelled`,
    });
    await changeStatus({ id: order.id, status: 'cancelled' }, admin);
    await expect(changeStatus({ id: order.id, status: 'refunded' }, admin)).rejects.toMatchObject({
      message: `Order ${order.id} is cancelled, so it cannot become refunded; it cannot change any more`,
    });
  });

  it('refuses a change made over a version the admin did not see', async () => {
    const order = await placed();
    await expect(
      changeStatus({ id: order.id, status: 'cancelled', expectedVersion: order.version + 1 }, admin),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order was changed by someone else; reload to see its current status',
    });
    expect((await db.models.Order.findOne({ id: order.id }).lean())!.status).toBe('pending');
  });

  it('is for admins only, and names an order that does not exist', async () => {
    const order = await placed();
    await expect(changeStatus({ id: order.id, status: 'cancelled' }, signedIn())).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Admin access required',
    });
    await expect(changeStatus({ id: 999_999, status: 'cancelled' }, admin)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order 999999 not found',
    });
    await expect(changeStatus({ id: order.id, status: 'lost' }, admin)).rejects.toMatchObject({
      field: 'status',
      message: 'status: Status must be one of: pending, processing, shipped, delivered, completed, cancelled, refunded',
    });
  });
});
