import {
  DAY_MS,
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_RETURN_RULES,
  offersBankTransfer,
  orderSettingsSchema,
} from '@shop/contracts';
import { bankTransferAtPlacing, bankTransferReceivedChange, payByOnReservation } from '../src/domain/bank-transfer';
import { orderPaymentState, stockReservedChange } from '../src/domain/order-payment';
import { pendingOrderStep } from '../src/domain/pending-orders';

const settings = {
  ...DEFAULT_ORDER_SETTINGS,
  bankAccountName: 'SoundHire Pro Ltd',
  bankSortCode: '12-34-56',
  bankAccountNumber: '12345678',
};
const reservedAt = new Date('2027-03-01T10:00:00Z');
const transfer = payByOnReservation(
  bankTransferAtPlacing({ id: 41, totalPence: 120_000, paymentMethod: 'bank-transfer' }, settings)!,
  reservedAt,
);
const waiting = {
  status: 'pending' as const,
  totalPence: 120_000,
  paymentMethod: 'bank-transfer' as const,
  bankTransfer: transfer,
  stockReservedAt: reservedAt,
};

describe('the bank transfer settings', () => {
  it('default to £1,000.00 and 7 days, and offer nothing until the bank details are set', () => {
    expect(DEFAULT_ORDER_SETTINGS).toMatchObject({ bankTransferThresholdPence: 100_000, bankTransferHoldDays: 7 });
    expect(offersBankTransfer(500_000, DEFAULT_ORDER_SETTINGS)).toBe(false);
    expect(offersBankTransfer(100_000, settings)).toBe(true);
    expect(offersBankTransfer(99_999, settings)).toBe(false);
  });

  it('keep a sort code as 12-34-56, and refuse one that is not six digits or an account number not eight', () => {
    const fields = {
      bankTransferThreshold: 1000,
      bankTransferHoldDays: 7,
      bankAccountName: 'Shop',
      ...DEFAULT_RETURN_RULES,
    };
    const parsed = orderSettingsSchema.parse({ ...fields, bankSortCode: '123456', bankAccountNumber: '12345678' });
    expect(parsed.bankSortCode).toBe('12-34-56');
    const refused = orderSettingsSchema.safeParse({ ...fields, bankSortCode: '12-34-5', bankAccountNumber: '1234' });
    expect(refused.error?.issues.map((i) => i.path[0])).toEqual(['bankSortCode', 'bankAccountNumber']);
    expect(orderSettingsSchema.safeParse({ ...fields, bankTransferHoldDays: 0.5 }).success).toBe(false);
  });
});

describe('an order paid by bank transfer', () => {
  it('takes the shop’s details and the reference SHP-<id> at placing; a card order has none', () => {
    expect(transfer).toMatchObject({ reference: 'SHP-41', sortCode: '12-34-56', holdMs: 7 * DAY_MS });
    expect(bankTransferAtPlacing({ id: 42, totalPence: 120_000, paymentMethod: 'credit-card' }, settings)).toBeNull();
    expect(() =>
      bankTransferAtPlacing({ id: 43, totalPence: 99_999, paymentMethod: 'bank-transfer' }, settings),
    ).toThrow('paymentMethod: bank transfer is offered for orders of £1,000.00 or more');
  });

  it('is due within its hold from the reservation, and released by the sweep only then', () => {
    const placed = { id: 41, ...waiting, stockReservedAt: null, bankTransfer: { ...transfer, payBy: null } };
    expect(stockReservedChange(placed, reservedAt)).toEqual({ stockReservedAt: reservedAt, bankTransfer: transfer });
    const bounds = { reaskAfterMs: 60_000, cancelAfterMs: 600_000, paymentHoldMs: 1_800_000 };
    const order = { ...waiting, createdAt: reservedAt, stockAskedAt: null };
    expect(pendingOrderStep(order, new Date(reservedAt.getTime() + 1_800_000), bounds)).toBe('wait');
    expect(pendingOrderStep(order, new Date(reservedAt.getTime() + 7 * DAY_MS - 1), bounds)).toBe('wait');
    expect(pendingOrderStep(order, new Date(reservedAt.getTime() + 7 * DAY_MS), bounds)).toBe('release');
  });

  it('is paid when an admin records its total received, under their reference', () => {
    const now = new Date('2027-03-03T09:00:00Z');
    const change = bankTransferReceivedChange(
      waiting,
      { amount: 1200, reference: 'BACS 7', receivedPence: 120_000 },
      9,
      now,
    );
    expect(change).toMatchObject({
      status: 'processing',
      paymentId: 'BACS 7',
      bankTransfer: { receivedPence: 120_000, receivedReference: 'BACS 7', receivedAt: now, receivedBy: 9 },
    });
    expect(orderPaymentState({ id: 41, ...waiting, ...change })).toBe('paid');
    expect(orderPaymentState({ id: 41, ...waiting })).toBe('awaiting-payment');
    // Recorded already: nothing changes, whatever is sent again.
    expect(
      bankTransferReceivedChange({ ...waiting, ...change }, { amount: 1, reference: 'x', receivedPence: 100 }, 9, now),
    ).toBeNull();
  });

  it('refuses a wrong amount (naming amount), an order not waiting for a transfer, or one whose stock is not held', () => {
    const input = { amount: 1200, reference: 'BACS 7', receivedPence: 120_000 };
    const now = new Date();
    expect(() => bankTransferReceivedChange(waiting, { ...input, receivedPence: 119_999 }, 9, now)).toThrow(
      'amount: £1,199.99 received does not match the order total of £1,200.00',
    );
    expect(() => bankTransferReceivedChange({ ...waiting, status: 'cancelled' }, input, 9, now)).toThrow(
      'This order is no longer waiting for its bank transfer',
    );
    expect(() => bankTransferReceivedChange({ ...waiting, stockReservedAt: null }, input, 9, now)).toThrow(/reserved/);
    expect(() =>
      bankTransferReceivedChange({ ...waiting, paymentMethod: 'credit-card', bankTransfer: null }, input, 9, now),
    ).toThrow('This order is not paid by bank transfer');
  });
});
