import { type EventData } from '@shop/contracts';
import { markApplied } from '@shop/kit';
import { withoutProducts } from '../domain/lines';
import type { CartModels } from '../models';
import { noEvents, type CartStore } from '../models/cart-store';

/**
 * A placed order empties what it bought from its customer's baskets, so a basket is not left
 * full when the browser never got to clear it. Each basket records the order's `key` with the
 * removal, in the same versioned write, so a redelivery leaves alone lines the shopper has added
 * again since.
 */
export function removeOrderedLines({ Cart }: CartModels, { store }: CartStore) {
  return async ({ userId, lines }: EventData<'OrderPlaced'>, key: string): Promise<void> => {
    if (userId === null) return;
    const bought = new Set(lines.map((line) => line.productId));
    const baskets = await Cart.find({ userId }, { sessionId: 1 }).lean();
    for (const { sessionId } of baskets) {
      await store.update(
        { sessionId },
        (cart) => {
          // Baskets saved before markers existed have none.
          const applied = cart.appliedOps ?? [];
          if (applied.some((op) => op.key === key)) return null;
          return {
            items: withoutProducts(cart.items, bought),
            appliedOps: [...applied, markApplied(key).appliedOps],
          };
        },
        noEvents,
      );
    }
  };
}
