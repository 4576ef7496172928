import type { EventHandlers } from '@shop/kit';
import { shortStockReason } from '../domain/cancellation';
import type { OrderStore } from '../models/order-store';
import { statusChanged } from './published';

/**
 * The orders side of the saga: the catalog's answer moves a pending order on. Each change is
 * guarded by the pending status, so a redelivered answer, or one arriving after the shop
 * cancelled the order, changes nothing.
 */
export function stockHandlers(orders: OrderStore): EventHandlers {
  return {
    StockReserved: async ({ orderId }) => {
      await orders.update(
        { id: orderId, status: 'pending' },
        () => ({ status: 'processing' }),
        (saved, before) => [statusChanged(saved, before)],
      );
    },
    StockRejected: async ({ orderId, shortLines }) => {
      await orders.update(
        { id: orderId, status: 'pending' },
        (order) => ({ status: 'cancelled', cancellationReason: shortStockReason(shortLines, order.items) }),
        // Nothing was taken, so no OrderCancelled: the catalog has already put back what it held.
        (saved, before) => [statusChanged(saved, before)],
      );
    },
  };
}
