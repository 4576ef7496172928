import type { Order } from '../models/order';
import { statusChanged } from '../events/published';
import type { OrderStore } from '../models/order-store';

/** Pending orders move on to processing; any other status stays (a redelivery, or the shop cancelled first). */
const toProcessing = (order: Order): Partial<Order> | null =>
  order.status === 'pending' ? { status: 'processing' } : null;
const events = (saved: Order, before: Order) => [statusChanged(saved, before)];

/**
 * The catalog reserved a pending order's stock: the order moves on to processing. Guarded by the
 * pending status, so a redelivered answer, or one arriving after the shop cancelled the order,
 * changes nothing.
 */
export function startProcessingOrder(orders: OrderStore) {
  return async ({ orderId }: { orderId: number }): Promise<void> => {
    await orders.update({ id: orderId, status: 'pending' }, toProcessing, events);
  };
}

/**
 * The same for many orders the catalog reserved together: one read and one write for all, and
 * one by one for those that changed meanwhile.
 */
export function startProcessingOrders(orders: OrderStore) {
  const one = startProcessingOrder(orders);
  return async (orderIds: number[]): Promise<void> => {
    // By id alone: a lookup by key, where another condition beside it reads the whole collection locally.
    if (await orders.updateAll({ id: { $in: orderIds } }, toProcessing, events)) return;
    for (const orderId of orderIds) await one({ orderId });
  };
}
