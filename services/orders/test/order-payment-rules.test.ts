import type { PaymentFacts } from '../src/domain/order-payment';
import {
  assertPayable,
  cancellationRefund,
  nextAttempt,
  orderPaymentState,
  pageOpenedChange,
  paymentExpiredChange,
  paymentFailedChange,
  paymentRefundedChange,
  paymentSucceededChange,
  refundAskedChange,
  reusablePage,
  stockReservedChange,
} from '../src/domain/order-payment';
import type { OrderPayment } from '../src/models/order';

const reservedAt = new Date('2026-11-02T10:00:00Z');
const page = (extra: Partial<OrderPayment> = {}): OrderPayment => ({
  paymentId: 41,
  attempt: 1,
  state: 'open',
  checkoutUrl: 'https://pay.example/cs_1',
  expiresAt: new Date('2026-11-02T10:32:00Z'),
  failureReason: null,
  ...extra,
});
const order = (extra: Partial<PaymentFacts> = {}): PaymentFacts => ({
  id: 7,
  status: 'pending',
  totalPence: 12_000,
  stockReservedAt: reservedAt,
  payment: null,
  refunds: [],
  ...extra,
});
const taken = { paymentId: 41, amountPence: 12_000, paymentIntentId: 'pi_1' };
/** The order once a change is applied, as the store applies it. */
const apply = (o: PaymentFacts, change: Partial<PaymentFacts> | null) => ({ ...o, ...change });

describe("an order's payment", () => {
  it('may be asked only once the stock is held, while the order is pending and unpaid', () => {
    expect(() => assertPayable(order({ stockReservedAt: null }))).toThrow('Your items are still being reserved');
    expect(() => assertPayable(order({ status: 'cancelled' }))).toThrow('no longer waiting for payment');
    expect(() => assertPayable(order({ status: 'processing', payment: page({ state: 'succeeded' }) }))).toThrow(
      'already paid',
    );
    expect(() => assertPayable(order())).not.toThrow();
    expect(stockReservedChange(order({ stockReservedAt: null }), reservedAt)).toEqual({ stockReservedAt: reservedAt });
    expect(stockReservedChange(order(), new Date())).toBeNull();
    expect(stockReservedChange(order({ status: 'cancelled', stockReservedAt: null }), reservedAt)).toBeNull();
  });

  it('sends the customer back to an open page, and opens the next attempt after a decline or once it closed', () => {
    const before = new Date('2026-11-02T10:05:00Z');
    expect(reusablePage(order({ payment: page() }), before)).toMatchObject({ paymentId: 41 });
    expect(reusablePage(order({ payment: page({ state: 'failed' }) }), before)).toBeNull();
    expect(reusablePage(order({ payment: page() }), new Date('2026-11-02T10:40:00Z'))).toBeNull();
    expect(nextAttempt(order())).toBe(1);
    expect(nextAttempt(order({ payment: page({ attempt: 3 }) }))).toBe(4);
    // A slower request for an older attempt does not overwrite a newer page.
    expect(pageOpenedChange(order({ payment: page({ attempt: 2 }) }), page({ attempt: 1 }))).toBeNull();
    expect(pageOpenedChange(order({ payment: page() }), page({ paymentId: 42, attempt: 2 }))).toMatchObject({
      payment: { paymentId: 42, attempt: 2 },
    });
  });

  it('moves a pending order to processing once Stripe took the money, once', () => {
    const paid = apply(order({ payment: page() }), paymentSucceededChange(order({ payment: page() }), taken));
    expect(paid).toMatchObject({ status: 'processing', paymentId: 'pi_1', payment: { state: 'succeeded' } });
    expect(orderPaymentState(paid)).toBe('paid');
    expect(paymentSucceededChange(paid, taken)).toBeNull();
  });

  it('refunds money taken for an order cancelled meanwhile, or paid already on another page, once', () => {
    const cancelled = order({ status: 'cancelled', payment: page({ state: 'expired' }) });
    const change = paymentSucceededChange(cancelled, taken);
    expect(change).toEqual({
      refunds: [
        {
          paymentId: 41,
          amountPence: 12_000,
          reference: 'order-7-payment-41',
          reason: expect.any(String),
          state: 'due',
        },
      ],
    });
    expect(paymentSucceededChange(apply(cancelled, change), taken)).toBeNull();

    const paidElsewhere = order({ status: 'processing', payment: page({ paymentId: 40, state: 'succeeded' }) });
    expect(paymentSucceededChange(paidElsewhere, taken)?.refunds).toHaveLength(1);
  });

  it('notes a decline on the latest page only, and only while the order waits', () => {
    const declined = paymentFailedChange(order({ payment: page() }), {
      paymentId: 41,
      reason: 'Your card was declined.',
    });
    expect(declined).toEqual({ payment: page({ state: 'failed', failureReason: 'Your card was declined.' }) });
    expect(orderPaymentState(apply(order({ payment: page() }), declined))).toBe('declined');
    expect(paymentFailedChange(order({ payment: page({ paymentId: 42 }) }), { paymentId: 41, reason: 'x' })).toBeNull();
    expect(
      paymentFailedChange(order({ payment: page({ state: 'succeeded' }) }), { paymentId: 41, reason: 'x' }),
    ).toBeNull();
  });

  it('cancels the order when its latest page closes unpaid; an older page closing changes nothing', () => {
    expect(paymentExpiredChange(order({ payment: page({ state: 'failed' }) }), { paymentId: 41 })).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled because the payment page closed before the order was paid',
      payment: { state: 'expired' },
    });
    expect(paymentExpiredChange(order({ payment: page({ paymentId: 42, attempt: 2 }) }), { paymentId: 41 })).toBeNull();
    expect(paymentExpiredChange(order({ status: 'processing', payment: page() }), { paymentId: 41 })).toBeNull();
  });

  it('refunds a paid order cancelled by the shop in full, and reads the refund through to confirmed', () => {
    const paid = order({ status: 'processing', payment: page({ state: 'succeeded' }) });
    expect(cancellationRefund(order(), 'Cancelled by the shop')).toEqual({});
    const due = apply(paid, { status: 'cancelled', ...cancellationRefund(paid, 'Cancelled by the shop') });
    expect(due.refunds).toEqual([expect.objectContaining({ amountPence: 12_000, state: 'due' })]);
    expect(cancellationRefund(due, 'again')).toEqual({});
    expect(orderPaymentState(due)).toBe('refund-pending');

    const asked = apply(due, refundAskedChange(due, 'order-7-payment-41'));
    expect(asked.refunds![0].state).toBe('asked');
    expect(refundAskedChange(asked, 'order-7-payment-41')).toBeNull();
    const webhook = { paymentId: 41, amountPence: 12_000, refundedPence: 12_000, refundId: 're_1' };
    const confirmed = apply(asked, paymentRefundedChange(asked, { ...webhook, reference: 'order-7-payment-41' }));
    expect(orderPaymentState(confirmed)).toBe('refunded');
    expect(paymentRefundedChange(confirmed, { ...webhook, reference: 'order-7-payment-41' })).toBeNull();
  });

  it('records a refund made on Stripe, once', () => {
    const paid = order({ status: 'processing', payment: page({ state: 'succeeded' }) });
    const webhook = { paymentId: 41, amountPence: 2_000, refundedPence: 2_000, refundId: null, reference: null };
    const refunded = apply(paid, paymentRefundedChange(paid, webhook));
    expect(refunded.refunds).toEqual([expect.objectContaining({ amountPence: 2_000, state: 'confirmed' })]);
    expect(orderPaymentState(refunded)).toBe('paid');
    expect(paymentRefundedChange(refunded, webhook)).toBeNull();
  });

  it('reads as awaiting stock, awaiting payment or unpaid before any money is taken', () => {
    expect(orderPaymentState(order({ stockReservedAt: null }))).toBe('awaiting-stock');
    expect(orderPaymentState(order())).toBe('awaiting-payment');
    expect(orderPaymentState(order({ status: 'cancelled' }))).toBe('unpaid');
    // An order from before online payment, with none of the newer fields.
    expect(orderPaymentState({ id: 1, status: 'processing', totalPence: 100 })).toBe('unpaid');
  });
});
