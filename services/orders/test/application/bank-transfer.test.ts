import { DAY_MS, DEFAULT_RETURN_RULES } from '@shop/contracts';
import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { orderSettings } from '../../src/application/order-settings';
import { payOrder } from '../../src/application/pay-order';
import { recordBankTransfer } from '../../src/application/record-bank-transfer';
import { recordStockReserved } from '../../src/application/record-stock-reserved';
import { sweepPendingOrders } from '../../src/application/sweep-pending-orders';
import { ordersConfigSchema, pendingOrderBounds } from '../../src/config';
import { orderSettingsStore } from '../../src/models/order-settings';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
const settings = orderSettings(orderSettingsStore(db.models.OrderSettings));
const admin = signedIn('admin');
// The production defaults: a card order's stock is held 30 minutes, a bank transfer's 7 days.
const defaults = ordersConfigSchema.parse({});
const sweep = sweepPendingOrders(db.orders, pendingOrderBounds(defaults));
const record = recordBankTransfer(db.orders);

const BANK = { bankAccountName: 'SoundHire Pro Ltd', bankSortCode: '12 34 56', bankAccountNumber: '12345678' };
/** Every field is saved: the bank details with the returns rules left as they were. */
const SAVED = { bankTransferThreshold: 1000, bankTransferHoldDays: 7, ...BANK, ...DEFAULT_RETURN_RULES };

beforeAll(async () => {
  // £1,000.00 and £500.00 before VAT: orders of £1,200.00 and £600.00.
  await db.sells(1, 100_000, { name: 'Line Array' });
  await db.sells(2, 50_000, { name: 'Small Mixer' });
});

const byTransfer = (productId: number, total: number, customer = signedIn()) =>
  db.placeOrder(
    {
      input: {
        ...deliveryAddress,
        paymentMethod: 'bank-transfer',
        total,
        customerEmail: 'big.buyer@example.co.uk',
        items: [{ productId, quantity: 1 }],
      },
    },
    customer,
  );
const { stored, eventsOf } = db;

describe('paying a large order by bank transfer', () => {
  it('is not offered while the shop has no bank details, nor below the threshold (400 naming paymentMethod)', async () => {
    await expect(byTransfer(1, 1200)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentMethod' });
    expect(await settings.bankTransferThresholdPence()).toBeNull();

    await settings.save(SAVED, admin);
    expect(await settings.bankTransferThresholdPence()).toBe(100_000);
    await expect(byTransfer(2, 600)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'paymentMethod',
      message: 'paymentMethod: bank transfer is offered for orders of £1,000.00 or more',
    });
  });

  it('keeps the settings for admins only, each field checked', async () => {
    await expect(settings.read(signedIn())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(settings.save({ ...SAVED, bankSortCode: '1234' }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'bankSortCode',
    });
    expect(await settings.read(admin)).toMatchObject({ bankSortCode: '12-34-56', bankTransferThresholdPence: 100_000 });
  });

  it('holds the stock for the transfer with the reference, refuses a card page, and takes the transfer once', async () => {
    const customer = signedIn();
    const order = await byTransfer(1, 1200, customer);
    expect(order.bankTransfer).toMatchObject({
      accountName: 'SoundHire Pro Ltd',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      reference: `SHP-${order.id}`,
      payBy: null,
    });
    const reservedAt = new Date('2027-03-01T10:00:00Z');
    await recordStockReserved(db.orders, () => reservedAt)({ orderId: order.id });
    expect((await stored(order.id)).bankTransfer!.payBy).toEqual(new Date(reservedAt.getTime() + 7 * DAY_MS));
    expect((await eventsOf(order.id)).at(-1)).toEqual({
      type: 'OrderAwaitingBankTransfer',
      data: expect.objectContaining({
        orderId: order.id,
        reference: `SHP-${order.id}`,
        totalPence: 120_000,
        payBy: '2027-03-08T10:00:00.000Z',
      }),
    });

    const pay = payOrder({
      models: db.models,
      orders: db.orders,
      payments: { openCheckout: () => Promise.reject(new Error('no card page')), refund: () => Promise.reject() },
      clock: () => new Date(),
      shopUrl: 'http://localhost:4000',
    });
    await expect(pay(order.id, customer)).rejects.toMatchObject({ code: 'CONFLICT' });

    await expect(record({ id: order.id, amount: 1200, reference: 'BACS 1' }, customer)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(record({ id: order.id, amount: 1100, reference: 'BACS 1' }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'amount',
      message: 'amount: £1,100.00 received does not match the order total of £1,200.00',
    });
    await expect(record({ id: order.id, amount: 1200 }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reference',
    });

    const paid = await record({ id: order.id, amount: 1200, reference: 'BACS 0042 SHP' }, admin);
    expect(paid).toMatchObject({
      status: 'processing',
      paymentId: 'BACS 0042 SHP',
      bankTransfer: { receivedPence: 120_000, receivedReference: 'BACS 0042 SHP', receivedBy: admin.user.id },
    });
    await record({ id: order.id, amount: 1200, reference: 'BACS again' }, admin);
    const events = (await eventsOf(order.id)).map((e) => e.type);
    expect(events.filter((type) => type === 'OrderPaid')).toHaveLength(1);
    expect((await eventsOf(order.id)).slice(-2)).toEqual([
      { type: 'OrderStatusChanged', data: expect.objectContaining({ from: 'pending', to: 'processing' }) },
      {
        type: 'OrderPaid',
        data: expect.objectContaining({ orderId: order.id, totalPence: 120_000, paymentMethod: 'bank-transfer' }),
      },
    ]);
    expect((await stored(order.id)).paymentId).toBe('BACS 0042 SHP');
  });

  it('releases the stock of a transfer that never came when its longer hold ends, not at the card hold', async () => {
    const order = await byTransfer(1, 1200);
    const reservedAt = new Date('2027-04-01T10:00:00Z');
    await recordStockReserved(db.orders, () => reservedAt)({ orderId: order.id });

    const cardHoldOver = new Date(reservedAt.getTime() + defaults.PAYMENT_HOLD_MS + 60_000);
    expect((await sweep(cardHoldOver)).released).not.toContain(order.id);
    expect((await sweep(new Date(reservedAt.getTime() + 7 * DAY_MS - 1))).released).not.toContain(order.id);
    expect((await sweep(new Date(reservedAt.getTime() + 7 * DAY_MS))).released).toContain(order.id);
    expect(await stored(order.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled because the order was not paid in time',
    });
    expect((await eventsOf(order.id)).slice(-2).map((e) => e.type)).toEqual(['OrderStatusChanged', 'OrderCancelled']);
    await expect(record({ id: order.id, amount: 1200, reference: 'Too late' }, admin)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
