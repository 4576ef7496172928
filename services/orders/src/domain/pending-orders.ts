import type { Order } from '../models/order';

/** How long a pending order may wait on the catalog (see the PENDING_ORDER_* settings). */
export interface PendingOrderBounds {
  /** Since it was placed, or last asked about, before the catalog is asked (again). */
  reaskAfterMs: number;
  /** Since it was placed, before an order still unanswered after a re-ask is cancelled. */
  cancelAfterMs: number;
}

/** What the sweep does with an order: nothing yet, ask the catalog again, or give up and cancel. */
export type PendingOrderStep = 'wait' | 'reask' | 'cancel';

/**
 * The sweep's rule. An order is cancelled only once the catalog has had a re-ask and a whole
 * `reaskAfterMs` to answer it: after an outage of the orders service every old order is asked
 * again first, rather than cancelled while its answer still waits in Kafka.
 */
export function pendingOrderStep(
  { status, createdAt, stockAskedAt }: Pick<Order, 'status' | 'createdAt' | 'stockAskedAt'>,
  now: Date,
  { reaskAfterMs, cancelAfterMs }: PendingOrderBounds,
): PendingOrderStep {
  if (status !== 'pending') return 'wait';
  const since = (at: Date) => now.getTime() - at.getTime();
  if (since(stockAskedAt ?? createdAt) < reaskAfterMs) return 'wait';
  if (stockAskedAt && since(createdAt) >= cancelAfterMs) return 'cancel';
  return 'reask';
}
