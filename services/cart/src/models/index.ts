import type { Connection } from 'mongoose';
import { cartModel } from './cart';
import { productViewModel } from './product-view';

export function createModels(connection: Connection) {
  return {
    Cart: cartModel(connection),
    ProductView: productViewModel(connection),
  };
}

export type CartModels = ReturnType<typeof createModels>;
