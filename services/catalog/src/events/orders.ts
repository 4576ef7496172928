import type { EventHandlers } from '@shop/kit';
import type { StockLedger } from './stock-ledger';

/** The catalog's part of the order saga: OrderPlaced reserves stock, OrderCancelled gives it back. */
export function orderHandlers(ledger: StockLedger): EventHandlers {
  return {
    OrderPlaced: async ({ orderId, lines }) => {
      await ledger.reserve(orderId, lines);
    },
    OrderCancelled: async ({ orderId }) => {
      await ledger.release(orderId);
    },
  };
}
