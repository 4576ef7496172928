import { ORDER_PAYMENT_MESSAGES } from '@shop/contracts';
import { STOCK_UNCONFIRMED } from '../domain/cancellation';
import { pendingOrderStep, type PendingOrderBounds, type PendingOrderStep } from '../domain/pending-orders';
import { statusChanged, stockReleased, stockRequested } from '../events/published';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';

/** Orders one sweep looks at, oldest first; the next sweep takes the rest. */
const SWEPT_AT_ONCE = 200;

export interface SweptOrders {
  reasked: number[];
  cancelled: number[];
  /** Orders cancelled unpaid at the end of the payment hold, their stock released. */
  released: number[];
}

/** The events of a sweep's change: a re-ask, or a cancellation that releases whatever the catalog may hold. */
function sweepEvents(saved: Order, before: Order) {
  if (saved.status === 'cancelled') return [statusChanged(saved, before), stockReleased(saved)];
  return saved.stockAskedAt !== before.stockAskedAt ? [stockRequested(saved)] : [];
}

/**
 * Releases the stock of orders left unpaid for the whole payment hold, or a bank transfer's longer one (cancelled,
 * with OrderCancelled), and moves on
 * the orders left pending when a step of the saga was lost (a failover dropped a write, a
 * message went missing): each is asked of the catalog again through the outbox, and one still
 * unanswered past `cancelAfterMs` is cancelled with a reason, with OrderCancelled so the catalog
 * releases anything it did reserve (and notify emails the customer). Every write is guarded by the
 * version read and re-decided from the stored state, so two replicas sweeping at once, or an answer
 * arriving meanwhile, change an order once.
 */
export function sweepPendingOrders(orders: OrderStore, bounds: PendingOrderBounds) {
  const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
  return async (now = new Date()): Promise<SweptOrders> => {
    // Those waiting on the catalog, and those whose payment hold is over, apart: a rush of orders being paid
    // must not crowd out an order the catalog never answered.
    const [unanswered, unpaid, untransferred] = await Promise.all([
      orders.model
        .find(
          { status: 'pending', stockReservedAt: null, createdAt: { $lte: ago(now, bounds.reaskAfterMs) } },
          { id: 1 },
        )
        .sort({ createdAt: 1 })
        .limit(SWEPT_AT_ONCE)
        .lean<Array<Pick<Order, 'id'>>>(),
      orders.model
        .find(
          { status: 'pending', bankTransfer: null, stockReservedAt: { $lte: ago(now, bounds.paymentHoldMs) } },
          { id: 1 },
        )
        .sort({ stockReservedAt: 1 })
        .limit(SWEPT_AT_ONCE)
        .lean<Array<Pick<Order, 'id'>>>(),
      // Bank transfers wait their own hold, to the day set when their stock was reserved.
      orders.model
        .find({ status: 'pending', 'bankTransfer.payBy': { $lte: now } }, { id: 1 })
        .sort({ 'bankTransfer.payBy': 1 })
        .limit(SWEPT_AT_ONCE)
        .lean<Array<Pick<Order, 'id'>>>(),
    ]);
    const due = [...unanswered, ...unpaid, ...untransferred];
    const swept: SweptOrders = { reasked: [], cancelled: [], released: [] };
    for (const { id } of due) {
      // The step decided on the state finally written (a write that lost a race is re-decided).
      const decided: { step: PendingOrderStep } = { step: 'wait' };
      await orders.update(
        { id },
        (order) => {
          decided.step = pendingOrderStep(order, now, bounds);
          if (decided.step === 'reask') return { stockAskedAt: now };
          if (decided.step === 'cancel') return { status: 'cancelled', cancellationReason: STOCK_UNCONFIRMED };
          if (decided.step === 'release') {
            return { status: 'cancelled', cancellationReason: ORDER_PAYMENT_MESSAGES.notPaidInTime };
          }
          return null;
        },
        sweepEvents,
      );
      if (decided.step === 'reask') swept.reasked.push(id);
      if (decided.step === 'cancel') swept.cancelled.push(id);
      if (decided.step === 'release') swept.released.push(id);
    }
    return swept;
  };
}
