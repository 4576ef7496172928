import type { EventHandlers } from '@shop/kit';
import { withoutProducts } from '../domain/lines';
import type { CartModels } from '../models';
import { noEvents, type CartStore } from '../models/cart-store';

/**
 * A placed order empties what it bought from its customer's baskets, so a basket is not left
 * full when the browser never got to clear it. Removing lines is naturally idempotent.
 */
export function orderHandlers({ Cart }: CartModels, { store }: CartStore): EventHandlers {
  return {
    OrderPlaced: async ({ userId, lines }) => {
      if (userId === null) return;
      const bought = new Set(lines.map((line) => line.productId));
      const baskets = await Cart.find({ userId }, { sessionId: 1 }).lean();
      for (const { sessionId } of baskets) {
        await store.update({ sessionId }, (cart) => ({ items: withoutProducts(cart.items, bought) }), noEvents);
      }
    },
  };
}
