import type { EventHandlers } from '@shop/kit';
import type { StockSaga } from '../application/stock-saga';

/**
 * The catalog's part of the order saga: OrderPlaced commits stock, OrderCancelled releases it and
 * OrderShipped takes the shipped units off on hand.
 */
export function orderHandlers(saga: StockSaga): EventHandlers {
  return {
    OrderPlaced: async ({ orderId, lines }) => {
      await saga.reserve(orderId, lines);
    },
    OrderCancelled: async ({ orderId }) => {
      await saga.release(orderId);
    },
    OrderShipped: async ({ orderId }) => {
      await saga.ship(orderId);
    },
  };
}
