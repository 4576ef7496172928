import { statusChanged } from '../events/published';
import type { OrderStore } from '../models/order-store';

/**
 * The catalog reserved a pending order's stock: the order moves on to processing. Guarded by the
 * pending status, so a redelivered answer, or one arriving after the shop cancelled the order,
 * changes nothing.
 */
export function startProcessingOrder(orders: OrderStore) {
  return async ({ orderId }: { orderId: number }): Promise<void> => {
    await orders.update(
      { id: orderId, status: 'pending' },
      () => ({ status: 'processing' }),
      (saved, before) => [statusChanged(saved, before)],
    );
  };
}
