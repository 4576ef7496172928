import { shortStockReason, type ShortLine } from '../domain/cancellation';
import { statusChanged } from '../events/published';
import type { OrderStore } from '../models/order-store';

/**
 * The catalog could not supply a pending order: it is cancelled, saying which lines were short.
 * Guarded by the pending status, like every answer of the saga.
 */
export function cancelUnsuppliedOrder(orders: OrderStore) {
  return async ({ orderId, shortLines }: { orderId: number; shortLines: readonly ShortLine[] }): Promise<void> => {
    await orders.update(
      { id: orderId, status: 'pending' },
      (order) => ({ status: 'cancelled', cancellationReason: shortStockReason(shortLines, order.items) }),
      // Nothing was taken, so no OrderCancelled: the catalog has already put back what it held.
      (saved, before) => [statusChanged(saved, before)],
    );
  };
}
