import type { BatchHandlers, EventHandlers } from '@shop/kit';
import { cancelUnsuppliedOrder } from '../application/cancel-unsupplied-order';
import { recordStockReserved, recordStockReservedAll } from '../application/record-stock-reserved';
import type { OrderStore } from '../models/order-store';

/** The orders side of the saga: the catalog's answer lets a pending order be paid, or cancels it. */
export function stockHandlers(orders: OrderStore): EventHandlers {
  return {
    StockReserved: recordStockReserved(orders),
    StockRejected: cancelUnsuppliedOrder(orders),
  };
}

/** A slice's StockReserved answers applied together (see recordStockReservedAll). */
export function stockBatchHandlers(orders: OrderStore): BatchHandlers {
  const recordAll = recordStockReservedAll(orders);
  return {
    StockReserved: (items) => recordAll(items.map(({ data }) => data.orderId)),
  };
}
