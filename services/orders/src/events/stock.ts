import type { BatchHandlers, EventHandlers } from '@shop/kit';
import { cancelUnsuppliedOrder } from '../application/cancel-unsupplied-order';
import { startProcessingOrder, startProcessingOrders } from '../application/start-processing-order';
import type { OrderStore } from '../models/order-store';

/** The orders side of the saga: the catalog's answer moves a pending order on. */
export function stockHandlers(orders: OrderStore): EventHandlers {
  return {
    StockReserved: startProcessingOrder(orders),
    StockRejected: cancelUnsuppliedOrder(orders),
  };
}

/** A slice's StockReserved answers applied together (see startProcessingOrders). */
export function stockBatchHandlers(orders: OrderStore): BatchHandlers {
  const startAll = startProcessingOrders(orders);
  return {
    StockReserved: (items) => startAll(items.map(({ data }) => data.orderId)),
  };
}
