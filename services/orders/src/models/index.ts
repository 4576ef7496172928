import type { Connection } from 'mongoose';
import { orderModel } from './order';
import { orderSettingsModel } from './order-settings';
import { productViewModel } from './product-view';

export function createModels(connection: Connection) {
  return {
    Order: orderModel(connection),
    ProductView: productViewModel(connection),
    OrderSettings: orderSettingsModel(connection),
  };
}

export type OrdersModels = ReturnType<typeof createModels>;
