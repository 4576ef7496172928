import { cartSessionIdSchema } from '@shop/contracts';
import { parseInput } from '@shop/kit';
import { requireOwnSession, type Shopper } from '../domain/access';
import type { CartStore } from '../models/cart-store';
import { basketChanges } from './basket-changes';

/** Empties a session's basket (a session with no basket yet is already empty, for its own browser). */
export function clearCart(carts: CartStore) {
  const { changeBasket } = basketChanges(carts);

  return async (request: { sessionId: unknown }, shopper: Shopper): Promise<void> => {
    const sessionId = parseInput(cartSessionIdSchema, request.sessionId, 'sessionId');
    const cleared = await changeBasket(sessionId, shopper, async () => ({ items: [] }));
    if (!cleared) requireOwnSession(sessionId, shopper);
  };
}
