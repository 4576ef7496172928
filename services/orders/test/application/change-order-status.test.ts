import { createLogger } from '@shop/kit';
import { signedIn } from '@shop/kit/testing';
import { ukCalendarDay } from '@shop/contracts';
import type { PaymentsClient } from '../../src/adapters/payments';
import { changeOrderStatus } from '../../src/application/change-order-status';
import { followPayments } from '../../src/application/follow-payments';
import { deliveryAddress } from '@shop/test-support/checkout';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
const changeStatus = changeOrderStatus(db.orders, async () => undefined);
const admin = signedIn('admin');

beforeAll(() => db.sells(1, 10_000));

const placed = () =>
  db.placeOrder({ input: { ...deliveryAddress, total: 120, items: [{ productId: 1, quantity: 1 }] } }, signedIn());
/** A placed order paid on Stripe's page, as payments' events record it: processing, ready to ship. */
async function paid() {
  const order = await placed();
  await db.awaitingPayment(order.id);
  const noPayments = {} as PaymentsClient;
  await followPayments(db.orders, noPayments, createLogger('orders-test', 'silent')).succeeded({
    paymentId: order.id,
    subjectType: 'order',
    subjectId: order.id,
    purpose: 'order-total',
    sessionId: 'cs_1',
    amountPence: 12_000,
    paymentIntentId: `pi_${order.id}`,
  });
  return db.stored(order.id);
}
const { eventsOf } = db;

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

describe('shipping an order the customer can follow', () => {
  it('records the carrier and tracking number, and the status change carries them with the tracking link', async () => {
    const order = await paid();
    const shipped = await changeStatus(
      { id: order.id, status: 'shipped', carrier: 'royal-mail', trackingNumber: ' AB 1234 5678 GB ' },
      admin,
    );
    expect(shipped).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'royal-mail', carrierName: null, trackingNumber: 'AB 1234 5678 GB' },
    });
    const events = await eventsOf(order.id);
    expect(events.at(-2)).toEqual({
      type: 'OrderStatusChanged',
      data: {
        orderId: order.id,
        userId: order.userId,
        from: 'processing',
        to: 'shipped',
        reason: null,
        customerEmail: null,
        shipment: {
          carrier: 'royal-mail',
          carrierName: null,
          trackingNumber: 'AB 1234 5678 GB',
          trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB',
          shippedAt: shipped.shippedAt!.toISOString(),
        },
      },
    });
    expect(events.at(-1)).toEqual({ type: 'OrderShipped', data: { orderId: order.id } });

    const delivered = await changeStatus({ id: order.id, status: 'delivered' }, admin);
    const today = ukCalendarDay(new Date());
    expect(delivered.deliveredOn).toBe(today);
    expect((await eventsOf(order.id)).at(-1)!.data).toMatchObject({ to: 'delivered', deliveredOn: today });
  });

  it('refuses a bad tracking number or delivered date naming the field, and writes nothing', async () => {
    const order = await paid();
    await expect(
      changeStatus({ id: order.id, status: 'shipped', carrier: 'dpd', trackingNumber: 'no!' }, admin),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'trackingNumber' });
    await expect(
      changeStatus({ id: order.id, status: 'shipped', carrier: 'other', trackingNumber: 'VAN-77' }, admin),
    ).rejects.toMatchObject({ field: 'carrierName', message: "carrierName: Enter the carrier's name" });
    const untouched = (await db.models.Order.findOne({ id: order.id }).lean())!;
    expect(untouched).toMatchObject({ status: 'processing', shipment: null, shippedAt: null, version: order.version });

    await changeStatus(
      { id: order.id, status: 'shipped', carrier: 'other', carrierName: 'Van Co', trackingNumber: 'VAN-77' },
      admin,
    );
    await expect(
      changeStatus({ id: order.id, status: 'delivered', deliveredOn: '2001-01-01' }, admin),
    ).rejects.toMatchObject({
      field: 'deliveredOn',
      message: 'deliveredOn: Delivered date cannot be before the order shipped',
    });
    expect((await db.models.Order.findOne({ id: order.id }).lean())!).toMatchObject({
      status: 'shipped',
      deliveredOn: null,
      shipment: { carrier: 'other', carrierName: 'Van Co' },
    });
  });
});
