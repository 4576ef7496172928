import type { Order } from '../models/order';

/** How long a pending order may wait on the catalog (see the PENDING_ORDER_* settings). */
export interface PendingOrderBounds {
  /** Since it was placed, or last asked about, before the catalog is asked (again). */
  reaskAfterMs: number;
  /** Since it was placed, before an order still unanswered after a re-ask is cancelled. */
  cancelAfterMs: number;
  /** Since its stock was reserved, before an order still unpaid is cancelled and its stock released. */
  paymentHoldMs: number;
}

/**
 * What the sweep does with an order: nothing yet, ask the catalog again, give up on the catalog and cancel, or
 * release the stock an unpaid order has held for the whole payment hold.
 */
export type PendingOrderStep = 'wait' | 'reask' | 'cancel' | 'release';

/**
 * The sweep's rule. An order is cancelled only once the catalog has had a re-ask and a whole
 * `reaskAfterMs` to answer it: after an outage of the orders service every old order is asked
 * again first, rather than cancelled while its answer still waits in Kafka.
 */
export function pendingOrderStep(
  {
    status,
    createdAt,
    stockAskedAt,
    stockReservedAt,
    bankTransfer,
  }: Pick<Order, 'status' | 'createdAt' | 'stockAskedAt'> & Partial<Pick<Order, 'stockReservedAt' | 'bankTransfer'>>,
  now: Date,
  { reaskAfterMs, cancelAfterMs, paymentHoldMs }: PendingOrderBounds,
): PendingOrderStep {
  if (status !== 'pending') return 'wait';
  const since = (at: Date) => now.getTime() - at.getTime();
  // The catalog has answered: the order waits for its payment, for the hold at most (a bank transfer's own, longer).
  if (stockReservedAt && bankTransfer) {
    return bankTransfer.payBy && now.getTime() >= bankTransfer.payBy.getTime() ? 'release' : 'wait';
  }
  if (stockReservedAt) return since(stockReservedAt) >= paymentHoldMs ? 'release' : 'wait';
  if (since(stockAskedAt ?? createdAt) < reaskAfterMs) return 'wait';
  if (stockAskedAt && since(createdAt) >= cancelAfterMs) return 'cancel';
  return 'reask';
}
