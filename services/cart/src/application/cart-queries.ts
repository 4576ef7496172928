import { cartSessionIdSchema } from '@shop/contracts';
import { parseInput } from '@shop/kit';
import { basketNotFound, mayRead, type Shopper } from '../domain/access';
import type { CartModels } from '../models';
import type { Cart } from '../models/cart';

/** A session's basket: empty until something is added; NOT_FOUND when it is another user's. */
export function cartQueries({ Cart }: CartModels) {
  return {
    cart: async (rawSessionId: unknown, shopper: Shopper): Promise<Pick<Cart, 'sessionId' | 'items'>> => {
      const sessionId = parseInput(cartSessionIdSchema, rawSessionId, 'sessionId');
      const cart = await Cart.findOne({ sessionId }).lean<Cart>();
      if (cart && !mayRead(cart, shopper)) throw basketNotFound();
      return { sessionId, items: cart?.items ?? [] };
    },
  };
}
