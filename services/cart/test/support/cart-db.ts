import { randomUUID } from 'node:crypto';
import { testDatabase, testUser } from '@shop/kit/testing';
import type { Shopper } from '../../src/domain/access';
import { createModels } from '../../src/models';
import { cartStore } from '../../src/models/cart-store';

/** The cart database of one test file, on the real local MongoDB: dropped when the file ends. */
export function cartDb() {
  const { connection, models } = testDatabase('cart', createModels);
  const carts = cartStore(models.Cart);

  /** A product as the catalog's events left it in the read model. */
  const sells = (id: number, stock: number, extra: { isHireItem?: boolean; deleted?: boolean } = {}) =>
    models.ProductView.create({ id, stock, isHireItem: false, deleted: false, version: 1, ...extra });

  /** The lines of a session's basket as [productId, quantity]. */
  const linesOf = async (sessionId: string) =>
    (await models.Cart.findOne({ sessionId }).lean())?.items.map((line) => [line.productId, line.quantity]);

  return { connection, models, carts, sells, linesOf };
}

/** A browser holding a fresh basket session, signed in as a new user when `signedIn`. */
export function browser({ signedIn = false } = {}): Shopper {
  return { user: signedIn ? testUser() : null, cartSession: randomUUID() };
}

/** The same shopper signed in as `userId` (or as a new user). */
export const signIn = (shopper: Shopper, userId?: number): Shopper => ({ ...shopper, user: testUser('user', userId) });
