import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { SessionUser } from '@shop/kit';
import { dropDatabase, uniqueDbName } from '@shop/kit/testing';
import type { Shopper } from '../../src/domain/access';
import { createModels } from '../../src/models';
import { cartStore } from '../../src/models/cart-store';

/** The cart database of one test file, on the real local MongoDB: dropped when the file ends. */
export function cartDb() {
  const dbName = uniqueDbName('cart');
  const connection = mongoose.createConnection(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', { dbName });
  const models = createModels(connection);
  const carts = cartStore(models.Cart);

  beforeAll(async () => {
    await connection.asPromise();
    await Promise.all([models.Cart.init(), models.ProductView.init()]);
  });
  afterAll(async () => {
    await connection.close();
    await dropDatabase(dbName);
  });

  /** A product as the catalog's events left it in the read model. */
  const sells = (id: number, stock: number, extra: { isHireItem?: boolean; deleted?: boolean } = {}) =>
    models.ProductView.create({ id, stock, isHireItem: false, deleted: false, version: 1, ...extra });

  /** The lines of a session's basket as [productId, quantity]. */
  const linesOf = async (sessionId: string) =>
    (await models.Cart.findOne({ sessionId }).lean())?.items.map((line) => [line.productId, line.quantity]);

  return { connection, models, carts, sells, linesOf };
}

let nextUserId = 1;

const user = (id: number): SessionUser => ({
  id,
  username: `user${id}`,
  role: 'user',
  session: { id: `s${id}`, version: 1, expiresAt: 0 },
});

/** A browser holding a fresh basket session, signed in as a new user when `signedIn`. */
export function browser({ signedIn = false } = {}): Shopper {
  return { user: signedIn ? user(nextUserId++) : null, cartSession: randomUUID() };
}

/** The same shopper signed in as `userId` (or as a new user). */
export const signIn = (shopper: Shopper, userId = nextUserId++): Shopper => ({ ...shopper, user: user(userId) });
