import { stockReservedChange } from '../domain/order-payment';
import { awaitingBankTransfer } from '../events/published';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';

/**
 * The catalog reserved a pending order's stock: the order now waits for its payment (the customer is sent to Stripe's
 * page), and moves on to processing once payments confirms it. Guarded by the pending status and the mark itself, so
 * a redelivered answer, or one arriving after the order was cancelled, changes nothing. No status event: the status is
 * still the spec's `pending`; an order paid by bank transfer publishes where and by when to pay, now its stock is held.
 */
export function recordStockReserved(orders: OrderStore, clock: () => Date = () => new Date()) {
  return async ({ orderId }: { orderId: number }): Promise<void> => {
    await orders.update(
      { id: orderId, status: 'pending' },
      (order: Order) => stockReservedChange(order, clock()),
      awaitingBankTransfer,
    );
  };
}

/**
 * The same for many orders the catalog reserved together: one read and one write for all, and one by one for those
 * that changed meanwhile.
 */
export function recordStockReservedAll(orders: OrderStore, clock: () => Date = () => new Date()) {
  const one = recordStockReserved(orders, clock);
  return async (orderIds: number[]): Promise<void> => {
    const now = clock();
    // By id alone: a lookup by key, where another condition beside it reads the whole collection locally.
    if (
      await orders.updateAll(
        { id: { $in: orderIds } },
        (order) => stockReservedChange(order, now),
        awaitingBankTransfer,
      )
    )
      return;
    for (const orderId of orderIds) await one({ orderId });
  };
}
