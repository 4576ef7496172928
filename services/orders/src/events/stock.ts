import type { EventHandlers } from '@shop/kit';
import { cancelUnsuppliedOrder } from '../application/cancel-unsupplied-order';
import { startProcessingOrder } from '../application/start-processing-order';
import type { OrderStore } from '../models/order-store';

/** The orders side of the saga: the catalog's answer moves a pending order on. */
export function stockHandlers(orders: OrderStore): EventHandlers {
  return {
    StockReserved: startProcessingOrder(orders),
    StockRejected: cancelUnsuppliedOrder(orders),
  };
}
