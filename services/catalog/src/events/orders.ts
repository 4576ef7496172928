import type { BatchHandlers, EventHandlers } from '@shop/kit';
import type { StockSaga } from '../application/stock-saga';

/**
 * The catalog's part of the order saga: OrderPlaced commits stock (StockReservationRequested, a
 * pending order asking again, gets the decision recorded), OrderCancelled releases it and
 * OrderShipped takes the shipped units off on hand; OrderReturnReceived puts a return's units back on hand.
 */
export function orderHandlers(saga: StockSaga): EventHandlers {
  return {
    OrderPlaced: async ({ orderId, lines }) => {
      await saga.reserve(orderId, lines);
    },
    StockReservationRequested: async ({ orderId, lines }) => {
      await saga.answerRequest(orderId, lines);
    },
    OrderCancelled: async ({ orderId }) => {
      await saga.release(orderId);
    },
    OrderShipped: async ({ orderId }) => {
      await saga.ship(orderId);
    },
    OrderReturnReceived: async ({ returnId, restock }) => {
      await saga.restockReturn(returnId, restock);
    },
  };
}

/** A slice's OrderPlaced events reserved together (see reserveStockTogether). */
export function orderBatchHandlers(saga: StockSaga): BatchHandlers {
  return {
    OrderPlaced: (items) => saga.reserveAll(items.map(({ data }) => data)),
  };
}
