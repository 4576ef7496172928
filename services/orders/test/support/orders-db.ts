import mongoose from 'mongoose';
import type { AuthContext } from '@shop/kit';
import { dropDatabase, uniqueDbName } from '@shop/kit/testing';
import { placeOrder } from '../../src/application/place-order';
import { createModels } from '../../src/models';
import { orderStore } from '../../src/models/order-store';
import type { ProductView } from '../../src/models/product-view';

/** The orders database of one test file, on the real local MongoDB: dropped when the file ends. */
export function ordersDb() {
  const dbName = uniqueDbName('orders');
  const connection = mongoose.createConnection(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', { dbName });
  const models = createModels(connection);
  const orders = orderStore(models.Order, () => undefined);

  beforeAll(async () => {
    await connection.asPromise();
    await Promise.all([models.Order.init(), models.ProductView.init()]);
  });
  afterAll(async () => {
    await connection.close();
    await dropDatabase(dbName);
  });

  /** A product the catalog sells, as its events left it in the read model. */
  const sells = (id: number, pricePence: number, extra: Partial<ProductView> = {}) =>
    models.ProductView.create({
      id,
      name: `Product ${id}`,
      slug: `product-${id}`,
      imageUrl: null,
      pricePence,
      isHireItem: false,
      isLargeHeavy: false,
      customShippingCostPence: null,
      deleted: false,
      version: 1,
      ...extra,
    });

  return { connection, models, orders, sells, placeOrder: placeOrder(connection, models, orders) };
}

let nextUserId = 1;

/** A signed-in shopper or admin, as the gateway's token names them. */
export function actor(role: 'user' | 'admin' = 'user'): AuthContext & { user: NonNullable<AuthContext['user']> } {
  const id = nextUserId++;
  return { user: { id, username: `${role}${id}`, role, session: { id: `s${id}`, version: 1, expiresAt: 0 } } };
}

export const address = {
  shippingAddress: '12 High Street',
  shippingCity: 'Lewes',
  shippingState: 'East Sussex',
  shippingPostalCode: 'BN7 2AA',
  shippingCountry: 'United Kingdom',
  paymentMethod: 'credit-card',
};
