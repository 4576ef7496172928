import { AggregateStore, isDuplicateKeyError } from '@shop/kit';
import type { Model } from 'mongoose';
import type { Cart } from './cart';

/** Baskets publish nothing: their changes matter to no other service until an order is placed. */
export const noEvents = () => [];

/** Baskets are written through here: each change re-applied over the stored version until it lands. */
export function cartStore(Cart: Model<Cart>) {
  const store = new AggregateStore(Cart, {
    idOf: (cart) => cart.sessionId,
    changedMessage: 'Your basket was changed in another window; reload to see it',
  });

  /** Starts a session's empty basket; two first writes at once start one. */
  async function start(sessionId: string, userId: number | null): Promise<void> {
    try {
      await store.create({ sessionId, userId, items: [], mergedFrom: [] }, noEvents);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  return { store, start };
}

export type CartStore = ReturnType<typeof cartStore>;
