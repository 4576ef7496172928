import type { Connection } from 'mongoose';
import { orderModel } from './order';
import { productViewModel } from './product-view';

export function createModels(connection: Connection) {
  return {
    Order: orderModel(connection),
    ProductView: productViewModel(connection),
  };
}

export type OrdersModels = ReturnType<typeof createModels>;
