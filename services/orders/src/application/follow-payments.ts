import type { EventData } from '@shop/contracts';
import type { Logger } from '@shop/kit';
import type { PaymentsClient } from '../adapters/payments';
import {
  paymentExpiredChange,
  paymentFailedChange,
  paymentRefundedChange,
  paymentSucceededChange,
  refundAskedChange,
} from '../domain/order-payment';
import { returnRefundedChange } from '../domain/order-return';
import { orderPaid, statusChanged, stockReleased } from '../events/published';
import { returnEvents } from '../events/return-events';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';

/**
 * The events of a change a payment made: a status change, with the release of the stock a cancelled order held, or
 * OrderPaid (the customer's confirmation) for an order the payment moved on to processing.
 */
function paymentEvents(saved: Order, before: Order) {
  if (saved.status === before.status) return [];
  if (saved.status === 'cancelled') return [statusChanged(saved, before), stockReleased(saved)];
  return saved.status === 'processing'
    ? [statusChanged(saved, before), orderPaid(saved)]
    : [statusChanged(saved, before)];
}

/**
 * Asks payments for the order's refunds still due (each under its reference, so asking again refunds once) and marks
 * them asked; one payments cannot take now stays due for the sweep to ask again.
 */
export function askDueRefunds(orders: OrderStore, payments: PaymentsClient, logger: Logger) {
  return async (order: Pick<Order, 'id' | 'refunds'>): Promise<void> => {
    for (const refund of (order.refunds ?? []).filter((r) => r.state === 'due')) {
      try {
        // The amount always: a return refunds part of the payment.
        await payments.refund(refund.paymentId, {
          reference: refund.reference,
          reason: refund.reason,
          amountPence: refund.amountPence,
        });
      } catch (err) {
        logger.warn({ err, orderId: order.id, reference: refund.reference }, 'a refund is still due');
        continue;
      }
      await orders.update(
        { id: order.id },
        (current) => refundAskedChange(current, refund.reference),
        () => [],
      );
    }
  };
}

/** Orders one pass asks the due refunds of; the next sweep takes the rest. */
const REFUNDS_AT_ONCE = 50;

/**
 * Asks again for the refunds payments could not take when they fell due (the sweep's pass), reading only what asking
 * needs.
 */
export function askStillDueRefunds(orders: OrderStore, askRefunds: ReturnType<typeof askDueRefunds>) {
  return async (): Promise<void> => {
    const owing = await orders.model
      .find({ 'refunds.state': 'due' }, { id: 1, refunds: 1 })
      .limit(REFUNDS_AT_ONCE)
      .lean<Array<Pick<Order, 'id' | 'refunds'>>>();
    for (const order of owing) await askRefunds(order);
  };
}

/**
 * The order side of payments' events (only those for orders): a payment taken moves a pending order on to
 * processing (or is refunded when the order no longer wants it), a declined card is noted for the customer, a page
 * closed unpaid cancels the order and releases its stock, and a refund Stripe confirmed is recorded. Each change is
 * re-decided on the stored order and states only move forward, so a repeated or late event changes nothing.
 */
export function followPayments(orders: OrderStore, payments: PaymentsClient, logger: Logger) {
  const askRefunds = askDueRefunds(orders, payments, logger);
  const succeeded = async (data: EventData<'PaymentSucceeded'>) => {
    const saved = await orders.update(
      { id: data.subjectId },
      (order) => paymentSucceededChange(order, data),
      paymentEvents,
    );
    if (saved) await askRefunds(saved);
  };
  return {
    succeeded,
    /**
     * Payments taken for many orders at once (a rush's slice): their orders read in one command and written in one.
     * Those that moved on meanwhile, those whose payment is to be refunded (the refund is asked of payments), and a
     * second payment for an order in the same slice go one by one, where a repeat changes nothing.
     */
    succeededAll: async (all: Array<EventData<'PaymentSucceeded'>>) => {
      const first = new Map<number, EventData<'PaymentSucceeded'>>();
      const later: Array<EventData<'PaymentSucceeded'>> = [];
      for (const data of all) {
        if (first.has(data.subjectId)) later.push(data);
        else first.set(data.subjectId, data);
      }
      if (first.size === 0) return;
      const refunding: Array<EventData<'PaymentSucceeded'>> = [];
      const written = await orders.updateAll(
        // By id alone: a lookup by key, where another condition beside it reads the whole collection locally.
        { id: { $in: [...first.keys()] } },
        (order) => {
          const data = first.get(order.id)!;
          const change = paymentSucceededChange(order, data);
          if (change?.refunds) refunding.push(data);
          return change;
        },
        paymentEvents,
      );
      for (const data of written ? [...refunding, ...later] : all) await succeeded(data);
    },
    failed: async (data: EventData<'PaymentFailed'>) => {
      await orders.update({ id: data.subjectId }, (order) => paymentFailedChange(order, data), paymentEvents);
    },
    expired: async (data: EventData<'PaymentExpired'>) => {
      await orders.update({ id: data.subjectId }, (order) => paymentExpiredChange(order, data), paymentEvents);
    },
    refunded: async (data: EventData<'PaymentRefunded'>) => {
      // A return waiting on this refund is refunded with it (OrderReturnRefunded).
      await orders.update(
        { id: data.subjectId },
        (order) => {
          const change = paymentRefundedChange(order, data);
          return change && { ...change, ...returnRefundedChange({ ...order, ...change }, new Date()) };
        },
        returnEvents,
      );
    },
  };
}

export type FollowPayments = ReturnType<typeof followPayments>;
