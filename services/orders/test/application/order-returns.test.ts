import { createLogger } from '@shop/kit';
import { signedIn } from '@shop/kit/testing';
import { addUkDays, orderSettingsFieldsOf, ukCalendarDay, type OrderSettingsFields } from '@shop/contracts';
import { deliveryAddress } from '@shop/test-support/checkout';
import { approveReturn } from '../../src/application/approve-return';
import { changeOrderStatus } from '../../src/application/change-order-status';
import { declineReturn } from '../../src/application/decline-return';
import { askDueRefunds, askStillDueRefunds, followPayments } from '../../src/application/follow-payments';
import { orderSettings } from '../../src/application/order-settings';
import { receiveReturn } from '../../src/application/receive-return';
import { requestReturn } from '../../src/application/request-return';
import { returnQueries } from '../../src/application/return-queries';
import { orderSettingsStore } from '../../src/models/order-settings';
import { ordersDb } from '../support/orders-db';
import { paymentsStandIn as payments } from '../support/payments';

const db = ordersDb();
const logger = createLogger('orders-test', 'silent');
const admin = signedIn('admin');
const RETURNS_ADDRESS = 'Returns, SoundHire Pro\nUnit 4, Example Park\nEastbourne BN21 1AA';
/** The order settings as the admin keeps them: the return use cases read them at each step. */
const settingsStore = orderSettingsStore(db.models.OrderSettings);
const settings = orderSettings(settingsStore);
/** The admin changes some order settings on the card, the others sent back as they were. */
const change = async (changes: Partial<OrderSettingsFields>) =>
  settings.save({ ...orderSettingsFieldsOf(await settings.read(admin)), ...changes }, admin);

const paying = payments();
const askRefunds = askDueRefunds(db.orders, paying.client, logger);
const follow = followPayments(db.orders, paying.client, logger);
const changeStatus = changeOrderStatus(db.orders, askRefunds);
/** The use cases at a given time (the window is read from the clock). */
const at = (now: Date) => ({
  request: requestReturn(db.orders, settingsStore.read, () => now),
  approve: approveReturn(db.orders, settingsStore.read, () => now),
  decline: declineReturn(db.orders, () => now),
  receive: receiveReturn(db.orders, settingsStore.read, askRefunds, () => now),
});
const today = at(new Date());
const { stored, eventsOf } = db;

beforeAll(async () => {
  await db.sells(1, 10_000, { name: 'Mixer' });
  await db.sells(2, 5_000, { name: 'Stand' });
  // The shop has no returns address until the admin sets one; the window stays at its 30 days.
  await change({ returnsAddress: RETURNS_ADDRESS });
});

/** 2 mixers at £100 and a stand at £50: £250, free shipping, VAT £50, £300; paid on Stripe, shipped and delivered. */
async function delivered(customer = signedIn()) {
  const placed = await db.placeOrder(
    {
      input: {
        ...deliveryAddress,
        total: 300,
        customerEmail: 'jo@example.co.uk',
        items: [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
        ],
      },
    },
    customer,
  );
  await db.awaitingPayment(placed.id);
  await follow.succeeded({
    paymentId: placed.id,
    subjectType: 'order',
    subjectId: placed.id,
    purpose: 'order-total',
    sessionId: `cs_${placed.id}`,
    amountPence: 30_000,
    paymentIntentId: `pi_${placed.id}`,
  });
  await changeStatus({ id: placed.id, status: 'shipped', carrier: 'dpd', trackingNumber: '1550 1234' }, admin);
  const order = await changeStatus({ id: placed.id, status: 'delivered' }, admin);
  const [mixers, stand] = order.items;
  return { order, customer, mixers, stand };
}

describe("a customer's return request", () => {
  it('is refused after the window with the day it closed, and nothing is written', async () => {
    const { order, customer, stand } = await delivered();
    const closedOn = addUkDays(order.deliveredOn!, 30);
    const late = at(new Date(Date.now() + 31 * 86_400_000));
    const ask = { lines: [{ lineId: stand.id, quantity: 1 }], reason: 'changed-mind' };
    await expect(late.request(order.id, ask, customer)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Returns for this order closed on ${closedOn.split('-').reverse().join('/')}, 30 days after delivery`,
    });
    expect((await stored(order.id)).returns).toEqual([]);
    // On the window's last day it is still open.
    const lastDay = at(new Date(`${closedOn}T12:00:00Z`));
    expect(ukCalendarDay(new Date(`${closedOn}T12:00:00Z`))).toBe(closedOn);
    await expect(lastDay.request(order.id, ask, customer)).resolves.toMatchObject({ ret: { status: 'requested' } });
  });

  it('takes part of a line, then a second return of the rest, never more than bought', async () => {
    const { order, customer, mixers } = await delivered();
    const first = await today.request(
      order.id,
      { lines: [{ lineId: mixers.id, quantity: 1 }], reason: 'faulty' },
      customer,
    );
    expect(first.ret).toMatchObject({ reference: `RMA-${order.id}-1`, status: 'requested' });
    await expect(
      today.request(order.id, { lines: [{ lineId: mixers.id, quantity: 2 }], reason: 'changed-mind' }, customer),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lines.0.quantity',
      message: 'lines.0.quantity: At most 1 of Mixer can still be returned',
    });
    const second = await today.request(
      order.id,
      { lines: [{ lineId: mixers.id, quantity: 1 }], reason: 'changed-mind' },
      customer,
    );
    expect(second.ret.reference).toBe(`RMA-${order.id}-2`);
    expect((await eventsOf(order.id)).at(-1)).toEqual({
      type: 'OrderReturnRequested',
      data: {
        orderId: order.id,
        returnId: `RMA-${order.id}-2`,
        customerEmail: 'jo@example.co.uk',
        userId: customer.user.id,
        lines: [{ lineId: mixers.id, productId: 1, name: 'Mixer', quantity: 1 }],
        reason: 'changed-mind',
        note: null,
      },
    });
  });

  it("answers someone else's order as none, and a bad input naming the field, writing nothing", async () => {
    const { order, stand } = await delivered();
    const ask = { lines: [{ lineId: stand.id, quantity: 1 }], reason: 'faulty' };
    await expect(today.request(order.id, ask, signedIn())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(today.request(order.id, { ...ask, reason: 'bored' }, signedIn())).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    await expect(today.request(order.id, { ...ask, lines: [] }, signedIn())).rejects.toMatchObject({
      field: 'lines',
      message: 'lines: Choose at least one item to return',
    });
    expect((await stored(order.id)).returns).toEqual([]);
  });
});

describe("the shop's return settings", () => {
  it('decide from the next request whether a return is in the window, the refusal naming the days set', async () => {
    const { order, customer, stand } = await delivered();
    const eightDaysOn = at(new Date(Date.now() + 8 * 86_400_000));
    const ask = { lines: [{ lineId: stand.id, quantity: 1 }], reason: 'changed-mind' };
    await change({ returnWindowDays: 7 });
    try {
      await expect(eightDaysOn.request(order.id, ask, customer)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: `Returns for this order closed on ${addUkDays(order.deliveredOn!, 7).split('-').reverse().join('/')}, 7 days after delivery`,
      });
      expect((await stored(order.id)).returns).toEqual([]);
      await change({ returnWindowDays: 10 });
      await expect(eightDaysOn.request(order.id, ask, customer)).resolves.toMatchObject({
        ret: { status: 'requested' },
      });
    } finally {
      await change({ returnWindowDays: 30 });
    }
  });

  it('approve with the returns address saved last, which the approval carries, and refuse naming it while none is set', async () => {
    const { order, customer, stand } = await delivered();
    const { ret } = await today.request(
      order.id,
      { lines: [{ lineId: stand.id, quantity: 1 }], reason: 'other' },
      customer,
    );
    await change({ returnsAddress: '  ' });
    try {
      await expect(today.approve(ret.reference, admin)).rejects.toMatchObject({
        code: 'CONFLICT',
        field: 'returnsAddress',
        message: 'returnsAddress: set the returns address in the order settings before approving a return',
      });
      expect((await stored(order.id)).returns[0]).toMatchObject({ status: 'requested', returnsAddress: null });
      const moved = 'Returns desk\r\n  Unit 9, New Park \n\nLewes BN7 2AA';
      await change({ returnsAddress: moved });
      const approved = await today.approve(ret.reference, admin);
      const saved = 'Returns desk\nUnit 9, New Park\nLewes BN7 2AA';
      expect(approved.ret.returnsAddress).toBe(saved);
      expect((await eventsOf(order.id)).at(-1)).toMatchObject({
        type: 'OrderReturnApproved',
        data: { returnId: ret.reference, returnsAddress: saved },
      });
    } finally {
      await change({ returnsAddress: RETURNS_ADDRESS });
    }
  });
});

describe("the shop's steps", () => {
  it('approves with the returns address, receives into stock, refunds through payments, and is refunded on the webhook', async () => {
    const { order, customer, stand } = await delivered();
    const { ret } = await today.request(
      order.id,
      { lines: [{ lineId: stand.id, quantity: 1 }], reason: 'changed-mind' },
      customer,
    );
    await expect(today.approve(ret.reference, customer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const approved = await today.approve(ret.reference, admin);
    expect(approved.ret).toMatchObject({ status: 'approved', returnsAddress: RETURNS_ADDRESS });

    await expect(
      today.receive(ret.reference, { lines: [{ lineId: stand.id, outcome: 'lost' }] }, admin),
    ).rejects.toMatchObject({ field: 'lines.0.outcome' });
    const received = await today.receive(ret.reference, { lines: [{ lineId: stand.id, outcome: 'restock' }] }, admin);
    // The stand at £50 with its VAT; the order's shipping stays (not the whole order, not faulty).
    expect(received.ret).toMatchObject({ status: 'received', refundPence: 6_000, shippingRefundPence: 0 });
    expect(paying.refunds.at(-1)).toEqual({ paymentId: order.id, reference: ret.reference, amountPence: 6_000 });
    expect((await stored(order.id)).refunds.at(-1)).toMatchObject({ reference: ret.reference, state: 'asked' });
    expect((await eventsOf(order.id)).filter((e) => e.type.startsWith('OrderReturn')).map((e) => e.type)).toEqual([
      'OrderReturnRequested',
      'OrderReturnApproved',
      'OrderReturnReceived',
    ]);
    expect((await eventsOf(order.id)).at(-1)!.data).toMatchObject({
      restock: [{ productId: 2, quantity: 1 }],
      refundPence: 6_000,
    });

    const confirmed = {
      paymentId: order.id,
      subjectType: 'order' as const,
      subjectId: order.id,
      purpose: 'order-total' as const,
      sessionId: `cs_${order.id}`,
      refundId: 're_1',
      amountPence: 6_000,
      refundedPence: 6_000,
      reference: ret.reference,
    };
    await follow.refunded(confirmed);
    await follow.refunded(confirmed);
    const done = await stored(order.id);
    expect(done.returns[0]).toMatchObject({ status: 'refunded' });
    expect((await eventsOf(order.id)).filter((e) => e.type === 'OrderReturnRefunded')).toEqual([
      {
        type: 'OrderReturnRefunded',
        data: {
          orderId: order.id,
          returnId: ret.reference,
          customerEmail: 'jo@example.co.uk',
          refundPence: 6_000,
          refundByTransfer: false,
        },
      },
    ]);
    expect(done.history.map((h) => h.text)).toEqual([
      `Return ${ret.reference} requested (No longer needed): 1 × Stand`,
      `Return ${ret.reference} approved`,
      `Return ${ret.reference} received: back to stock 1 × Stand; refund of £60.00 asked`,
      `Return ${ret.reference} refunded: £60.00`,
    ]);
  });

  it('declines with a reason, and the lines may be asked for again', async () => {
    const { order, customer, stand } = await delivered();
    const ask = { lines: [{ lineId: stand.id, quantity: 1 }], reason: 'changed-mind' };
    const { ret } = await today.request(order.id, ask, customer);
    await expect(today.decline(ret.reference, { reason: ' ' }, admin)).rejects.toMatchObject({ field: 'reason' });
    const declined = await today.decline(ret.reference, { reason: 'Used and scratched' }, admin);
    expect(declined.ret).toMatchObject({ status: 'declined', declineReason: 'Used and scratched' });
    await expect(today.approve(ret.reference, admin)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(today.request(order.id, ask, customer)).resolves.toMatchObject({ ret: { number: 2 } });
    await expect(today.approve(`RMA-${order.id}-9`, admin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refunds the whole order with its shipping, asked again by the sweep when payments could not take it', async () => {
    const { order, customer, mixers, stand } = await delivered();
    const lines = [
      { lineId: mixers.id, quantity: 2 },
      { lineId: stand.id, quantity: 1 },
    ];
    const { ret } = await today.request(order.id, { lines, reason: 'changed-mind' }, customer);
    await today.approve(ret.reference, admin);
    paying.setDown(true);
    const received = await today.receive(
      ret.reference,
      {
        lines: [
          { lineId: mixers.id, outcome: 'restock' },
          { lineId: stand.id, outcome: 'write-off' },
        ],
      },
      admin,
    );
    expect(received.ret.refundPence).toBe(30_000);
    expect((await stored(order.id)).refunds.at(-1)).toMatchObject({ reference: ret.reference, state: 'due' });
    paying.setDown(false);
    await askStillDueRefunds(db.orders, askRefunds)();
    expect(paying.refunds.at(-1)).toEqual({ paymentId: order.id, reference: ret.reference, amountPence: 30_000 });
    expect((await stored(order.id)).refunds.at(-1)).toMatchObject({ state: 'asked' });
    expect((await eventsOf(order.id)).at(-1)!.data).toMatchObject({ restock: [{ productId: 1, quantity: 2 }] });
  });

  it('lists the returns for the admin, by status, and for no one else', async () => {
    const { order, customer, stand } = await delivered();
    const { ret } = await today.request(
      order.id,
      { lines: [{ lineId: stand.id, quantity: 1 }], reason: 'wrong-item' },
      customer,
    );
    const queries = returnQueries(db.models);
    const requested = await queries.adminReturns({ status: 'requested' }, admin);
    expect(requested.map((r) => r.ret.reference)).toContain(ret.reference);
    expect(requested.every((r) => r.ret.status === 'requested')).toBe(true);
    await expect(queries.adminReturns({ status: 'lost' }, admin)).rejects.toMatchObject({ field: 'filter.status' });
    await expect(queries.adminReturns({}, customer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
