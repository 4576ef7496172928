import { createLogger } from '@shop/kit';
import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { changeOrderStatus } from '../../src/application/change-order-status';
import { askDueRefunds, askStillDueRefunds, followPayments } from '../../src/application/follow-payments';
import { ordersDb } from '../support/orders-db';
import { paymentsStandIn as payments } from '../support/payments';

const db = ordersDb();
const logger = createLogger('orders-test', 'silent');

beforeAll(() => db.sells(1, 10_000, { name: 'Mixer' }));

/** An order whose stock is held, with a payment page open as payOrder records it. */
async function awaitingPayment(paymentId: number) {
  const order = await db.placeOrder(
    { input: { ...deliveryAddress, total: 120, items: [{ productId: 1, quantity: 1 }] } },
    signedIn(),
  );
  await db.awaitingPayment(order.id, paymentId);
  return order;
}
const { stored } = db;
const paymentOf = (orderId: number, paymentId: number) => ({
  paymentId,
  subjectType: 'order' as const,
  subjectId: orderId,
  purpose: 'order-total' as const,
  sessionId: 'cs_1',
});

describe("the order side of payments' events", () => {
  it('moves a paid order to processing once, however often the event comes, with one OrderPaid for its confirmation', async () => {
    const { client } = payments();
    const follow = followPayments(db.orders, client, logger);
    const order = await awaitingPayment(101);
    const taken = { ...paymentOf(order.id, 101), amountPence: 12_000, paymentIntentId: 'pi_101' };
    await follow.succeeded(taken);
    await follow.succeeded(taken);
    expect(await stored(order.id)).toMatchObject({ status: 'processing', paymentId: 'pi_101' });
    expect((await stored(order.id)).pendingEvents.map(({ type, data }) => ({ type, data }))).toMatchObject([
      { type: 'OrderPlaced' },
      { type: 'OrderStatusChanged', data: { from: 'pending', to: 'processing' } },
      { type: 'OrderPaid', data: { orderId: order.id, totalPence: 12_000, paymentMethod: 'credit-card' } },
    ]);
  });

  it("applies a slice's payments together, each order paid once, and refunds money its order no longer wants", async () => {
    const { client, refunds } = payments();
    const follow = followPayments(db.orders, client, logger);
    const [first, second, cancelled] = [
      await awaitingPayment(105),
      await awaitingPayment(106),
      await awaitingPayment(107),
    ];
    await follow.expired(paymentOf(cancelled.id, 107));
    const taken = (orderId: number, paymentId: number) => ({
      ...paymentOf(orderId, paymentId),
      amountPence: 12_000,
      paymentIntentId: `pi_${paymentId}`,
    });
    // The first order's second page paid too, in the same slice.
    const slice = [taken(first.id, 105), taken(second.id, 106), taken(cancelled.id, 107), taken(first.id, 108)];
    await follow.succeededAll(slice);
    await follow.succeededAll(slice);
    for (const order of [first, second]) {
      expect(await stored(order.id)).toMatchObject({ status: 'processing' });
      expect((await stored(order.id)).pendingEvents.map((e) => e.type)).toEqual([
        'OrderPlaced',
        'OrderStatusChanged',
        'OrderPaid',
      ]);
    }
    expect(await stored(cancelled.id)).toMatchObject({ status: 'cancelled', refunds: [{ state: 'asked' }] });
    expect(refunds).toEqual([
      { paymentId: 107, reference: `order-${cancelled.id}-payment-107`, amountPence: 12_000 },
      { paymentId: 108, reference: `order-${first.id}-payment-108`, amountPence: 12_000 },
    ]);
  });

  it('refunds money taken after the order was cancelled, asking payments again until it answers', async () => {
    const { client, refunds, setDown } = payments();
    const follow = followPayments(db.orders, client, logger);
    const order = await awaitingPayment(102);
    await follow.expired(paymentOf(order.id, 102));
    expect(await stored(order.id)).toMatchObject({ status: 'cancelled' });
    expect((await stored(order.id)).pendingEvents.map((e) => e.type)).toEqual([
      'OrderPlaced',
      'OrderStatusChanged',
      'OrderCancelled',
    ]);

    setDown(true);
    await follow.succeeded({ ...paymentOf(order.id, 102), amountPence: 12_000, paymentIntentId: 'pi_102' });
    expect((await stored(order.id)).refunds).toEqual([expect.objectContaining({ paymentId: 102, state: 'due' })]);
    setDown(false);
    await askDueRefunds(db.orders, client, logger)(await stored(order.id));
    await askDueRefunds(db.orders, client, logger)(await stored(order.id));
    expect(refunds).toEqual([{ paymentId: 102, reference: `order-${order.id}-payment-102`, amountPence: 12_000 }]);
    expect(await stored(order.id)).toMatchObject({ status: 'cancelled', refunds: [{ state: 'asked' }] });

    await follow.refunded({
      ...paymentOf(order.id, 102),
      refundId: 're_1',
      amountPence: 12_000,
      refundedPence: 12_000,
      reference: `order-${order.id}-payment-102`,
    });
    expect(await stored(order.id)).toMatchObject({ refunds: [{ state: 'confirmed' }] });
  });

  it("asks again, in the sweep's pass, for a refund payments could not take when it fell due", async () => {
    const { client, refunds, setDown } = payments();
    const follow = followPayments(db.orders, client, logger);
    const order = await awaitingPayment(104);
    await follow.expired(paymentOf(order.id, 104));
    setDown(true);
    await follow.succeeded({ ...paymentOf(order.id, 104), amountPence: 12_000, paymentIntentId: 'pi_104' });
    expect((await stored(order.id)).refunds).toEqual([expect.objectContaining({ paymentId: 104, state: 'due' })]);
    setDown(false);
    await askStillDueRefunds(db.orders, askDueRefunds(db.orders, client, logger))();
    expect(refunds).toEqual([{ paymentId: 104, reference: `order-${order.id}-payment-104`, amountPence: 12_000 }]);
    expect(await stored(order.id)).toMatchObject({ refunds: [{ state: 'asked' }] });
  });

  it("refunds a paid order in full when the shop cancels it, in the admin's change", async () => {
    const { client, refunds } = payments();
    const follow = followPayments(db.orders, client, logger);
    const order = await awaitingPayment(103);
    await follow.succeeded({ ...paymentOf(order.id, 103), amountPence: 12_000, paymentIntentId: 'pi_103' });
    const cancelled = await changeOrderStatus(db.orders, askDueRefunds(db.orders, client, logger))(
      { id: order.id, status: 'cancelled' },
      signedIn('admin'),
    );
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ amountPence: 12_000, reason: 'Cancelled by the shop' }),
    ]);
    expect(refunds).toEqual([{ paymentId: 103, reference: `order-${order.id}-payment-103`, amountPence: 12_000 }]);
    expect((await stored(order.id)).refunds[0].state).toBe('asked');
  });
});
