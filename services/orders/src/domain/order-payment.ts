import {
  BANK_TRANSFER_MESSAGES,
  ORDER_PAYMENT_MESSAGES,
  type EventData,
  type OrderPaymentState,
  type PaymentState,
} from '@shop/contracts';
import { Conflict } from '@shop/kit';
import type { Order, OrderPayment, OrderRefund } from '../models/order';
import { payByOnReservation } from './bank-transfer';

/** What the payment rules read of an order (orders stored before online payment lack the newer fields). */
export type PaymentFacts = Pick<Order, 'id' | 'status' | 'totalPence'> &
  Partial<Pick<Order, 'stockReservedAt' | 'payment' | 'refunds' | 'bankTransfer'>>;

const refundsOf = (order: PaymentFacts): OrderRefund[] => order.refunds ?? [];

/** Where the order's payment is, as the customer and the admin read it (see ORDER_PAYMENT_STATES). */
export function orderPaymentState(order: PaymentFacts): OrderPaymentState {
  const { status, payment } = order;
  if (order.bankTransfer?.receivedAt) return 'paid';
  const refunds = refundsOf(order).filter((r) => r.paymentId === payment?.paymentId);
  if (payment?.state === 'succeeded') {
    if (refunds.some((r) => r.state !== 'confirmed')) return 'refund-pending';
    const refunded = refunds.reduce((sum, r) => sum + r.amountPence, 0);
    return refunded > 0 && refunded >= order.totalPence ? 'refunded' : 'paid';
  }
  if (status !== 'pending') return 'unpaid';
  if (!order.stockReservedAt) return 'awaiting-stock';
  return payment?.state === 'failed' ? 'declined' : 'awaiting-payment';
}

/**
 * The catalog holds the order's stock: payment may be asked from now (the hold runs from here; a bank transfer's
 * longer hold is due by then).
 */
export function stockReservedChange(order: PaymentFacts, now: Date): Partial<Order> | null {
  if (order.status !== 'pending' || order.stockReservedAt) return null;
  return order.bankTransfer
    ? { stockReservedAt: now, bankTransfer: payByOnReservation(order.bankTransfer, now) }
    : { stockReservedAt: now };
}

/**
 * The order may be paid now: pending with its stock held, and not paid already. CONFLICT saying why not.
 */
export function assertPayable(order: PaymentFacts): void {
  if (order.payment?.state === 'succeeded') throw new Conflict(ORDER_PAYMENT_MESSAGES.alreadyPaid);
  if (order.bankTransfer) throw new Conflict(BANK_TRANSFER_MESSAGES.byTransfer);
  if (order.status !== 'pending') throw new Conflict(ORDER_PAYMENT_MESSAGES.notPending);
  if (!order.stockReservedAt) throw new Conflict(ORDER_PAYMENT_MESSAGES.stockNotReserved);
}

/** A page still open and not declined: asked again, the customer is sent back to it rather than to a new one. */
export function reusablePage(order: PaymentFacts, now: Date): OrderPayment | null {
  const { payment } = order;
  if (payment?.state !== 'open' || !payment.checkoutUrl || !payment.expiresAt) return null;
  return new Date(payment.expiresAt) > now ? payment : null;
}

/** The attempt a new payment page is opened as: one after the latest. */
export const nextAttempt = (order: PaymentFacts): number => (order.payment?.attempt ?? 0) + 1;

/** A page opened for the order: recorded unless a later attempt is already (a slower, older request). */
export function pageOpenedChange(order: PaymentFacts, opened: OrderPayment): Partial<Order> | null {
  if (order.payment && order.payment.attempt >= opened.attempt) return null;
  return { payment: opened };
}

/** A refund of one payment, due to be asked of payments under a reference that makes it once only. */
function refundDue(order: PaymentFacts, paymentId: number, amountPence: number, reason: string): OrderRefund {
  return { paymentId, amountPence, reference: `order-${order.id}-payment-${paymentId}`, reason, state: 'due' };
}

const hasRefundFor = (order: PaymentFacts, paymentId: number) =>
  refundsOf(order).some((r) => r.paymentId === paymentId);

/** Why money taken for an order that no longer wants it is given back. */
export const REFUND_UNWANTED = 'Paid after the order was cancelled or already paid';

/**
 * Stripe took a payment for the order. A pending order is paid and moves on to processing (its stock is held: a page
 * is opened only then). Money taken for an order that no longer wants it (cancelled meanwhile, or paid already by
 * another page) is refunded in full. A repeated event changes nothing.
 */
export function paymentSucceededChange(
  order: PaymentFacts,
  data: Pick<EventData<'PaymentSucceeded'>, 'paymentId' | 'amountPence' | 'paymentIntentId'>,
): Partial<Order> | null {
  const { payment } = order;
  if (payment?.paymentId === data.paymentId && payment.state === 'succeeded') return null;
  if (order.status === 'pending' && payment?.state !== 'succeeded') {
    return {
      status: 'processing',
      paymentId: data.paymentIntentId || String(data.paymentId),
      payment: {
        paymentId: data.paymentId,
        // The latest attempt stays the latest, whichever of the order's pages took the money.
        attempt: payment?.attempt ?? 1,
        state: 'succeeded',
        checkoutUrl: null,
        expiresAt: null,
        failureReason: null,
      },
    };
  }
  if (hasRefundFor(order, data.paymentId)) return null;
  return { refunds: [...refundsOf(order), refundDue(order, data.paymentId, data.amountPence, REFUND_UNWANTED)] };
}

/** A card was declined on the order's latest page: the customer is told, and may try again while the stock is held. */
export function paymentFailedChange(
  order: PaymentFacts,
  data: Pick<EventData<'PaymentFailed'>, 'paymentId' | 'reason'>,
): Partial<Order> | null {
  const { payment } = order;
  if (order.status !== 'pending' || payment?.paymentId !== data.paymentId || !movesOn(payment.state, 'failed')) {
    return null;
  }
  return { payment: { ...payment, state: 'failed', failureReason: data.reason } };
}

/**
 * The order's latest payment page closed unpaid: the order is cancelled and its stock released. An older page
 * closing (the customer has opened another since) changes nothing.
 */
export function paymentExpiredChange(
  order: PaymentFacts,
  data: Pick<EventData<'PaymentExpired'>, 'paymentId'>,
): Partial<Order> | null {
  const { payment } = order;
  if (order.status !== 'pending' || payment?.paymentId !== data.paymentId || !movesOn(payment.state, 'expired')) {
    return null;
  }
  return {
    status: 'cancelled',
    cancellationReason: ORDER_PAYMENT_MESSAGES.expired,
    payment: { ...payment, state: 'expired' },
  };
}

/** An admin cancels a paid order: its payment is refunded in full. */
export function cancellationRefund(order: PaymentFacts, reason: string): Partial<Order> {
  const { payment } = order;
  if (payment?.state !== 'succeeded' || hasRefundFor(order, payment.paymentId)) return {};
  return { refunds: [...refundsOf(order), refundDue(order, payment.paymentId, order.totalPence, reason)] };
}

/** A due refund was asked of payments: it now waits for Stripe's webhook. */
export function refundAskedChange(order: PaymentFacts, reference: string): Partial<Order> | null {
  const refunds = refundsOf(order);
  if (!refunds.some((r) => r.reference === reference && r.state === 'due')) return null;
  return {
    refunds: refunds.map((r) => (r.reference === reference && r.state === 'due' ? { ...r, state: 'asked' } : r)),
  };
}

/**
 * Stripe confirmed a refund of one of the order's payments: ours is confirmed; one made on Stripe's dashboard is
 * recorded as such. A repeated event changes nothing.
 */
export function paymentRefundedChange(
  order: PaymentFacts,
  data: Pick<EventData<'PaymentRefunded'>, 'paymentId' | 'amountPence' | 'reference' | 'refundId' | 'refundedPence'>,
): Partial<Order> | null {
  const refunds = refundsOf(order);
  const ours = refunds.find((r) => r.reference === data.reference && r.paymentId === data.paymentId);
  if (ours) {
    if (ours.state === 'confirmed') return null;
    return { refunds: refunds.map((r) => (r === ours ? { ...r, state: 'confirmed' } : r)) };
  }
  const outside = `stripe-${data.paymentId}-${data.refundId ?? data.refundedPence}`;
  if (refunds.some((r) => r.reference === outside)) return null;
  return {
    refunds: [
      ...refunds,
      {
        paymentId: data.paymentId,
        amountPence: data.amountPence,
        reference: outside,
        reason: 'Refunded on Stripe',
        state: 'confirmed',
      },
    ],
  };
}

/** Payment states move only forward, as payments' own do. */
const RANK: Record<PaymentState, number> = { open: 0, failed: 1, succeeded: 2, expired: 2 };
const movesOn = (from: PaymentState, to: PaymentState) => RANK[to] > RANK[from];
