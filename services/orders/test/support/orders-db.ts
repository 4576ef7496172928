import { testDatabase } from '@shop/kit/testing';
import { placeOrder } from '../../src/application/place-order';
import { createModels } from '../../src/models';
import { orderStore } from '../../src/models/order-store';
import type { ProductView } from '../../src/models/product-view';
import { productView } from './product-view';

/** The orders database of one test file, on the real local MongoDB: dropped when the file ends. */
export function ordersDb() {
  const { connection, models } = testDatabase('orders', createModels);
  const orders = orderStore(models.Order, () => undefined);

  /** A product the catalog sells, as its events left it in the read model. */
  const sells = (id: number, pricePence: number, extra: Partial<ProductView> = {}) =>
    models.ProductView.create(productView(id, pricePence, extra));

  return { connection, models, orders, sells, placeOrder: placeOrder(connection, models, orders) };
}
