import { basketNotFound, lineNotFound, mayChange, type Shopper } from '../domain/access';
import type { Cart, CartLine } from '../models/cart';
import { noEvents, type CartStore } from '../models/cart-store';

type BasketChange = (cart: Cart) => Promise<Partial<Cart>>;

/** How the basket use cases change a basket: only when the shopper may, re-applied over the stored version. */
export function basketChanges({ store }: CartStore) {
  return {
    /** Changes a session's basket if the shopper may; null when the session has no basket yet. */
    changeBasket: (sessionId: string, shopper: Shopper, change: BasketChange) =>
      store.update(
        { sessionId },
        (cart) => {
          if (!mayChange(cart, shopper)) throw basketNotFound();
          return change(cart);
        },
        noEvents,
      ),

    /**
     * Changes the basket holding a line, found by the line in the same read the change starts from;
     * a basket the shopper may not change answers as if the line were not there.
     */
    changeLine: async (lineId: number, shopper: Shopper, change: BasketChange): Promise<Cart> => {
      const saved = await store.update(
        { 'items.id': lineId },
        (cart) => {
          if (!mayChange(cart, shopper)) throw lineNotFound();
          return change(cart);
        },
        noEvents,
      );
      if (!saved) throw lineNotFound();
      return saved;
    },
  };
}

/** The line of a saved basket a change was about; NOT_FOUND when it is not there. */
export function lineOf(cart: Cart | null, find: (line: CartLine) => boolean): CartLine {
  const line = cart?.items.find(find);
  if (!line) throw lineNotFound();
  return line;
}
