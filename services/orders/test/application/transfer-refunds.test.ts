import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { recordTransferRefund } from '../../src/application/record-transfer-refund';
import type { OrderReturn } from '../../src/models/order-return';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
const admin = signedIn('admin');
const record = recordTransferRefund(db.orders);
const { stored, eventsOf } = db;

beforeAll(async () => {
  // £1,000.00 before VAT: £1,200.00 with it.
  await db.sells(1, 100_000, { name: 'Line Array' });
});

/**
 * An order of two Line Arrays paid by bank transfer, its transfer recorded received, then moved on as the test needs
 * (cancelled, or delivered with a return received): written as the earlier use cases leave it.
 */
async function paidByTransfer(change: Record<string, unknown>) {
  const order = await db.placeOrder(
    {
      input: {
        ...deliveryAddress,
        total: 2400,
        customerEmail: 'big.buyer@example.co.uk',
        items: [{ productId: 1, quantity: 2 }],
      },
    },
    signedIn(),
  );
  const { totalPence } = await stored(order.id);
  await db.models.Order.updateOne(
    { id: order.id },
    {
      $set: {
        paymentMethod: 'bank-transfer',
        pendingEvents: [],
        bankTransfer: {
          accountName: 'SoundHire Pro Ltd',
          sortCode: '12-34-56',
          accountNumber: '12345678',
          reference: `SHP-${order.id}`,
          holdMs: 7 * 86_400_000,
          payBy: new Date(),
          receivedPence: totalPence,
          receivedReference: 'BACS IN',
          receivedAt: new Date(),
          receivedBy: admin.user.id,
        },
        ...change,
      },
    },
  );
  return { id: order.id, totalPence };
}

const receivedReturn = (orderId: number, refundPence: number): OrderReturn => ({
  number: 1,
  reference: `RMA-${orderId}-1`,
  status: 'received',
  reason: 'changed-mind',
  note: null,
  lines: [{ lineId: 1, productId: 1, name: 'Line Array', quantity: 1, unitPricePence: 100_000, outcome: 'restock' }],
  requestedAt: new Date(),
  returnsAddress: '1 High Street',
  declineReason: null,
  decidedAt: new Date(),
  receivedAt: new Date(),
  refundPence,
  shippingRefundPence: 0,
  refundedAt: null,
});

describe('a bank-transfer order’s refund sent back by transfer', () => {
  it('refunds a received return with what is due, completing it, once however often it is recorded', async () => {
    const { id } = await paidByTransfer({ status: 'delivered' });
    await db.models.Order.updateOne({ id }, { $set: { returns: [receivedReturn(id, 120_000)] } });
    const returnId = `RMA-${id}-1`;

    await expect(record({ id, returnId, reference: 'FPS OUT 1' }, signedIn())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(record({ id, returnId, amount: 1300, reference: 'FPS OUT 1' }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'amount',
      message: 'amount: £1,300.00 is more than the £1,200.00 due to the customer',
    });
    await expect(record({ id, returnId }, admin)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'reference' });
    await expect(record({ id, returnId: 'R1', reference: 'x' }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'returnId',
    });

    const refunded = await record({ id, returnId, reference: 'FPS OUT 1' }, admin);
    expect(refunded.returns![0]).toMatchObject({ status: 'refunded', refundPence: 120_000 });
    expect(refunded.bankTransfer!.refundsSent).toEqual([
      { returnId, amountPence: 120_000, reference: 'FPS OUT 1', at: expect.any(Date), by: admin.user.id },
    ]);
    await record({ id, returnId, reference: 'FPS OUT again' }, admin);
    expect(await eventsOf(id)).toEqual([
      {
        type: 'OrderReturnRefunded',
        data: expect.objectContaining({ orderId: id, returnId, refundPence: 120_000, refundByTransfer: true }),
      },
      {
        type: 'OrderRefundSent',
        data: { orderId: id, returnId, method: 'bank-transfer', amountPence: 120_000, reference: 'FPS OUT 1' },
      },
    ]);
    expect((await stored(id)).history!.at(-1)!.text).toBe(
      `Return ${returnId} refunded by bank transfer: £1,200.00 (FPS OUT 1)`,
    );
  });

  it('refunds a cancelled order’s transfer once, the amount the admin sent', async () => {
    const { id, totalPence } = await paidByTransfer({ status: 'processing' });
    await expect(record({ id, reference: 'FPS OUT 2' }, admin)).rejects.toMatchObject({ code: 'CONFLICT' });
    await db.models.Order.updateOne({ id }, { $set: { status: 'cancelled' } });

    const part = await record({ id, amount: 100, reference: 'FPS OUT 2' }, admin);
    expect(part.bankTransfer!.refundsSent).toEqual([expect.objectContaining({ returnId: null, amountPence: 10_000 })]);
    // The whole is recorded once: a second record of it changes nothing.
    await record({ id, reference: 'FPS OUT 3' }, admin);
    expect((await eventsOf(id)).map((e) => e.data)).toEqual([
      { orderId: id, returnId: null, method: 'bank-transfer', amountPence: 10_000, reference: 'FPS OUT 2' },
    ]);
    expect(totalPence).toBeGreaterThan(10_000);
  });

  it('refuses an order not paid by bank transfer, or whose transfer never came', async () => {
    const card = await db.placeOrder(
      {
        input: {
          ...deliveryAddress,
          total: 1200,
          customerEmail: 'a@example.com',
          items: [{ productId: 1, quantity: 1 }],
        },
      },
      signedIn(),
    );
    await db.models.Order.updateOne({ id: card.id }, { $set: { status: 'cancelled' } });
    await expect(record({ id: card.id, reference: 'x' }, admin)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order was not paid by bank transfer; its refunds go back the way it was paid',
    });
    const { id } = await paidByTransfer({ status: 'cancelled' });
    await db.models.Order.updateOne({ id }, { $set: { 'bankTransfer.receivedAt': null } });
    await expect(record({ id, reference: 'x' }, admin)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
