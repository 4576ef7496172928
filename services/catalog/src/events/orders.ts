import type { EventHandlers } from '@shop/kit';
import type { StockLedger } from './stock-ledger';

/**
 * The catalog's part of the order saga: OrderPlaced commits stock, OrderCancelled releases it and
 * OrderShipped takes the shipped units off on hand.
 */
export function orderHandlers(ledger: StockLedger): EventHandlers {
  return {
    OrderPlaced: async ({ orderId, lines }) => {
      await ledger.reserve(orderId, lines);
    },
    OrderCancelled: async ({ orderId }) => {
      await ledger.release(orderId);
    },
    OrderShipped: async ({ orderId }) => {
      await ledger.ship(orderId);
    },
  };
}
